/**
 * Slugs for headings and routes. Heading slugs follow GitHub's rules (lowercase,
 * punctuation dropped, spaces to hyphens, repeats numbered) so anchors readers know keep working.
 */

const NOT_SLUG_CHAR = /[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu;

export function slugify(text: string): string {
  return text.toLowerCase().replace(NOT_SLUG_CHAR, "").replace(/ /g, "-");
}

/** Numbers repeated slugs within one page: "setup", "setup-1", "setup-2". */
export class Slugger {
  private readonly seen = new Map<string, number>();

  slug(text: string): string {
    const base = slugify(text);
    let candidate = base;
    let count = this.seen.get(base) ?? 0;
    while (this.seen.has(candidate)) candidate = `${base}-${++count}`;
    this.seen.set(base, count);
    this.seen.set(candidate, 0);
    return candidate;
  }
}

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
