import { afterEach, describe, expect, it, vi } from "vitest";
import { resetStorageWarning, SESSION_KEYS } from "../../storage";
import { forgetKey, keepKey, keptKey } from "../key-storage";

/** This tab's sessionStorage, holding at most `room` characters, as a full one would. */
function session(room: number): Map<string, string> {
  const data = new Map<string, string>();
  const used = () => [...data].reduce((sum, [k, v]) => sum + k.length + v.length, 0);
  vi.stubGlobal("window", {
    sessionStorage: {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => {
        if (used() - (data.get(k)?.length ?? 0) + (data.has(k) ? 0 : k.length) + v.length > room)
          throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        data.set(k, v);
      },
      removeItem: (k: string) => void data.delete(k),
    },
  });
  return data;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetStorageWarning();
});

describe("the key kept for this tab", () => {
  it("is kept, read back and forgotten", () => {
    const data = session(1000);
    expect(keepKey("sk-1")).toBe(true);
    expect(keptKey()).toBe("sk-1");
    forgetKey();
    expect(data.size).toBe(0);
    expect(keptKey()).toBeNull();
  });

  it("reports a full storage, and then keeps no key at all, not even an older one", () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const data = session(SESSION_KEYS.consoleKey.length + 8);
    expect(keepKey("sk-short")).toBe(true);
    expect(keepKey("sk-much-longer-key")).toBe(false);
    expect(data.has(SESSION_KEYS.consoleKey)).toBe(false);
    expect(keptKey()).toBeNull();
  });

  it("reports a storage that is turned off", () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.stubGlobal("window", {
      get sessionStorage(): Storage {
        throw new DOMException("denied", "SecurityError");
      },
    });
    expect(keepKey("sk-1")).toBe(false);
  });
});
