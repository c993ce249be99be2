/** What kind of destination a link has, which decides how the one site-wide Link renders it. */

export function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//");
}

/** Extensions of the files the site serves besides its pages (not `.x`, as in the version `/1.x`). */
const FILE_EXTENSION = /\.(ya?ml|json|xml|md|txt|csv|pdf|png|svg|jpe?g)$/i;

/**
 * A local file rather than a page (`/openapi.yaml`, `/quickstart.md`). Such links must load
 * from the server, not through the router, which only knows pages.
 */
export function isFileLink(href: string): boolean {
  const pathOnly = href.split(/[?#]/)[0] ?? "";
  return !isExternal(href) && FILE_EXTENSION.test(pathOnly);
}
