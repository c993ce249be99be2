import type { DocSearchHit } from "@docsearch/react";
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { safeAlgoliaHit } from "../algolia-hit";

const HOSTILE = '<img src=x onerror="window.__pwned=true"><b>bold</b>';
const ESCAPED = "&lt;img src=x onerror=&quot;window.__pwned=true&quot;&gt;&lt;b&gt;bold&lt;/b&gt;";

const hit = {
  objectID: "evil",
  url: "https://docs.autoeval.dev/docs/long-page/#section-2",
  type: "content",
  hierarchy: { lvl0: "Docs", lvl1: HOSTILE, lvl2: "a & b", lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: `${HOSTILE} section two`,
  _highlightResult: {
    hierarchy: {
      lvl0: { value: "Docs", matchLevel: "none", matchedWords: [] },
      lvl1: { value: `${HOSTILE} <mark>section</mark>`, matchLevel: "full", matchedWords: ["section"] },
    },
    content: { value: `${HOSTILE} <mark>section</mark> two`, matchLevel: "full", matchedWords: ["section"] },
    hierarchy_camel: [{ lvl1: { value: `<script>alert(1)</script><mark>section</mark>` } }],
  },
  _snippetResult: {
    content: { value: `…${HOSTILE} <mark>section</mark> two`, matchLevel: "full" },
  },
} as unknown as DocSearchHit;

/** The elements the browser would create from a value rendered as HTML. */
const tags = (html: string) =>
  parse(html)
    .querySelectorAll("*")
    .map((e) => e.tagName.toLowerCase());

describe("safeAlgoliaHit", () => {
  const safe = safeAlgoliaHit(hit);

  it("escapes the hierarchy and the content, which DocSearch renders as HTML when nothing is snippeted", () => {
    expect(safe.hierarchy).toEqual({
      lvl0: "Docs",
      lvl1: ESCAPED,
      lvl2: "a &amp; b",
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(safe.content).toBe(`${ESCAPED} section two`);
    expect(tags(safe.hierarchy.lvl1)).toEqual([]);
    expect(parse(safe.hierarchy.lvl1).textContent).toBe(HOSTILE);
  });

  it("keeps only <mark> in every highlight and snippet value", () => {
    expect(safe._highlightResult.hierarchy.lvl1.value).toBe(`${ESCAPED} <mark>section</mark>`);
    expect(safe._highlightResult.content.value).toBe(`${ESCAPED} <mark>section</mark> two`);
    expect(safe._highlightResult.hierarchy_camel[0]!.lvl1.value).toBe(
      "&lt;script&gt;alert(1)&lt;/script&gt;<mark>section</mark>",
    );
    expect(safe._snippetResult.content.value).toBe(`…${ESCAPED} <mark>section</mark> two`);
    expect(tags(safe._snippetResult.content.value)).toEqual(["mark"]);
    // What is left around the mark reads as the text Algolia holds.
    expect(parse(safe._snippetResult.content.value).textContent).toBe(`…${HOSTILE} section two`);
    // Match data is kept as Algolia sent it.
    expect(safe._highlightResult.content.matchedWords).toEqual(["section"]);
  });

  it("turns a hierarchy or content that is not text into nothing, and leaves the rest of the hit alone", () => {
    const odd = safeAlgoliaHit({
      ...hit,
      hierarchy: { ...hit.hierarchy, lvl2: { toString: () => "<b>x</b>" } },
      content: 42,
    } as unknown as DocSearchHit);
    expect(odd.hierarchy.lvl2).toBeNull();
    expect(odd.content).toBeNull();
    expect(safe.objectID).toBe("evil");
    expect(safe.url).toBe(hit.url);
    expect(safe.type).toBe("content");
  });
});
