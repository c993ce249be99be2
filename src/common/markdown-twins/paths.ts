/**
 * Where a page's Markdown twin lives (DESIGN.md, "Design decisions" › "Routes and
 * URLs"): the page's path without its trailing slash plus ".md"; the home page is /index.md.
 */
export function twinPath(pagePath: string): string {
  if (pagePath === "/") return "/index.md";
  return `${pagePath.replace(/\/$/, "")}.md`;
}
