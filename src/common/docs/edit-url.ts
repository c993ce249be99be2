/** Links from a docs page to its source: the edit link and the prefilled "Report a problem" issue. */

/** The configured edit base (".../edit/main/") joined with the file's path from the project root. */
export function editUrlOf(base: string | undefined, sourceFile: string): string | null {
  if (!base) return null;
  const file = sourceFile
    .split("\\")
    .join("/")
    .replace(/^\.?\//, "");
  return `${base.replace(/\/+$/, "")}/${file.split("/").map(encodeURIComponent).join("/")}`;
}

/**
 * A new-issue URL with the page's title and absolute URL filled in. Query parameters already in
 * the configured URL (a label, a template) are kept.
 */
export function reportProblemUrl(issuesUrl: string, page: { title: string; url: string }): string {
  const url = new URL(issuesUrl);
  url.searchParams.set("title", `Docs: problem on “${page.title}”`);
  url.searchParams.set("body", `Page: ${page.url}\n\nWhat is wrong or missing:\n`);
  return url.href;
}
