import { describe, expect, it } from "vitest";
import { clearInvalidSavedSearches, SAVED_SEARCH_KEYS } from "../saved-searches";

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
    expect(clearInvalidSavedSearches("autoeval-docs", store)).toEqual([]);
    expect(store.map.get(RECENT)).toBe(GOOD);
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
  ])("removes %s", (_name, value) => {
    const store = area({ [RECENT]: value, [FAVOURITE]: GOOD });
    expect(clearInvalidSavedSearches("autoeval-docs", store)).toEqual([RECENT]);
    expect(store.map.has(RECENT)).toBe(false);
    expect(store.map.get(FAVOURITE)).toBe(GOOD);
  });
});
