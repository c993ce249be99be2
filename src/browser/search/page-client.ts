/**
 * Queries for the /search page: the embedded index by default, Algolia's REST API when it
 * is configured. Both answer with the same page hit: plain text to show as text, a snippet
 * that is escaped HTML with <mark> around matches, and a target that is a site path, an
 * http(s) URL or nothing. Algolia does not escape the text it highlights, so its snippet is
 * escaped here and only its own <mark> tags are put back.
 */
import type { SiteConfig } from "../../config/schema";
import { ALGOLIA_FACET_FILTERS, HITS_PER_PAGE, hitTarget, type HitTarget } from "../../common/search/config";
import type { SearchEngine } from "./engine";
import { markedText, snippet } from "./highlight";
import type { SearchRecord } from "../../common/search/types";

export interface PageHit {
  readonly id: string;
  /** The section's title, as text. */
  readonly title: string;
  /** Its place in the site, as text ("AutoEval › Metrics"). */
  readonly trail: string;
  /** Escaped HTML with <mark> around the matches, or null. */
  readonly snippetHtml: string | null;
  readonly target: HitTarget;
}

type Hierarchy = Partial<Record<"lvl0" | "lvl1" | "lvl2" | "lvl3", string | null>>;

function titleOf(h: Hierarchy): string {
  return h.lvl3 ?? h.lvl2 ?? h.lvl1 ?? h.lvl0 ?? "";
}

function trailOf(h: Hierarchy): string {
  return [h.lvl0, h.lvl1, h.lvl2].filter(Boolean).join(" › ");
}

export interface TargetOptions {
  readonly externalUrlRegex: string | undefined;
  readonly siteUrl: string;
  readonly pathPrefix: string;
}

export function localPageHit(record: SearchRecord, terms: readonly string[], words: number): PageHit {
  const h = record.hierarchy as Hierarchy;
  return {
    id: record.id,
    title: titleOf(h),
    trail: trailOf(h),
    snippetHtml: record.content ? snippet(record.content, terms, words).value : null,
    target: { path: record.url },
  };
}

interface AlgoliaHit {
  readonly objectID: string;
  readonly url: string;
  readonly hierarchy: Hierarchy;
  readonly content?: string | null;
  readonly _snippetResult?: { content?: { value?: string } };
}

export function algoliaPageHit(hit: AlgoliaHit, options: TargetOptions): PageHit {
  const value = hit._snippetResult?.content?.value ?? hit.content ?? null;
  return {
    id: hit.objectID,
    title: titleOf(hit.hierarchy),
    trail: trailOf(hit.hierarchy),
    snippetHtml: value ? markedText(value) : null,
    target: hitTarget(hit.url, options.externalUrlRegex, options.siteUrl, options.pathPrefix),
  };
}

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
  const { records, total, terms } = await engine.search(query, HITS_PER_PAGE, page * HITS_PER_PAGE);
  return { hits: records.map((r) => localPageHit(r, terms, words)), total };
}

export async function searchAlgolia(
  algolia: NonNullable<SiteConfig["search"]["algolia"]>,
  query: string,
  page: number,
  words: number,
  options: TargetOptions,
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
  const data = (await response.json()) as { hits: AlgoliaHit[]; nbHits: number };
  return { hits: data.hits.map((hit) => algoliaPageHit(hit, options)), total: data.nbHits };
}
