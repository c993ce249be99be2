/**
 * The 404 page's suggestions: the words of the missing path, searched in the embedded index,
 * as the best-matching pages (one link per page, never the missing path itself).
 */
import type { SearchEngine } from "./engine";

export interface Suggestion {
  /** Site path of the page, without the path prefix. */
  readonly path: string;
  readonly title: string;
}

/** Words that say nothing about which page was meant. */
const NOISE = new Set(["index", "html", "htm", "md", "mdx", "docs", "page", "the", "and", "of", "a", "to"]);

/** "/autoeval/metric-list/" → "autoeval metric list". */
export function wordsOfPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: search the raw path.
  }
  return decoded
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !NOISE.has(word) && !/^\d+$/.test(word))
    .join(" ");
}

export async function suggestPages(
  engine: Pick<SearchEngine, "pages">,
  pathname: string,
  limit = 5,
): Promise<Suggestion[]> {
  const words = wordsOfPath(pathname);
  if (!words) return [];
  // One more than shown, in case the missing path is among them.
  const pages = await engine.pages(words, limit + 1);
  return pages
    .map((page) => ({ path: page.url.split("#")[0]!, title: page.hierarchy.lvl1 }))
    .filter((page) => page.path !== pathname)
    .slice(0, limit);
}
