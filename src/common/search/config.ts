/** Search settings shared by the modal and the search page (DESIGN.md, "Design decisions" › "Search"). */
import type { SiteConfig, SiteConfigInput } from "../../config/schema";

export const SEARCH_INDEX_PATH = "/search-index.json";
export const HITS_PER_PAGE = 20;
export const MAX_RESULTS_PER_GROUP = 5;
export const MAX_QUERY_LENGTH = 64;
export const LOCAL_INDEX_NAME = "autoeval-docs";
/**
 * How long typing must pause before a query counts as settled: the /search page's URL, results
 * and page view follow it, and a settled query that finds nothing is reported (search_no_results).
 */
export const SETTLE_MS = 300;

export const ALGOLIA_FACET_FILTERS = [
  ["language:en"],
  ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"],
];

/** Algolia mode is on when all three credentials are configured. */
export function algoliaOf(search: SiteConfigInput["search"]): NonNullable<SiteConfig["search"]["algolia"]> | null {
  return search.algolia ?? null;
}

/**
 * A hit URL as a site path (without the path prefix, which links add), or null when it should
 * open as an external link. An absolute URL of the site carries the prefix in its path (Algolia
 * crawls the served site); the embedded index stores paths without it.
 */
export function internalPath(
  url: string,
  externalUrlRegex: string | undefined,
  siteUrl: string,
  pathPrefix = "",
): string | null {
  if (externalUrlRegex && new RegExp(externalUrlRegex).test(url)) return null;
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  try {
    const parsed = new URL(url);
    const site = new URL(siteUrl);
    if (parsed.host !== site.host || !/^https?:$/.test(parsed.protocol)) return null;
    const inPrefix = pathPrefix && (parsed.pathname === pathPrefix || parsed.pathname.startsWith(`${pathPrefix}/`));
    const pathname = inPrefix ? parsed.pathname.slice(pathPrefix.length) || "/" : parsed.pathname;
    return `${pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return null;
  }
}

/** Where a search hit may lead: a site path, an http(s) URL elsewhere, or nowhere (`javascript:` and the like). */
export type HitTarget = { readonly path: string } | { readonly external: string } | null;

export function hitTarget(
  url: string,
  externalUrlRegex: string | undefined,
  siteUrl: string,
  pathPrefix = "",
): HitTarget {
  const path = internalPath(url, externalUrlRegex, siteUrl, pathPrefix);
  if (path !== null) return { path };
  return /^https?:\/\//i.test(url.trim()) ? { external: url } : null;
}
