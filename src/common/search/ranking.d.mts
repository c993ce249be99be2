import type MiniSearch from "minisearch";
import type { Options, SearchOptions, SearchResult } from "minisearch";
import type { SearchIndexFile, SearchRecord } from "./types";

export { indexTokens, processTerm, queryTokens } from "./words.mjs";

export interface IndexedFields {
  id: string;
  title: string;
  headings: string;
  section: string;
  content: string;
  titleKey: string;
}

export interface RelevanceCase {
  readonly query: string;
  /** The page path the query must find, e.g. /autoeval/fine-tune/. */
  readonly page?: string;
  /** Or the pages that answer it: the case passes when one of them is found. */
  readonly pages?: readonly string[];
}

export interface RelevanceOutcome {
  readonly query: string;
  /** The pages that answer the query. */
  readonly pages: readonly string[];
  /** 1-based rank of the first answering page among distinct pages; 0 when none is found. */
  readonly rank: number;
  readonly passed: boolean;
  readonly top: string[];
}

export type PageKind = "schema" | "operation" | "release-notes" | "guide";
export function pageKind(url: string): PageKind;
export function recordBoost(record: SearchRecord): number;
export const FIELDS: string[];
export const SEARCH_OPTIONS: SearchOptions;
export const ENGINE_OPTIONS: Options<IndexedFields>;
export function headingsOfTemplates(
  records: readonly SearchRecord[],
): Set<string>;
export function indexedFields(
  record: SearchRecord,
  shared?: ReadonlySet<string>,
): IndexedFields;
export function buildIndex(
  records: readonly SearchRecord[],
): MiniSearch<IndexedFields>;
export function loadIndex(
  file: Pick<SearchIndexFile, "index" | "records">,
): MiniSearch<IndexedFields>;
export const FILL_PAGES: number;
export function rankedSearch(
  engine: MiniSearch<IndexedFields>,
  query: string,
  synonyms?: Readonly<Record<string, readonly string[]>>,
  corrections?: ReadonlyMap<string, string>,
): SearchResult[];
export function distinctPages(
  results: readonly SearchResult[],
  urlOf: (id: string) => string | undefined,
): string[];
export function answersOf(relevanceCase: RelevanceCase): readonly string[];
export function relevance(
  file: Pick<SearchIndexFile, "index" | "records">,
  cases: readonly RelevanceCase[],
  top?: number,
  synonyms?: Readonly<Record<string, readonly string[]>>,
): { outcomes: RelevanceOutcome[]; passed: number; total: number };
