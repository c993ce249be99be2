import type MiniSearch from "minisearch";
import type { Options, SearchOptions, SearchResult } from "minisearch";
import type { SearchIndexFile, SearchRecord } from "./types";

export interface IndexedFields {
  id: string;
  title: string;
  headings: string;
  section: string;
  content: string;
}

export interface RelevanceCase {
  readonly query: string;
  /** The page path the query must find, e.g. /autoeval/fine-tune/. */
  readonly page: string;
}

export interface RelevanceOutcome extends RelevanceCase {
  /** 1-based rank among distinct pages; 0 when not found. */
  readonly rank: number;
  readonly passed: boolean;
  readonly top: string[];
}

export function indexTokens(text: string): string[];
export function queryTokens(text: string): string[];
export function processTerm(term: string): string | null;
export function recordBoost(record: SearchRecord): number;
export const FIELDS: string[];
export const SEARCH_OPTIONS: SearchOptions;
export const ENGINE_OPTIONS: Options<IndexedFields>;
export function indexedFields(record: SearchRecord): IndexedFields;
export function buildIndex(
  records: readonly SearchRecord[],
): MiniSearch<IndexedFields>;
export function loadIndex(
  file: Pick<SearchIndexFile, "index" | "records">,
): MiniSearch<IndexedFields>;
export function rankedSearch(
  engine: MiniSearch<IndexedFields>,
  query: string,
): SearchResult[];
export function distinctPages(
  results: readonly SearchResult[],
  urlOf: (id: string) => string | undefined,
): string[];
export function relevance(
  file: Pick<SearchIndexFile, "index" | "records">,
  cases: readonly RelevanceCase[],
  top?: number,
): { outcomes: RelevanceOutcome[]; passed: number; total: number };
