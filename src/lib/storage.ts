/**
 * Every local-storage read and write goes through here. When storage throws (private
 * modes, disabled cookies, quota), we warn once and carry on as if nothing was stored.
 */

export const STORAGE_KEYS = {
  theme: "theme",
  announcementDismiss: "docusaurus.announcement.dismiss",
  announcementId: "docusaurus.announcement.id",
  preferredVersion: (pluginId = "default") => `docs-preferred-version-${pluginId}`,
  tab: (groupId: string) => `docusaurus.tab.${groupId}`,
} as const;

let warned = false;

function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn("Browser storage is unavailable; preferences will not be remembered.", error);
}

function area(): Storage | null {
  if (typeof window === "undefined") return null;
  try {
    return window.localStorage;
  } catch (error) {
    warnOnce(error);
    return null;
  }
}

export const storage = {
  get(key: string): string | null {
    try {
      return area()?.getItem(key) ?? null;
    } catch (error) {
      warnOnce(error);
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      area()?.setItem(key, value);
    } catch (error) {
      warnOnce(error);
    }
  },
  remove(key: string): void {
    try {
      area()?.removeItem(key);
    } catch (error) {
      warnOnce(error);
    }
  },
};

/** For tests: forget that the warning was shown. */
export function resetStorageWarning(): void {
  warned = false;
}
