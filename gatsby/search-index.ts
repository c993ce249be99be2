/** Writes /search-index.json from the built pages: current docs version and API reference only. */
import { API_ROUTE_BASE } from "../src/config/api-reference";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { buildIndexFile } from "../src/lib/search/engine";
import { recordsFromHtml } from "../src/lib/search/records";
import { SEARCH_INDEX_PATH } from "../src/lib/search/config";
import type { BuiltPage } from "../src/lib/links";

const EXCLUDED = /^\/(404|404\.html|dev-404-page|search)\//;

export function isIndexable(page: BuiltPage, archivedBases: readonly string[]): boolean {
  if (EXCLUDED.test(page.path)) return false;
  if (archivedBases.some((base) => page.path.startsWith(base))) return false;
  return !/<meta name="robots" content="noindex"/.test(page.html);
}

export function writeSearchIndex(
  pages: readonly BuiltPage[],
  archivedBases: readonly string[],
  publicDir: string,
): { records: number; bytes: number } {
  const records = pages
    .filter((page) => isIndexable(page, archivedBases))
    .flatMap((page) =>
      recordsFromHtml(page.path, page.html, page.path.startsWith(API_ROUTE_BASE) ? "API reference" : "Documentation"),
    );
  const json = JSON.stringify(buildIndexFile(records));
  writeFileSync(path.join(publicDir, SEARCH_INDEX_PATH), json);
  return { records: records.length, bytes: Buffer.byteLength(json) };
}
