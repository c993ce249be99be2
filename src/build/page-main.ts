/**
 * The part of a built page that its content readers (search records, social-card text) need:
 * its <main> from the breadcrumbs on, without the head, the navbar, the sidebar and the scripts
 * around it. The sidebar sits in every docs page's <main>, before the breadcrumbs, and grows
 * with the site: at ten times today's docs it is most of a page's HTML, and parsing it in every
 * page made reading the records and card texts grow faster than the pages did.
 */

/**
 * `<main>` and its content from the breadcrumbs on (from its start on a page without
 * breadcrumbs before its h1); breadcrumbs above <main> come first, with what lies between. The
 * whole page when it has no <main>.
 */
export function pageMain(html: string): string {
  const start = html.indexOf("<main");
  const end = start < 0 ? -1 : html.indexOf("</main>", start);
  if (end < 0) return html;
  const open = html.indexOf(">", start) + 1;
  const crumbs = html.indexOf('aria-label="Breadcrumbs"');
  const crumbsNav = crumbs < 0 || crumbs > end ? -1 : html.lastIndexOf("<nav", crumbs);
  if (crumbsNav >= 0 && crumbsNav < start)
    return `${html.slice(crumbsNav, start)}<main>${html.slice(open, end)}</main>`;
  const h1 = html.indexOf("<h1", open);
  const from = crumbsNav >= open && (h1 < 0 || crumbsNav < h1) ? crumbsNav : open;
  return `<main>${html.slice(from, end)}</main>`;
}
