import { afterEach, describe, expect, it, vi } from "vitest";
import { resetStorageWarning, SESSION_KEYS, storage, STORAGE_KEYS, tabStorage } from "../storage";

function fakeStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetStorageWarning();
});

describe("STORAGE_KEYS", () => {
  it("are the keys DESIGN.md's design decisions list", () => {
    expect(STORAGE_KEYS.theme).toBe("theme");
    expect(STORAGE_KEYS.announcementDismiss).toBe("docusaurus.announcement.dismiss");
    expect(STORAGE_KEYS.announcementId).toBe("docusaurus.announcement.id");
    expect(STORAGE_KEYS.preferredVersion()).toBe("docs-preferred-version-default");
    expect(STORAGE_KEYS.tab("code-samples")).toBe("docusaurus.tab.code-samples");
    expect(STORAGE_KEYS.consoleServer).toBe("autoeval.console.server");
    expect(SESSION_KEYS.consoleKey).toBe("autoeval.console.key");
    expect(SESSION_KEYS.consoleHistory).toBe("autoeval.console.history");
  });
});

describe("tabStorage", () => {
  it("reads and writes sessionStorage, never localStorage", () => {
    const local = fakeStorage();
    const session = fakeStorage();
    vi.stubGlobal("window", { localStorage: local, sessionStorage: session });
    tabStorage.set(SESSION_KEYS.consoleKey, "sk-1");
    expect(session.getItem(SESSION_KEYS.consoleKey)).toBe("sk-1");
    expect(local.length).toBe(0);
    expect(tabStorage.get(SESSION_KEYS.consoleKey)).toBe("sk-1");
    tabStorage.remove(SESSION_KEYS.consoleKey);
    expect(session.length).toBe(0);
  });
});

describe("storage", () => {
  it("reads, writes and removes through localStorage", () => {
    vi.stubGlobal("window", { localStorage: fakeStorage() });
    expect(storage.get("theme")).toBeNull();
    storage.set("theme", "dark");
    expect(storage.get("theme")).toBe("dark");
    storage.remove("theme");
    expect(storage.get("theme")).toBeNull();
  });

  it("does nothing on the server", () => {
    expect(typeof window).toBe("undefined");
    expect(storage.get("theme")).toBeNull();
    expect(() => storage.set("theme", "dark")).not.toThrow();
  });

  it("warns once and carries on when storage throws", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const failing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    vi.stubGlobal("window", { localStorage: failing });
    expect(storage.get("theme")).toBeNull();
    expect(() => storage.set("theme", "dark")).not.toThrow();
    expect(() => storage.remove("theme")).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain("Browser storage is unavailable");
  });

  it("warns once when even reaching localStorage throws", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.stubGlobal("window", {
      get localStorage(): Storage {
        throw new Error("SecurityError");
      },
    });
    expect(storage.get("a")).toBeNull();
    storage.set("a", "b");
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
