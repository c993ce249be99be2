import type { SearchRecord, ShardManifest } from "./types";

/**
 * A ranked hit: a record of page `page`, at `record` = file * ROWS + row of the page's record
 * files (shard-format.mjs; 0 is the page's own record), and the index stems it matched.
 */
export interface ShardHit {
  readonly page: number;
  readonly record: number;
  readonly score: number;
  readonly terms: string[];
}

export interface ShardReader {
  search(query: string): Promise<ShardHit[]>;
  /** The query's misspelt words and the words searched instead. */
  corrections(query: string): Promise<Map<string, string>>;
  /** Whether the index has a term the query stem matches. */
  knows(stem: string): Promise<boolean>;
  /** The index's words that start as `word` does, with their counts. */
  knownWords(word: string): Promise<readonly (readonly [string, number])[]>;
  /** The records at these places, and each one's page record. */
  records(
    hits: readonly Pick<ShardHit, "page" | "record">[],
  ): Promise<{ records: SearchRecord[]; pages: SearchRecord[] }>;
}

export function editDistance(a: string, b: string, max: number): number;
export function matchedStems(
  query: string,
  dictionary: readonly [string, number | number[] | null, string?][],
  exact?: boolean,
): {
  term: string;
  ref: number | number[] | null;
  key?: string;
  weight: number;
}[];
export function dictionaryKeys(stem: string, exact?: boolean): string[];
export const PER_PAGE: number;
export function pageByPage<T extends Pick<ShardHit, "page">>(
  hits: readonly T[],
  perPage?: number,
): T[];
export function createShardReader(
  manifest: ShardManifest,
  load: (path: string) => Promise<unknown>,
): ShardReader;
export function expandRecord(
  path: string,
  lvl0: string,
  lvl1: string,
  row: readonly unknown[],
): SearchRecord;
