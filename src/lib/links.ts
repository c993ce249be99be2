/**
 * The build's link checker, over the rendered HTML: a link to a page that does not exist is
 * an error; a link to a missing #anchor is a warning. Pure, so it is tested on small fixtures.
 */

export interface BuiltPage {
  /** Route, with a trailing slash. */
  readonly path: string;
  readonly html: string;
}

export interface LinkProblem {
  readonly source: string;
  readonly target: string;
}

export interface LinkReport {
  readonly brokenLinks: LinkProblem[];
  /** Links to .md/.mdx files that do not exist: usually a Markdown link written as a file path. */
  readonly brokenMarkdownLinks: LinkProblem[];
  readonly brokenAnchors: LinkProblem[];
}

const HREF = /<a\b[^>]*?\shref="([^"]*)"/g;
const ID = /\sid="([^"]*)"/g;

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

export function internalLinks(html: string): string[] {
  return [...html.matchAll(HREF)]
    .map((m) => decodeEntities(m[1]!))
    .filter((href) => (href.startsWith("/") && !href.startsWith("//")) || (href.startsWith("#") && href.length > 1));
}

export function anchorIds(html: string): Set<string> {
  return new Set([...html.matchAll(ID)].map((m) => decodeEntities(m[1]!)));
}

/** Files the site serves besides pages (Markdown twins, feeds, assets) count as existing targets. */
export function checkLinks(
  pages: readonly BuiltPage[],
  otherFiles: ReadonlySet<string> = new Set(),
  pathPrefix = "",
): LinkReport {
  const byPath = new Map(pages.map((page) => [page.path, anchorIds(page.html)]));
  const brokenLinks: LinkProblem[] = [];
  const brokenMarkdownLinks: LinkProblem[] = [];
  const brokenAnchors: LinkProblem[] = [];
  for (const page of pages) {
    for (const href of new Set(internalLinks(page.html))) {
      const withoutPrefix = pathPrefix && href.startsWith(pathPrefix) ? href.slice(pathPrefix.length) || "/" : href;
      const [pathAndQuery = "", hash] = withoutPrefix.split("#", 2) as [string, string | undefined];
      const target = pathAndQuery.split("?")[0]!;
      const targetPath = target === "" ? page.path : target;
      const ids = byPath.get(targetPath);
      if (!ids) {
        if (otherFiles.has(targetPath)) continue;
        if (/\.mdx?$/.test(targetPath)) brokenMarkdownLinks.push({ source: page.path, target: href });
        else brokenLinks.push({ source: page.path, target: href });
        continue;
      }
      if (hash && !ids.has(decodeURIComponent(hash))) brokenAnchors.push({ source: page.path, target: href });
    }
  }
  return { brokenLinks, brokenMarkdownLinks, brokenAnchors };
}

export function formatProblems(problems: readonly LinkProblem[]): string {
  const bySource = new Map<string, string[]>();
  for (const p of problems) bySource.set(p.source, [...(bySource.get(p.source) ?? []), p.target]);
  return [...bySource]
    .map(([source, targets]) => `- On ${source}:\n${targets.map((t) => `    -> ${t}`).join("\n")}`)
    .join("\n");
}
