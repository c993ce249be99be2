import { describe, expect, it } from "vitest";
import { algoliaPageHit } from "../page-client";

const OPTIONS = {
  externalUrlRegex: "^https://lastmileai\\.dev/",
  siteUrl: "https://docs.autoeval.dev",
  pathPrefix: "/docs",
};

describe("algoliaPageHit", () => {
  const hostile = {
    objectID: "x",
    url: "javascript:alert(document.cookie)",
    hierarchy: { lvl0: "Docs", lvl1: "<script>alert(1)</script>" },
    content: "text",
    _snippetResult: { content: { value: "<b onmouseover=alert(1)>bold</b> <mark>hit</mark>" } },
  };

  it("gives a javascript: hit no link, and its snippet no markup but <mark>", () => {
    const hit = algoliaPageHit(hostile, OPTIONS);
    expect(hit.target).toBeNull();
    expect(hit.snippetHtml).toBe("&lt;b onmouseover=alert(1)&gt;bold&lt;/b&gt; <mark>hit</mark>");
    // Titles are text, which React escapes when it renders them.
    expect(hit.title).toBe("<script>alert(1)</script>");
  });

  it("links a hit of the site under its path prefix to the path, exactly once", () => {
    const hit = algoliaPageHit({ ...hostile, url: "https://docs.autoeval.dev/docs/long-page/#section-2" }, OPTIONS);
    expect(hit.target).toEqual({ path: "/long-page/#section-2" });
  });
});
