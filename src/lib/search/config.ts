/** Search settings shared by the modal and the search page (../shared/DECISIONS.md, "Search"). */
import type { SiteConfig } from "../../config/schema";

export const SEARCH_INDEX_PATH = "/search-index.json";
export const HITS_PER_PAGE = 20;
export const MAX_RESULTS_PER_GROUP = 5;
export const MAX_QUERY_LENGTH = 64;
export const LOCAL_INDEX_NAME = "autoeval-docs";

export const ALGOLIA_FACET_FILTERS = [
  ["language:en"],
  ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"],
];

/** Algolia mode is on when all three credentials are configured. */
export function algoliaOf(search: SiteConfig["search"]): NonNullable<SiteConfig["search"]["algolia"]> | null {
  return search.algolia ?? null;
}

/** A hit URL as a site path, or null when it should open as an external link. */
export function internalPath(url: string, externalUrlRegex: string | undefined, siteUrl: string): string | null {
  if (externalUrlRegex && new RegExp(externalUrlRegex).test(url)) return null;
  if (url.startsWith("/")) return url;
  try {
    const parsed = new URL(url);
    const site = new URL(siteUrl);
    return parsed.host === site.host ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}
