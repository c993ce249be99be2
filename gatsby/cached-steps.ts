/**
 * The post-build steps that are worth caching, each behind the digest cache
 * (gatsby/digest-cache.ts): a warm build redoes a step's work only for the inputs that changed.
 *  - social cards: the card text read from each page's HTML, keyed by that HTML (contentKey); the PNG drawn
 *    for a card text, keyed by the text (an edited page's body seldom changes its card);
 *  - the search index, keyed by every page's path and HTML and the archived versions, the
 *    inputs of writeSearchIndex (its format is gatsby/search-index.ts's business).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { BuiltPage } from "../src/lib/links";
import { SEARCH_INDEX_PATH } from "../src/lib/search/config";
import { type DigestCache, digestOf } from "./digest-cache";
import { writeSearchIndex } from "./search-index";
import { cardTextOf, drawCard, type CardText } from "./social-cards";

/**
 * The page's HTML less what changes in every page whenever any script changes: Gatsby's scripts
 * slice at the end of each page (the chunk map, which names every page's chunk, the
 * compilation hash, the runtime's file name, and the loader that replaces them). Card text and
 * search records are read from the page's content, never from those scripts, so an edit to one
 * page leaves the other pages' keys as they were.
 */
export function contentKey(html: string): string {
  return html.replace(SCRIPTS_SLICE, "");
}

const SCRIPTS_SLICE =
  /<!-- slice-start id="_gatsby-scripts-[^"]*" -->[\s\S]*?<!-- slice-end id="_gatsby-scripts-[^"]*" -->/g;

type CardFallback = Parameters<typeof cardTextOf>[1];

export function cachedCardText(cache: DigestCache, html: string, fallback: CardFallback): Promise<CardText> {
  return cache.json("card-text", digestOf(JSON.stringify(fallback), contentKey(html)), () =>
    cardTextOf(html, fallback),
  );
}

/** drawCard, drawn once per distinct card text. */
export function cachedDrawCard(cache: DigestCache): (text: CardText) => Promise<Buffer> {
  return (text) => cache.bytes("social-card", JSON.stringify(text), () => drawCard(text));
}

interface IndexEntry {
  records: number;
  text: string;
}

/** writeSearchIndex, or the index it wrote last time for the same pages. */
export async function cachedSearchIndex(
  cache: DigestCache,
  pages: readonly BuiltPage[],
  archivedBases: readonly string[],
  publicDir: string,
  write: typeof writeSearchIndex = writeSearchIndex,
): Promise<{ records: number; bytes: number }> {
  const key = digestOf(JSON.stringify(archivedBases), ...pages.flatMap((page) => [page.path, contentKey(page.html)]));
  const file = path.join(publicDir, SEARCH_INDEX_PATH);
  const entry = await cache.json<IndexEntry>("search-index", key, () => {
    const { records } = write(pages, archivedBases, publicDir);
    return { records, text: readFileSync(file, "utf8") };
  });
  writeFileSync(file, entry.text);
  return { records: entry.records, bytes: Buffer.byteLength(entry.text) };
}
