/**
 * A search client (DocSearch's Algolia client or the local one) that says when each query
 * starts and how many hits the latest one found: the modal's no-results help and report
 * (no-results-report.ts) follow the query on screen, not an older one answered late.
 */
interface SearchRequest {
  readonly query?: string;
  readonly params?: { query?: string };
}

interface Client {
  search(input: unknown): Promise<{ results: readonly { nbHits?: number }[] }>;
}

export interface SearchListener {
  started(query: string): void;
  /** The latest query's answer: its hit count. */
  finished(query: string, hits: number): void;
}

function queryOf(input: unknown): string {
  const requests = (Array.isArray(input) ? input : (input as { requests?: unknown[] })?.requests) ?? [];
  const first = requests[0] as SearchRequest | undefined;
  return first?.query ?? first?.params?.query ?? "";
}

export function observedClient<C extends Client>(client: C, listener: SearchListener): C {
  let latest = 0;
  // Both clients are plain objects of functions (DocSearch reads transporter and addAlgoliaAgent).
  return {
    ...client,
    async search(input: unknown) {
      const query = queryOf(input);
      const n = ++latest;
      listener.started(query);
      const answer = await client.search(input);
      if (n === latest) listener.finished(query, answer.results[0]?.nbHits ?? 0);
      return answer;
    },
  };
}
