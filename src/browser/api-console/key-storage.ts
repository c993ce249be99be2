/**
 * The API key kept for this tab (sessionStorage `autoeval.console.key`), only when the reader
 * asks. Storage can refuse it (full, or turned off): then nothing is kept, not even an older
 * key, and the caller is told, so the reader can be.
 */
import { SESSION_KEYS, tabStorage } from "../storage";

export const keptKey = (): string | null => tabStorage.get(SESSION_KEYS.consoleKey);

/** Keeps the key for this tab; false when storage refused it, and then none is kept. */
export function keepKey(key: string): boolean {
  if (tabStorage.set(SESSION_KEYS.consoleKey, key)) return true;
  tabStorage.remove(SESSION_KEYS.consoleKey);
  return false;
}

export function forgetKey(): void {
  tabStorage.remove(SESSION_KEYS.consoleKey);
}
