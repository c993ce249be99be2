/**
 * The embedded search engine over the sharded index (shard-query.mjs): ranking.mjs defines how
 * it reads and ranks, so the build, the browser, the relevance test and the bench all agree.
 * It fetches the index files a query needs, and the records of the hits it returns.
 */
import { didYouMean } from "../../common/search/did-you-mean.mjs";
import { indexTokens, processTerm, queryTokens } from "../../common/search/ranking.mjs";
import { decodeSections } from "../../common/search/shard-format.mjs";
import { createShardReader, type ShardHit } from "../../common/search/shard-query.mjs";
import type { SearchRecord, ShardManifest } from "../../common/search/types";
import { modalEntries } from "./modal-hits";

/**
 * The words of the shown records that matched, as written there: the index holds word stems
 * ("faith" for "faithfulness"), and highlights should mark whole words.
 */
function wordsOf(records: readonly SearchRecord[], matched: ReadonlySet<string>): string[] {
  const words = new Set<string>();
  for (const { hierarchy, content } of records) {
    const text = [hierarchy.lvl1, hierarchy.lvl2, hierarchy.lvl3, content].filter(Boolean).join(" ");
    for (const token of indexTokens(text)) {
      const term = processTerm(token);
      if (term && matched.has(term)) words.add(token.toLowerCase());
    }
  }
  return [...words];
}

export interface EngineResult {
  readonly records: SearchRecord[];
  readonly total: number;
  readonly terms: string[];
}

export interface SearchEngine {
  /**
   * The hits from `offset` to `offset + limit`; with `perSection`, only those DocSearch's modal
   * shows (modal-hits.ts), with their pages' own records, in its order.
   */
  search(query: string, limit: number, offset?: number, perSection?: number): Promise<EngineResult>;
  /** The page records (type lvl1) of the first `limit` distinct pages a query finds: all a suggestion needs. */
  pages(query: string, limit: number): Promise<SearchRecord[]>;
  /** The page-level record (type lvl1) of a page among the hits `search` returned. */
  pageRecord(url: string): SearchRecord | undefined;
  /** For a query that finds nothing: queries like it of the words the index knows ("Did you mean"). */
  suggest(query: string): Promise<string[]>;
}

/** `load(path)` fetches one index file, by its path in the index's folder ("d/fi.json"). */
export function loadEngine(manifest: ShardManifest, load: (path: string) => Promise<unknown>): SearchEngine {
  const reader = createShardReader(manifest, load);
  const sections = decodeSections(manifest.sections);
  const pages = new Map<string, SearchRecord>();
  return {
    pageRecord: (url) => pages.get(url.split("#")[0]!),
    suggest: (query) => didYouMean(query, reader.knows, reader.knownWords),
    async pages(query, limit) {
      const trimmed = query.trim();
      if (!trimmed) return [];
      const first = [...new Set((await reader.search(trimmed)).map((hit) => hit.page))].slice(0, limit);
      return (await reader.records(first.map((page) => ({ page, record: 0 })))).records;
    },
    async search(query, limit, offset = 0, perSection) {
      const trimmed = query.trim();
      if (!trimmed) return { records: [], total: 0, terms: [] };
      const results: ShardHit[] = await reader.search(trimmed);
      const hits = results.slice(offset, offset + limit);
      const shown = await reader.records(
        perSection === undefined ? hits : modalEntries(hits, (page) => sections[page], perSection),
      );
      for (const page of shown.pages) pages.set(page.url.split("#")[0]!, page);
      const matched = new Set(results.slice(0, limit + offset).flatMap((r) => r.terms));
      const terms = [
        ...new Set([...wordsOf(shown.records, matched), ...trimmed.split(/\s+/), ...queryTokens(trimmed)]),
      ];
      return { records: shown.records, total: results.length, terms };
    },
  };
}
