/**
 * Gatsby writes each page's path in an inline script of its own (`window.pagePath="/x/"`), the
 * one inline script that differs from page to page. The deploy headers allow inline scripts by
 * hash (deploy-headers.ts), which stays short only while every page has the same few; so the
 * path moves onto an attribute of a script whose text is the same on every page. The tuning's
 * script loader (gatsby/tuning/scripts-after-first-paint.ts) does the same job when it is on.
 * gatsby/__tests__/page-path-script.test.ts reads the installed Gatsby's script.
 */

export const PAGE_PATH_SCRIPT =
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath="((?:[^"\\<]|\\.)*)";\/\*\]\]>\*\/<\/script>/;

/** The page path Gatsby's script holds, or undefined when the HTML has none. */
export function pagePathOf(html: string): string | undefined {
  const match = PAGE_PATH_SCRIPT.exec(html);
  return match ? (JSON.parse(`"${match[1]!}"`) as string) : undefined;
}

export const escapeAttribute = (value: string): string =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The same text on every page: it reads the path from its own attribute. */
export const PAGE_PATH_FROM_ATTRIBUTE = `window.pagePath=document.currentScript.getAttribute("data-page-path");`;

/** The HTML with Gatsby's page-path script replaced by one that reads the path from an attribute. */
export function pagePathAsAttribute(html: string): string {
  const pagePath = pagePathOf(html);
  if (pagePath === undefined) return html;
  return html.replace(
    PAGE_PATH_SCRIPT,
    `<script data-page-path="${escapeAttribute(pagePath)}">${PAGE_PATH_FROM_ATTRIBUTE}</script>`,
  );
}
