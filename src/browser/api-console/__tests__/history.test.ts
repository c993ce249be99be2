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

  it("clears", () => {
    const data = fakeSession();
    addToHistory(entry(1));
    clearHistory();
    expect(data.size).toBe(0);
    expect(readHistory()).toEqual([]);
  });
});
