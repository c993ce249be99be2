/**
 * Opening search from outside the navbar's search button (a Ctrl/Cmd+K or "/" the head script
 * held before hydration), and the keys a reader types while the modal is opening: the head script
 * keeps them (early-input-script.ts) from the moment search is asked for until the modal takes
 * them as its first query, so nothing typed before the modal's code arrives is lost
 * (docs/decisions.md, Search).
 */
import { earlyInputState } from "../early-input";

const listeners = new Set<() => void>();

/** Opens the search modal (the navbar's SearchBar listens). */
export function requestSearch(): void {
  for (const listener of listeners) listener();
}

export function onSearchRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Search has been asked for: keep the keys typed from now on (and any already kept). */
export function keepTypedQuery(): void {
  earlyInputState().query ??= "";
}

/** The keys kept so far, which stop being kept: the modal's first query, or nothing when it closes. */
export function takeTypedQuery(): string {
  const state = earlyInputState();
  const query = state.query ?? "";
  state.query = null;
  return query;
}
