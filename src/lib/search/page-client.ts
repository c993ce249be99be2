/**
 * Queries for the /search page: the embedded index by default, Algolia's REST API when it
 * is configured. Both answer with the same hit shape the modal uses.
 */
import type { SiteConfig } from "../../config/schema";
import { ALGOLIA_FACET_FILTERS, HITS_PER_PAGE } from "./config";
import type { SearchEngine } from "./engine";
import { toHit } from "./local-client";

export type PageHit = ReturnType<typeof toHit>;

export interface PageResults {
  readonly hits: PageHit[];
  readonly total: number;
}

export async function searchLocal(
  loadEngine: () => Promise<SearchEngine>,
  query: string,
  page: number,
  words: number,
): Promise<PageResults> {
  const engine = await loadEngine();
  const { records, total, terms } = engine.search(query, HITS_PER_PAGE, page * HITS_PER_PAGE);
  return { hits: records.map((r) => toHit(r, terms, words)), total };
}

export async function searchAlgolia(
  algolia: NonNullable<SiteConfig["search"]["algolia"]>,
  query: string,
  page: number,
  words: number,
): Promise<PageResults> {
  const response = await fetch(
    `https://${algolia.appId}-dsn.algolia.net/1/indexes/${encodeURIComponent(algolia.indexName)}/query`,
    {
      method: "POST",
      headers: {
        "X-Algolia-Application-Id": algolia.appId,
        "X-Algolia-API-Key": algolia.apiKey,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({
        query,
        page,
        hitsPerPage: HITS_PER_PAGE,
        facetFilters: ALGOLIA_FACET_FILTERS,
        attributesToSnippet: [`content:${words}`],
        highlightPreTag: "<mark>",
        highlightPostTag: "</mark>",
      }),
    },
  );
  if (!response.ok) throw new Error(`Search request failed with status ${response.status}`);
  const data = (await response.json()) as { hits: PageHit[]; nbHits: number };
  return { hits: data.hits, total: data.nbHits };
}
