/** The site's one URL form. Heading ids are made by ./heading-slug.ts. */

/** Ensures the site's one URL form: a leading slash and a trailing slash. */
export function withTrailingSlash(path: string): string {
  const [pathname, rest = ""] = splitPath(path);
  const normalized = pathname.endsWith("/") ? pathname : `${pathname}/`;
  return `${normalized}${rest}`;
}

function splitPath(path: string): [string, string] {
  const index = path.search(/[?#]/);
  return index === -1 ? [path, ""] : [path.slice(0, index), path.slice(index)];
}
