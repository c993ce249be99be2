/**
 * The console's history: the last HISTORY_LIMIT requests sent from this tab, newest first, in
 * sessionStorage (`autoeval.console.history`, CONTRIBUTING's storage table), so a reader can
 * reopen one on its operation's page. An entry holds what the reader typed but never the key;
 * what is read back is checked field by field and range by range (a time no Date can hold
 * would stop the console that draws it), since storage is anyone's to write.
 */
import * as z from "zod/mini";
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

/** What a history entry may hold; anything else in storage is not the console's and is dropped. */
const bounded = (max: number) => z.string().check(z.maxLength(max));
const ENTRY = z.object({
  slug: bounded(200),
  method: bounded(10).check(z.regex(/^[A-Z]+$/)),
  server: bounded(2048),
  parameters: z.record(z.string(), z.string()),
  body: z.string(),
  // The statuses fetch can give; or no answer at all.
  status: z.union([z.int().check(z.gte(100), z.lte(599)), z.literal("unreachable")]),
  // Within what a Date can hold (±8.64e15 ms), since it is drawn as one; none before 1970.
  time: z.int().check(z.gte(0), z.lte(8.64e15)),
  // Milliseconds, up to a day.
  elapsed: z.nullable(z.number().check(z.gte(0), z.lte(86_400_000))),
});

function asEntry(value: unknown): HistoryEntry | null {
  // A new object, holding the entry's own fields only (never, say, a key planted beside them).
  const parsed = ENTRY.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The stored entries, newest first, at most HISTORY_LIMIT; anything unreadable is left out.
 * Storage is anyone's to write, so a list planted longer than this console ever writes is cut.
 */
export function readHistory(): HistoryEntry[] {
  const text = tabStorage.get(SESSION_KEYS.consoleHistory);
  if (!text) return [];
  try {
    const list: unknown = JSON.parse(text);
    if (!Array.isArray(list)) return [];
    return list
      .slice(0, HISTORY_LIMIT)
      .map(asEntry)
      .filter((e): e is HistoryEntry => e !== null);
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
