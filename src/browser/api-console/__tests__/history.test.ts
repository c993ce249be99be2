import { afterEach, describe, expect, it, vi } from "vitest";
import { SESSION_KEYS } from "../../storage";
import { addToHistory, clearHistory, HISTORY_LIMIT, readHistory, type HistoryEntry } from "../history";

function fakeSession(): Map<string, string> {
  const data = new Map<string, string>();
  vi.stubGlobal("window", {
    sessionStorage: {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    },
  });
  return data;
}

const entry = (n: number): HistoryEntry => ({
  slug: "create-project",
  method: "POST",
  server: "http://127.0.0.1:4010",
  parameters: {},
  body: `{"n":${n}}`,
  status: 200,
  time: 1_700_000_000_000 + n,
  elapsed: 12,
});

afterEach(() => vi.unstubAllGlobals());

describe("the console's history", () => {
  it("keeps the newest HISTORY_LIMIT requests, newest first, in this tab's storage", () => {
    const data = fakeSession();
    for (let n = 1; n <= HISTORY_LIMIT + 3; n++) addToHistory(entry(n));
    const list = readHistory();
    expect(list).toHaveLength(HISTORY_LIMIT);
    expect(list[0]).toEqual(entry(HISTORY_LIMIT + 3));
    expect(list.at(-1)).toEqual(entry(4));
    expect([...data.keys()]).toEqual([SESSION_KEYS.consoleHistory]);
  });

  it("has no field for a key: an entry is what the reader typed and what came back", () => {
    fakeSession();
    addToHistory({ ...entry(1), key: "sk-secret" } as HistoryEntry);
    expect(JSON.stringify(readHistory())).not.toContain("sk-secret");
  });

  it("drops what it cannot read: planted or broken entries, text that is not JSON", () => {
    const data = fakeSession();
    data.set(
      SESSION_KEYS.consoleHistory,
      JSON.stringify([entry(1), { ...entry(2), status: "<img>" }, { ...entry(3), parameters: { a: 1 } }, null, "x"]),
    );
    expect(readHistory()).toEqual([entry(1)]);
    data.set(SESSION_KEYS.consoleHistory, "{not json");
    expect(readHistory()).toEqual([]);
  });

  it("drops entries out of range: a time no Date can hold, an impossible status or elapsed time", () => {
    const data = fakeSession();
    const planted = [
      { ...entry(1), time: 1e300 },
      { ...entry(2), time: -1e20 },
      { ...entry(3), time: Number.NaN },
      { ...entry(4), time: 1.5 },
      { ...entry(5), status: 1e21 },
      { ...entry(6), status: 42 },
      { ...entry(7), status: "200" },
      { ...entry(8), elapsed: -5 },
      { ...entry(9), elapsed: 1e300 },
      { ...entry(10), method: "<img src=x>" },
      { ...entry(11), server: "x".repeat(5000) },
      { ...entry(12), parameters: [] },
      { ...entry(13), status: "unreachable", elapsed: null },
      entry(14),
    ];
    // JSON has no NaN: it is written as null, which is no time either.
    data.set(SESSION_KEYS.consoleHistory, JSON.stringify(planted));
    expect(readHistory()).toEqual([{ ...entry(13), status: "unreachable", elapsed: null }, entry(14)]);
    // What is read can always be drawn.
    for (const kept of readHistory()) expect(() => new Date(kept.time).toISOString()).not.toThrow();
  });

  it("reads at most HISTORY_LIMIT entries, however many were planted, and writes no more", () => {
    const data = fakeSession();
    data.set(SESSION_KEYS.consoleHistory, JSON.stringify(Array.from({ length: 5000 }, (_, n) => entry(n))));
    expect(readHistory()).toEqual(Array.from({ length: HISTORY_LIMIT }, (_, n) => entry(n)));
    addToHistory(entry(9999));
    expect(JSON.parse(data.get(SESSION_KEYS.consoleHistory)!)).toHaveLength(HISTORY_LIMIT);
  });

  it("lets no planted parameter name reach a prototype, and drops fields it does not know", () => {
    const data = fakeSession();
    data.set(
      SESSION_KEYS.consoleHistory,
      `[${JSON.stringify({ ...entry(1), key: "sk-planted" }).slice(0, -1)},"parameters":{"__proto__":"x","constructor":"y"}}]`,
    );
    const [read] = readHistory();
    expect(Object.getPrototypeOf(read!.parameters)).toBe(Object.prototype);
    // No parameter's key is "__proto__" (parameterKey prefixes its location): it goes.
    expect(Object.entries(read!.parameters)).toEqual([["constructor", "y"]]);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(JSON.stringify(read)).not.toContain("sk-planted");
  });

  it("clears", () => {
    const data = fakeSession();
    addToHistory(entry(1));
    clearHistory();
    expect(data.size).toBe(0);
    expect(readHistory()).toEqual([]);
  });
});
