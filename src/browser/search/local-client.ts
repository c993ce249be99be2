/**
 * A search client with the shape DocSearch expects, answering from the embedded index.
 * It honours the requested hit count and snippet length, and escapes before it highlights.
 */
import { escapeHtml, highlight, snippet } from "./highlight";
import type { SearchEngine } from "./engine";
import { INDEX_VERSION } from "../../common/search/shard-format.mjs";
import type { SearchRecord, ShardManifest } from "../../common/search/types";

interface SearchRequest {
  readonly indexName: string;
  readonly query?: string;
  readonly params?: { query?: string; hitsPerPage?: number; attributesToSnippet?: string[]; page?: number };
  readonly hitsPerPage?: number;
  readonly attributesToSnippet?: string[];
}

const LEVELS = ["lvl0", "lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6"] as const;

export function snippetLength(attributes: readonly string[] | undefined, fallback = 10): number {
  const content = attributes?.find((a) => a.startsWith("content:"));
  const words = content ? Number(content.split(":")[1]) : NaN;
  return Number.isFinite(words) && words > 0 ? words : fallback;
}

/**
 * A record as a DocSearch hit. Every text field is escaped HTML: DocSearch renders the
 * highlight and snippet values as HTML, and also the plain `hierarchy` and `content` when it
 * shows a saved recent search or favourite (it stores hits without their highlights).
 */
export function toHit(record: SearchRecord, terms: readonly string[], words: number) {
  const text = Object.fromEntries(
    LEVELS.map((lvl) => [lvl, (record.hierarchy as Record<string, string | null>)[lvl] ?? null]),
  );
  const hierarchy = Object.fromEntries(LEVELS.map((lvl) => [lvl, text[lvl] === null ? null : escapeHtml(text[lvl]!)]));
  const highlightedHierarchy = Object.fromEntries(LEVELS.map((lvl) => [lvl, highlight(text[lvl] ?? "", terms)]));
  const snippetHierarchy = Object.fromEntries(LEVELS.map((lvl) => [lvl, snippet(text[lvl] ?? "", terms, words)]));
  return {
    objectID: record.id,
    url: record.url,
    type: record.type,
    hierarchy,
    content: record.content ? escapeHtml(record.content) : null,
    _highlightResult: { hierarchy: highlightedHierarchy, content: highlight(record.content, terms) },
    _snippetResult: { hierarchy: snippetHierarchy, content: snippet(record.content, terms, words) },
  };
}

/**
 * DocSearch files a section hit under its page's hit, and only a hit with a parent can be
 * saved as a recent search: each page's own record goes in front of its first section.
 */
export function withPageRecords(
  records: readonly SearchRecord[],
  engine: Pick<SearchEngine, "pageRecord">,
): SearchRecord[] {
  const seen = new Set<string>();
  const out: SearchRecord[] = [];
  for (const record of records) {
    const page = record.type === "lvl1" ? record : engine.pageRecord(record.url);
    if (page && !seen.has(page.id)) {
      seen.add(page.id);
      out.push(page);
    }
    if (!seen.has(record.id)) {
      seen.add(record.id);
      out.push(record);
    }
  }
  return out;
}

/**
 * The embedded index could not be fetched; the modal and the search page say so to the reader.
 * A plain Error, not a subclass: the site's Babel targets turn `extends Error` into a helper of
 * 0.4 KB gzip, which every first query would fetch (of its 50 KB: docs/decisions.md, "Search
 * budgets").
 */
export function indexUnreachable(reason: string): Error {
  const error = new Error(`The search index could not be loaded: ${reason}`);
  // DocSearch shows its "Unable to fetch results" screen for errors of this name.
  error.name = "RetryError";
  return error;
}

/**
 * `perSection`: the modal's maxResultsPerGroup. The client then answers with only the hits the
 * modal shows (modal-hits.ts), and fetches only their records.
 */
export function createLocalSearchClient(loadEngine: () => Promise<SearchEngine>, perSection?: number) {
  return {
    transporter: { algoliaAgent: { value: "autoeval-local-search", add: () => undefined } },
    addAlgoliaAgent: () => undefined,
    async search(input: { requests: readonly SearchRequest[] } | readonly SearchRequest[]) {
      const requests = Array.isArray(input) ? input : (input as { requests: readonly SearchRequest[] }).requests;
      let engine: SearchEngine;
      try {
        engine = await loadEngine();
      } catch (error) {
        throw indexUnreachable((error as Error).message);
      }
      const answer = async (request: SearchRequest) => {
        const query = request.query ?? request.params?.query ?? "";
        const hitsPerPage = request.hitsPerPage ?? request.params?.hitsPerPage ?? 20;
        const page = request.params?.page ?? 0;
        const words = snippetLength(request.attributesToSnippet ?? request.params?.attributesToSnippet);
        let found;
        try {
          found = await measured(query, engine.search(query, hitsPerPage, page * hitsPerPage, perSection));
        } catch (error) {
          throw indexUnreachable((error as Error).message);
        }
        const { records, total, terms } = found;
        return {
          hits: withPageRecords(records, engine).map((record) => toHit(record, terms, words)),
          nbHits: total,
          page,
          nbPages: Math.ceil(total / hitsPerPage),
          hitsPerPage,
          query,
          params: "",
          index: request.indexName,
          processingTimeMS: 0,
          exhaustiveNbHits: true,
        };
      };
      return { results: await Promise.all(requests.map(answer)) };
    },
  };
}

/**
 * Each query's time (index files fetched included) as a User Timing measure, read by the bench;
 * its detail names the query, since the answers to queries typed key by key may end out of order.
 */
export const QUERY_MEASURE = "autoeval-search-query";

async function measured<T>(query: string, work: Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work;
  performance.measure(QUERY_MEASURE, { start, end: performance.now(), detail: { query } });
  return result;
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered with status ${response.status}`);
  return response.json();
}

/**
 * Fetches the manifest (/search-index.json) once, then the engine that fetches the index files
 * under /search-index/<hash>/ as queries need them; a failed fetch is retried on the next search.
 */
export function indexLoader(url: string): () => Promise<SearchEngine> {
  let pending: Promise<SearchEngine> | null = null;
  return () => {
    pending ??= (async () => {
      const manifest = (await fetchJson(url)) as ShardManifest;
      // A tab opened before a deploy that changed the index's format reads the new manifest
      // with its old code: it says so rather than misread the index (shard-format.mjs).
      if (manifest.version !== INDEX_VERSION) {
        throw new Error(
          `${url} is an index of version ${String(manifest.version)}, which this page cannot read; reload it`,
        );
      }
      const folder = `${url.replace(/\.json$/, "")}/${manifest.hash}/`;
      const { loadEngine } = await import("./engine");
      return loadEngine(manifest, (file) => fetchJson(folder + file));
    })().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
