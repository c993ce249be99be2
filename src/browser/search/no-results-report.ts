/**
 * Reports the queries that find nothing (analytics.ts, search_no_results), once per settled
 * query: the modal searches on every key, and a query counts only once the reader has paused
 * with its empty results on screen. Nothing else goes with it.
 */
import { SETTLE_MS } from "../../common/search/config";
import { trackSearchNoResults } from "../analytics";

/** A word that looks like a pasted credential (an API key): long, with letters and digits. */
const CREDENTIAL = /(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{24,}/;

/** Whether a query may be reported: a reader who pastes a key into the search box has not searched for it. */
export function isReportable(query: string): boolean {
  return query.trim().length > 0 && !CREDENTIAL.test(query);
}

export interface NoResultsReporter {
  /** A search has started: a query waiting to settle no longer counts. */
  searching(): void;
  /** `query` found nothing; it is reported once it settles, if `stillShown()` then. */
  noHits(query: string, stillShown?: () => boolean): void;
  /** A settled query found nothing (the /search page's): it is reported now. */
  settled(query: string): void;
  /** Reports a query waiting to settle now (the modal closes on it), or forgets it. */
  flush(): void;
}

export function createNoResultsReporter(
  send: (query: string) => void = trackSearchNoResults,
  settleMs = SETTLE_MS,
): NoResultsReporter {
  let last: string | null = null;
  let pending: { query: string; timer: ReturnType<typeof setTimeout> } | null = null;
  const report = (query: string) => {
    if (query === last || !isReportable(query)) return;
    last = query;
    send(query);
  };
  const cancel = () => {
    if (pending) clearTimeout(pending.timer);
    pending = null;
  };
  return {
    searching: cancel,
    noHits(query, stillShown = () => true) {
      cancel();
      const timer = setTimeout(() => {
        pending = null;
        if (stillShown()) report(query);
      }, settleMs);
      pending = { query, timer };
    },
    settled(query) {
      cancel();
      report(query);
    },
    flush() {
      const query = pending?.query;
      cancel();
      if (query !== undefined) report(query);
    },
  };
}
