/**
 * DocSearch keeps a reader's recent searches and favourites in local storage, renders their
 * text as HTML when it shows them again, and opens their URL when one is chosen. A stored
 * value that does not parse, or does not have the shape of the hits we give it (escaped
 * text: no raw "<"; a URL that leads to a site path or an http(s) URL), would break search
 * for good, run as markup or run as a `javascript:` URL: such values are removed before the
 * modal reads them.
 */
import { storage } from "../storage";

export const SAVED_SEARCH_KEYS = (indexName: string): readonly string[] => [
  `__DOCSEARCH_RECENT_SEARCHES__${indexName}`,
  `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`,
];

interface StorageArea {
  get(key: string): string | null;
  remove(key: string): void;
}

function isSafeText(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === "string" && !value.includes("<"));
}

/** Whether a hit's URL may be followed: search's `hitTarget` (config.ts) gives it a target. */
export type IsHitUrl = (url: string) => boolean;

/**
 * A stored list of hits as we write them: objects with string ids, URLs that lead somewhere
 * `isHitUrl` accepts, and escaped text.
 */
export function isSavedHitList(value: unknown, isHitUrl: IsHitUrl): boolean {
  if (!Array.isArray(value)) return false;
  return value.every((hit: unknown) => {
    if (!hit || typeof hit !== "object") return false;
    const { objectID, url, hierarchy, content } = hit as Record<string, unknown>;
    if (typeof objectID !== "string" || typeof url !== "string" || !isHitUrl(url)) return false;
    if (!isSafeText(content)) return false;
    if (!hierarchy || typeof hierarchy !== "object") return false;
    return Object.values(hierarchy as Record<string, unknown>).every(isSafeText);
  });
}

/** Removes the index's saved searches that do not parse or have the wrong shape; returns the keys removed. */
export function clearInvalidSavedSearches(
  indexName: string,
  isHitUrl: IsHitUrl,
  area: StorageArea = storage,
): string[] {
  const removed: string[] = [];
  for (const key of SAVED_SEARCH_KEYS(indexName)) {
    const raw = area.get(key);
    if (raw === null) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    if (!isSavedHitList(parsed, isHitUrl)) {
      area.remove(key);
      removed.push(key);
    }
  }
  return removed;
}
