/**
 * Writes the search index from the built pages (current docs version and API reference only):
 * its manifest at /search-index.json and its files under /search-index/<hash>/ (CONTRIBUTING.md,
 * "Search"). Folders of earlier builds are removed, so public/ holds one index.
 */
import { API_ROUTE_BASE } from "../src/config/api-reference";
import path from "node:path";
import { buildShards, writeShards } from "../src/build/search/shard-index.mjs";
import { recordsFromHtml } from "../src/build/search/records";
import { SEARCH_INDEX_PATH } from "../src/common/search/config";
import type { SearchRecord } from "../src/common/search/types";
import type { BuiltPage } from "../src/build/links";

const EXCLUDED = /^\/(404|404\.html|dev-404-page|search)\//;

export function isIndexable(page: BuiltPage, archivedBases: readonly string[]): boolean {
  if (EXCLUDED.test(page.path)) return false;
  if (archivedBases.some((base) => page.path.startsWith(base))) return false;
  return !/<meta name="robots" content="noindex"/.test(page.html);
}

/** The pages the index holds, in path order (the order of its records). */
export function indexablePages(pages: readonly BuiltPage[], archivedBases: readonly string[]): BuiltPage[] {
  return [...pages]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .filter((page) => isIndexable(page, archivedBases));
}

/** One page's records; its path says whether it is API reference or documentation. */
export function pageRecords(page: BuiltPage): SearchRecord[] {
  return recordsFromHtml(
    page.path,
    page.html,
    page.path.startsWith(API_ROUTE_BASE) ? "API reference" : "Documentation",
  );
}

/** The index's files for the built pages, and how many records they hold. */
export function searchIndexShards(
  pages: readonly BuiltPage[],
  archivedBases: readonly string[],
): { records: number; built: ReturnType<typeof buildShards> } {
  const records = indexablePages(pages, archivedBases).flatMap(pageRecords);
  return { records: records.length, built: buildShards(records) };
}

export function writeSearchIndex(
  pages: readonly BuiltPage[],
  archivedBases: readonly string[],
  publicDir: string,
): { records: number; bytes: number; files: number } {
  const { records, built } = searchIndexShards(pages, archivedBases);
  const bytes = writeShards(path.join(publicDir, SEARCH_INDEX_PATH), built);
  return { records, bytes, files: built.files.size + 1 };
}
