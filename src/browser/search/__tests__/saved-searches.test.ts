import { describe, expect, it } from "vitest";
import { hitTarget } from "../../../common/search/config";
import { clearInvalidSavedSearches, SAVED_SEARCH_KEYS } from "../saved-searches";

/** As the modal decides it: a URL a search hit may lead to. */
const isHitUrl = (url: string) => hitTarget(url, undefined, "https://docs.autoeval.dev", "") !== null;

function area(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    get: (k: string) => map.get(k) ?? null,
    set: (k: string, v: string) => void map.set(k, v),
    remove: (k: string) => void map.delete(k),
  };
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
    expect(JSON.parse(store.map.get(FAVOURITE)!)).toEqual(JSON.parse(hits));
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

/** A saved hit as DocSearch stores one, plus the fields a planted value adds. */
function planted(extra: Record<string, unknown>) {
  return { ...(JSON.parse(GOOD) as object[])[0], ...extra };
}

const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">Quickstart',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/phish">',
  '<a href="https://evil.example/login" style="position:fixed;inset:0">Session expired - sign in</a>',
];

describe("clearInvalidSavedSearches: fields DocSearch renders as HTML", () => {
  it.each(PAYLOADS)(
    "drops _snippetResult and _highlightResult holding %j and saves the hit back without them",
    (payload) => {
      const marked = { value: payload, matchLevel: "full", matchedWords: [] };
      const hit = planted({
        _snippetResult: { hierarchy: { lvl1: marked }, content: marked },
        _highlightResult: { hierarchy: { lvl1: marked, lvl0: marked } },
        __autocomplete_indexName: payload,
        unknownField: { value: payload },
      });
      const store = area({ [RECENT]: JSON.stringify([hit]), [FAVOURITE]: JSON.stringify([hit]) });
      expect(clearInvalidSavedSearches("autoeval-docs", isHitUrl, store)).toEqual([]);
      for (const key of [RECENT, FAVOURITE]) {
        expect(store.map.get(key)).not.toContain("<");
        expect(JSON.parse(store.map.get(key)!)).toEqual(JSON.parse(GOOD));
      }
    },
  );

  it("keeps a section's parent page hit, rebuilt the same way", () => {
    const parent = planted({ _snippetResult: { hierarchy: { lvl1: { value: PAYLOADS[0] } } } });
    const section = {
      objectID: "b",
      url: "/quickstart/#install",
      type: "lvl2",
      hierarchy: { lvl0: "Docs", lvl1: "Quickstart", lvl2: "Install" },
      content: null,
      __docsearch_parent: parent,
    };
    const store = area({ [RECENT]: JSON.stringify([section]) });
    expect(clearInvalidSavedSearches("autoeval-docs", isHitUrl, store)).toEqual([]);
    expect(JSON.parse(store.map.get(RECENT)!)).toEqual([{ ...section, __docsearch_parent: JSON.parse(GOOD)[0] }]);
  });

  it.each([
    ["a parent with markup", { __docsearch_parent: planted({ hierarchy: { lvl1: PAYLOADS[0] } }) }],
    ["a parent whose URL is javascript:", { __docsearch_parent: planted({ url: "javascript:alert(1)" }) }],
    ["a type DocSearch does not have", { type: "<b>lvl1</b>" }],
    ["a hierarchy level with markup under another name", { hierarchy: { lvl0: "Docs", title: PAYLOADS[1] } }],
  ])("clears the key for %s", (_name, extra) => {
    const store = area({ [RECENT]: JSON.stringify([planted(extra)]) });
    expect(clearInvalidSavedSearches("autoeval-docs", isHitUrl, store)).toEqual([RECENT]);
    expect(store.map.has(RECENT)).toBe(false);
  });
});
