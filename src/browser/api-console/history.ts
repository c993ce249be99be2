/**
 * The console's history: the last HISTORY_LIMIT requests sent from this tab, newest first, in
 * sessionStorage (`autoeval.console.history`, CONTRIBUTING's storage table), so a reader can
 * reopen one on its operation's page. An entry holds what the reader typed but never the key;
 * what is read back is checked field by field, since storage is anyone's to write.
 */
import { SESSION_KEYS, tabStorage } from "../storage";

export const HISTORY_LIMIT = 20;

export interface HistoryEntry {
  /** The operation's page slug. */
  readonly slug: string;
  readonly method: string;
  /** The base URL as chosen or typed. */
  readonly server: string;
  /** Each parameter's field text, by parameterKey. */
  readonly parameters: Readonly<Record<string, string>>;
  /** The body editor's text. */
  readonly body: string;
  /** The answer's status, or "unreachable" when the request never got one. */
  readonly status: number | "unreachable";
  /** When it was sent (ms since the epoch) and how long the answer took (ms). */
  readonly time: number;
  readonly elapsed: number | null;
}

const isText = (value: unknown): value is string => typeof value === "string";

function asEntry(value: unknown): HistoryEntry | null {
  if (typeof value !== "object" || value === null) return null;
  const e = value as Record<string, unknown>;
  const parameters = e.parameters;
  if (
    !isText(e.slug) ||
    !isText(e.method) ||
    !isText(e.server) ||
    !isText(e.body) ||
    typeof e.time !== "number" ||
    !(typeof e.status === "number" || e.status === "unreachable") ||
    !(typeof e.elapsed === "number" || e.elapsed === null) ||
    typeof parameters !== "object" ||
    parameters === null ||
    !Object.values(parameters).every(isText)
  )
    return null;
  return {
    slug: e.slug,
    method: e.method,
    server: e.server,
    parameters: parameters as Record<string, string>,
    body: e.body,
    status: e.status,
    time: e.time,
    elapsed: e.elapsed,
  };
}

/** The stored entries, newest first; anything unreadable is left out. */
export function readHistory(): HistoryEntry[] {
  const text = tabStorage.get(SESSION_KEYS.consoleHistory);
  if (!text) return [];
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.map(asEntry).filter((e): e is HistoryEntry => e !== null) : [];
  } catch {
    return [];
  }
}

/** Adds an entry in front, keeps the newest HISTORY_LIMIT, and returns the list as stored. */
export function addToHistory(entry: HistoryEntry): HistoryEntry[] {
  // Rebuilt field by field, so nothing but the entry's own fields is ever written.
  const list = [asEntry(entry), ...readHistory()].filter((e): e is HistoryEntry => e !== null).slice(0, HISTORY_LIMIT);
  tabStorage.set(SESSION_KEYS.consoleHistory, JSON.stringify(list));
  return list;
}

export function clearHistory(): void {
  tabStorage.remove(SESSION_KEYS.consoleHistory);
}
