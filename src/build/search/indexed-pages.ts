/**
 * What the search index holds of the built pages: the current docs version and the API
 * reference, each page's records read from its HTML. src/build/cache/cached-steps.ts builds the index
 * from them (DESIGN.md, "Search").
 */
import type { CreatePagesArgs } from "gatsby";
import { API_ROUTE_BASE } from "../config/api-reference";
import { CURRENT_VERSION } from "../../common/docs/routes";
import { recordsFromHtml } from "./records";
import type { SearchRecord } from "../../common/search/types";
import type { BuiltPage } from "../links";

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

/**
 * The base paths of the archived docs versions, which the index leaves out: it holds the current
 * docs only (DESIGN.md, "Routes and URLs"), whichever version is the newest release.
 */
export async function archivedVersionBases(graphql: CreatePagesArgs["graphql"]): Promise<string[]> {
  const versions = await graphql<{ allDocsVersion: { nodes: { name: string; path: string }[] } }>(`
    query ArchivedVersions {
      allDocsVersion {
        nodes {
          name
          path
        }
      }
    }
  `);
  return (versions.data?.allDocsVersion.nodes ?? []).filter((v) => v.name !== CURRENT_VERSION).map((v) => v.path);
}
