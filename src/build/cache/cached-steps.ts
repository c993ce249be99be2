/**
 * The post-build steps that are worth caching, each behind the digest cache
 * (src/build/cache/digest-cache.ts): a warm build redoes a step's work only for the inputs that changed.
 *  - social cards: the card text read from each page's HTML, keyed by that HTML (contentKey); the PNG drawn
 *    for a card text, keyed by the text (an edited page's body seldom changes its card);
 *  - the search records read from each page's HTML, keyed by its path and contentKey; the shards
 *    are built from them on every build and written only when they changed (a cleaned public/
 *    gets them back);
 *  - the references and ids the link check reads from each page, keyed by contentKey; the
 *    scripts slice, which every edit rewrites in every page, is read afresh. The check itself
 *    runs on every build: an edit to one page can break links on the others.
 */
import path from "node:path";
import { linksOf, type BuiltPage, type PageLinks } from "../links";
import { SEARCH_INDEX_PATH } from "../../common/search/config";
import type { DrawSvg } from "../social-cards/drawer";
import { type DigestCache, digestOf } from "./digest-cache";
import { buildShards, writeShards } from "../search/shard-index.mjs";
import { indexablePages, pageRecords } from "../search/indexed-pages";
import { cardTextOf, drawCard, type CardText } from "../social-cards/cards";

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

/** The scripts slices contentKey leaves out, one after the other. */
export function scriptsSlices(html: string): string {
  return (html.match(SCRIPTS_SLICE) ?? []).join("");
}

const SCRIPTS_SLICE =
  /<!-- slice-start id="_gatsby-scripts-[^"]*" -->[\s\S]*?<!-- slice-end id="_gatsby-scripts-[^"]*" -->/g;

/** Each page's digest of its contentKey, made once per page for the steps that key by it. */
const contentDigests = new WeakMap<BuiltPage, string>();

function contentDigest(page: BuiltPage): string {
  let digest = contentDigests.get(page);
  if (digest === undefined) {
    digest = digestOf(contentKey(page.html));
    contentDigests.set(page, digest);
  }
  return digest;
}

type CardFallback = Parameters<typeof cardTextOf>[1];

export function cachedCardText(cache: DigestCache, page: BuiltPage, fallback: CardFallback): Promise<CardText> {
  return cache.json("card-text", digestOf(JSON.stringify(fallback), contentDigest(page)), () =>
    cardTextOf(page.html, fallback),
  );
}

/** drawCard, drawn once per distinct card text. */
export function cachedDrawCard(cache: DigestCache): (text: CardText, drawSvg: DrawSvg) => Promise<Buffer> {
  return (text, drawSvg) => cache.bytes("social-card", JSON.stringify(text), () => drawCard(text, drawSvg));
}

/**
 * The search index's files: each page's records read from its HTML, or as read last time from
 * the same content; then the shards, built from all records (a tenth of a second) and written
 * only when they changed (writeShards), with the site's search synonyms in the manifest.
 */
export async function cachedSearchIndex(
  cache: DigestCache,
  pages: readonly BuiltPage[],
  archivedBases: readonly string[],
  publicDir: string,
  synonyms: Readonly<Record<string, readonly string[]>> = {},
  read: typeof pageRecords = pageRecords,
): Promise<{ records: number; bytes: number }> {
  const perPage = await Promise.all(
    indexablePages(pages, archivedBases).map((page) =>
      cache.json("search-records", digestOf(page.path, contentDigest(page)), () => read(page)),
    ),
  );
  const records = perPage.flat();
  const bytes = writeShards(path.join(publicDir, SEARCH_INDEX_PATH), buildShards(records, { synonyms }));
  return { records: records.length, bytes };
}

/** linksOf a page: its content's as read last time from the same content, its scripts slice's afresh. */
export async function cachedPageLinks(cache: DigestCache, page: BuiltPage): Promise<PageLinks & { path: string }> {
  const content = await cache.json("page-links", contentDigest(page), () => linksOf(contentKey(page.html)));
  const scripts = linksOf(scriptsSlices(page.html));
  return {
    path: page.path,
    references: [...content.references, ...scripts.references],
    ids: [...content.ids, ...scripts.ids],
  };
}
