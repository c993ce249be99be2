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

/**
 * The first folder of a path that has more ("/api/" of "/api/evalute/"): it names a part of the
 * site, not the page, so it is not searched, but pages in that part are offered first. A reader
 * who mistypes an operation's address wants the operation, not the pages that say "api".
 */
export function sectionOf(pathname: string): string | null {
  const folders = pathname.split("/").filter(Boolean);
  return folders.length > 1 ? `/${folders[0]}/` : null;
}

export async function suggestPages(
  engine: Pick<SearchEngine, "pages">,
  pathname: string,
  limit = 5,
): Promise<Suggestion[]> {
  const section = sectionOf(pathname);
  const words = (section && wordsOfPath(pathname.slice(section.length - 1))) || wordsOfPath(pathname);
  if (!words) return [];
  // More than shown: the missing path may be among them, and the section's pages go first.
  const pages = await engine.pages(words, limit * 2 + 1);
  const found = pages
    .map((page) => ({ path: page.url.split("#")[0]!, title: page.hierarchy.lvl1 }))
    .filter((page) => page.path !== pathname);
  const inSection = (page: Suggestion) => section !== null && page.path.startsWith(section);
  return [...found.filter(inSection), ...found.filter((page) => !inSection(page))].slice(0, limit);
}
