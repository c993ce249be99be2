/**
 * DocSearch keeps a reader's recent searches and favourites in local storage, renders their
 * text as HTML when it shows them again, and opens their URL when one is chosen. Anything that
 * can write this origin's storage can write those keys, and the value lasts across visits. So
 * before the modal reads them, every saved hit is rebuilt from the fields a saved hit has and
 * DocSearch shows, each checked: an id, a URL that leads to a site path or an http(s) URL, its
 * type, and escaped text (no raw "<"). Everything else is dropped, `_snippetResult` and
 * `_highlightResult` first: DocSearch renders their values as HTML before the plain text, and it
 * never saves them itself. A value that does not parse, or a hit without what it needs, clears
 * the key; a hit that carried more than it needs is saved back without it.
 */
import { storage } from "../storage";

export const SAVED_SEARCH_KEYS = (indexName: string): readonly string[] => [
  `__DOCSEARCH_RECENT_SEARCHES__${indexName}`,
  `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`,
];

interface StorageArea {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Whether a hit's URL may be followed: search's `hitTarget` (config.ts) gives it a target. */
export type IsHitUrl = (url: string) => boolean;

const LEVELS = ["lvl0", "lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6"] as const;
const TYPES = new Set<string>([...LEVELS, "content"]);

type SafeText = string | null;

interface SavedHit {
  objectID: string;
  url: string;
  type?: string;
  hierarchy: Partial<Record<(typeof LEVELS)[number], SafeText>>;
  content?: SafeText;
  /** The page hit a section hit is filed under (DocSearch saves it with the section). */
  __docsearch_parent?: SavedHit;
}

const isSafeText = (value: unknown): value is SafeText | undefined =>
  value === null || value === undefined || (typeof value === "string" && !value.includes("<"));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The hit rebuilt from its checked fields, or null when one it needs is missing or unsafe. */
function savedHit(value: unknown, isHitUrl: IsHitUrl, depth = 0): SavedHit | null {
  if (!isRecord(value)) return null;
  const { objectID, url, type, hierarchy, content, __docsearch_parent: parent } = value;
  if (typeof objectID !== "string" || typeof url !== "string" || !isHitUrl(url)) return null;
  if (type !== undefined && (typeof type !== "string" || !TYPES.has(type))) return null;
  if (!isRecord(hierarchy) || !isSafeText(content)) return null;
  const levels: SavedHit["hierarchy"] = {};
  for (const [level, text] of Object.entries(hierarchy)) {
    if (!isSafeText(text)) return null;
    if ((LEVELS as readonly string[]).includes(level) && text !== undefined)
      levels[level as (typeof LEVELS)[number]] = text;
  }
  const hit: SavedHit = { objectID, url, ...(type !== undefined ? { type } : {}), hierarchy: levels };
  if (content !== undefined) hit.content = content;
  // A parent is a page hit, with no parent of its own to keep.
  if (depth === 0 && isRecord(parent)) {
    const rebuilt = savedHit(parent, isHitUrl, 1);
    if (!rebuilt) return null;
    hit.__docsearch_parent = rebuilt;
  }
  return hit;
}

/** A stored list of hits, each rebuilt from its checked fields; null when the list or a hit is wrong. */
export function savedHitList(value: unknown, isHitUrl: IsHitUrl): SavedHit[] | null {
  if (!Array.isArray(value)) return null;
  const hits: SavedHit[] = [];
  for (const item of value) {
    const hit = savedHit(item, isHitUrl);
    if (!hit) return null;
    hits.push(hit);
  }
  return hits;
}

/**
 * Before the modal reads them: removes the index's saved searches that do not parse or hold a
 * wrong hit, and saves the others back with only their checked fields. Returns the keys removed.
 */
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
    const hits = savedHitList(parsed, isHitUrl);
    if (!hits) {
      area.remove(key);
      removed.push(key);
      continue;
    }
    const rebuilt = JSON.stringify(hits);
    if (rebuilt !== raw) area.set(key, rebuilt);
  }
  return removed;
}
