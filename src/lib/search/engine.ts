/**
 * The embedded search engine (MiniSearch): the same options build the index at build time
 * and load it in the browser, so both sides always agree.
 */
import MiniSearch, { type Options, type SearchResult } from "minisearch";
import type { SearchIndexFile, SearchRecord } from "./types";

interface IndexedFields {
  id: string;
  title: string;
  headings: string;
  section: string;
  content: string;
}

export const ENGINE_OPTIONS: Options<IndexedFields> = {
  fields: ["title", "headings", "section", "content"],
  storeFields: [],
  searchOptions: { boost: { title: 4, headings: 2.5, section: 0.5 }, prefix: true, fuzzy: 0.15, combineWith: "AND" },
};

function toIndexed(record: SearchRecord): IndexedFields {
  return {
    id: record.id,
    title: record.hierarchy.lvl1,
    headings: [record.hierarchy.lvl2, record.hierarchy.lvl3].filter(Boolean).join(" "),
    section: record.hierarchy.lvl0,
    content: record.content,
  };
}

export function buildIndexFile(records: readonly SearchRecord[]): SearchIndexFile {
  const engine = new MiniSearch<IndexedFields>(ENGINE_OPTIONS);
  engine.addAll(records.map(toIndexed));
  return { version: 1, index: engine.toJSON(), records };
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
  const engine = MiniSearch.loadJS<IndexedFields>(file.index as never, ENGINE_OPTIONS);
  const byId = new Map(file.records.map((r) => [r.id, r]));
  const pages = new Map(file.records.filter((r) => r.type === "lvl1").map((r) => [r.url.split("#")[0]!, r]));
  return {
    pageRecord: (url) => pages.get(url.split("#")[0]!),
    search(query, limit, offset = 0) {
      const trimmed = query.trim();
      if (!trimmed) return { records: [], total: 0, terms: [] };
      let results: SearchResult[] = engine.search(trimmed);
      // Every word must match first; when nothing does, any word may.
      if (results.length === 0) results = engine.search(trimmed, { combineWith: "OR" });
      const terms = [
        ...new Set(
          results
            .slice(0, limit + offset)
            .flatMap((r) => r.terms)
            .concat(trimmed.split(/\s+/)),
        ),
      ];
      return {
        records: results
          .slice(offset, offset + limit)
          .map((r) => byId.get(r.id as string)!)
          .filter(Boolean),
        total: results.length,
        terms,
      };
    },
  };
}
