/**
 * The embedded search engine (MiniSearch): ranking.mjs defines how it reads and ranks, so the
 * build, the browser, the relevance test and the bench all agree.
 */
import type { SearchResult } from "minisearch";
import { buildIndex, indexTokens, loadIndex, processTerm, queryTokens, rankedSearch } from "./ranking.mjs";
import type { SearchIndexFile, SearchRecord } from "./types";

export function buildIndexFile(records: readonly SearchRecord[]): SearchIndexFile {
  return { version: 1, index: buildIndex(records).toJSON(), records };
}

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
  search(query: string, limit: number, offset?: number): EngineResult;
  /** The page-level record (type lvl1) of a hit's page. */
  pageRecord(url: string): SearchRecord | undefined;
}

export function loadEngine(file: SearchIndexFile): SearchEngine {
  const engine = loadIndex(file);
  const byId = new Map(file.records.map((r) => [r.id, r]));
  const pages = new Map(file.records.filter((r) => r.type === "lvl1").map((r) => [r.url.split("#")[0]!, r]));
  return {
    pageRecord: (url) => pages.get(url.split("#")[0]!),
    search(query, limit, offset = 0) {
      const trimmed = query.trim();
      if (!trimmed) return { records: [], total: 0, terms: [] };
      const results: SearchResult[] = rankedSearch(engine, trimmed);
      const records = results
        .slice(offset, offset + limit)
        .map((r) => byId.get(r.id as string)!)
        .filter(Boolean);
      const matched = new Set(results.slice(0, limit + offset).flatMap((r) => r.terms));
      const terms = [...new Set([...wordsOf(records, matched), ...trimmed.split(/\s+/), ...queryTokens(trimmed)])];
      return { records, total: results.length, terms };
    },
  };
}
