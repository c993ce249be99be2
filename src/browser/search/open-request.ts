/**
 * Opening search from outside the navbar's search button (a Ctrl/Cmd+K or "/" the head script
 * held before hydration), and the keys a reader types while the modal is opening: the head script
 * keeps them (early-input-script.ts) from the moment search is asked for until the modal's input
 * has the focus, so nothing typed before then is lost (docs/decisions.md, Search).
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

/** The keys kept so far, which go on being kept: what the modal shows first. */
export function peekTypedQuery(): string {
  return earlyInputState().query ?? "";
}

/** The keys kept so far, which stop being kept: the modal's query, or nothing when it closes. */
export function takeTypedQuery(): string {
  const state = earlyInputState();
  const query = state.query ?? "";
  state.query = null;
  return query;
}

/** Puts `value` in `input` as typing would: the input's own listeners (React's onChange) see it. */
function typeInto(input: HTMLInputElement, value: string): void {
  // The prototype's setter: React tracks the value set through the element's own.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), "value")?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * Hands the kept keys to the modal's `input`, which was rendered with `shown` (peekTypedQuery).
 * Until the input has the focus, a key does not reach it, so the keys stay kept until then: the
 * input is focused here, and the keys are handed over at once if it took the focus, else when it
 * does. Keys typed since `shown` was read are put in the input. Returns what stops waiting.
 */
export function handTypedQueryTo(input: HTMLInputElement, shown: string): () => void {
  const handOver = () => {
    // Nothing kept (search was closed meanwhile): the input keeps what it shows.
    if (earlyInputState().query === null) return;
    const query = takeTypedQuery();
    if (query !== shown && query !== input.value) typeInto(input, query);
  };
  input.focus();
  if (input.ownerDocument.activeElement === input) {
    handOver();
    return () => undefined;
  }
  input.addEventListener("focus", handOver, { once: true });
  return () => input.removeEventListener("focus", handOver);
}
