/**
 * Every local- and session-storage read and write goes through here. When storage throws
 * (private modes, disabled cookies, quota), we warn once and carry on as if nothing was stored.
 */

export const STORAGE_KEYS = {
  theme: "theme",
  announcementDismiss: "docusaurus.announcement.dismiss",
  announcementId: "docusaurus.announcement.id",
  preferredVersion: (pluginId = "default") => `docs-preferred-version-${pluginId}`,
  tab: (groupId: string) => `docusaurus.tab.${groupId}`,
  consoleServer: "autoeval.console.server",
} as const;

/**
 * Session storage (this tab only): the API console's key, and only when the reader asks; the
 * console's last requests, never with the key (api-console/history.ts); the path of a page whose
 * first load failed and was reloaded once (load-failure-script.ts).
 */
export const SESSION_KEYS = {
  consoleKey: "autoeval.console.key",
  consoleHistory: "autoeval.console.history",
  loadRetry: "autoeval.load-retry",
} as const;

let warned = false;

function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn("Browser storage is unavailable; preferences will not be remembered.", error);
}

type AreaName = "localStorage" | "sessionStorage";

function area(name: AreaName): Storage | null {
  if (typeof window === "undefined") return null;
  try {
    return window[name];
  } catch (error) {
    warnOnce(error);
    return null;
  }
}

function store(name: AreaName) {
  return {
    get(key: string): string | null {
      try {
        return area(name)?.getItem(key) ?? null;
      } catch (error) {
        warnOnce(error);
        return null;
      }
    },
    /** False when nothing was stored (no storage, or it refused: full, say), for callers who must say so. */
    set(key: string, value: string): boolean {
      try {
        const target = area(name);
        if (!target) return false;
        target.setItem(key, value);
        return true;
      } catch (error) {
        warnOnce(error);
        return false;
      }
    },
    remove(key: string): void {
      try {
        area(name)?.removeItem(key);
      } catch (error) {
        warnOnce(error);
      }
    },
  };
}

/** localStorage: kept across visits. */
export const storage = store("localStorage");
/** sessionStorage: kept while this tab lives. */
export const tabStorage = store("sessionStorage");

/** For tests: forget that the warning was shown. */
export function resetStorageWarning(): void {
  warned = false;
}
