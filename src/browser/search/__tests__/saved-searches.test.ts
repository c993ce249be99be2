import { describe, expect, it } from "vitest";
import { hitTarget } from "../../../common/search/config";
import { clearInvalidSavedSearches, SAVED_SEARCH_KEYS } from "../saved-searches";

/** As the modal decides it: a URL a search hit may lead to. */
const isHitUrl = (url: string) => hitTarget(url, undefined, "https://docs.autoeval.dev", "") !== null;

function area(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return { map, get: (k: string) => map.get(k) ?? null, remove: (k: string) => void map.delete(k) };
}

const [RECENT, FAVOURITE] = SAVED_SEARCH_KEYS("autoeval-docs") as [string, string];
const GOOD = JSON.stringify([
  {
    objectID: "a",
    url: "/quickstart/",
    type: "lvl1",
    hierarchy: { lvl0: "Docs", lvl1: "map&lt;string&gt;" },
    content: null,
  },
]);

describe("clearInvalidSavedSearches", () => {
  it("keeps saved hits of the right shape", () => {
    const store = area({ [RECENT]: GOOD, [FAVOURITE]: "[]" });
    expect(clearInvalidSavedSearches("autoeval-docs", isHitUrl, store)).toEqual([]);
    expect(store.map.get(RECENT)).toBe(GOOD);
  });

  it("keeps hits that lead to the site or to an http(s) URL elsewhere", () => {
    const hits = JSON.stringify(
      ["/quickstart/#key", "https://docs.autoeval.dev/api/", "https://lastmileai.dev/login"].map((url, i) => ({
        objectID: String(i),
        url,
        hierarchy: { lvl0: "Docs" },
      })),
    );
    const store = area({ [FAVOURITE]: hits });
    expect(clearInvalidSavedSearches("autoeval-docs", isHitUrl, store)).toEqual([]);
    expect(store.map.get(FAVOURITE)).toBe(hits);
  });

  it.each([
    ["not json", "not json"],
    ["an object, not a list", JSON.stringify({ objectID: "a" })],
    ["a hit without a URL", JSON.stringify([{ objectID: "a", hierarchy: {} }])],
    [
      "markup in the hierarchy",
      JSON.stringify([{ objectID: "a", url: "/", hierarchy: { lvl1: "<img src=x onerror=alert(1)>" } }]),
    ],
    [
      "markup in the content",
      JSON.stringify([{ objectID: "a", url: "/", hierarchy: {}, content: "<script>alert(1)</script>" }]),
    ],
    ...[
      "javascript:window.__pwned=true",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "//evil.example/",
    ].map((url) => [
      `a hit whose URL is ${JSON.stringify(url)}`,
      JSON.stringify([{ objectID: "a", url, hierarchy: {} }]),
    ]),
  ])("removes %s", (_name, value) => {
    const store = area({ [RECENT]: value, [FAVOURITE]: GOOD });
    expect(clearInvalidSavedSearches("autoeval-docs", isHitUrl, store)).toEqual([RECENT]);
    expect(store.map.has(RECENT)).toBe(false);
    expect(store.map.get(FAVOURITE)).toBe(GOOD);
  });
});
