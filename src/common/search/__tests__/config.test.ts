import { describe, expect, it } from "vitest";
import { ALGOLIA_FACET_FILTERS, algoliaOf, hitTarget, HITS_PER_PAGE, internalPath, MAX_QUERY_LENGTH } from "../config";

const SITE = "https://docs.autoeval.dev";
const EXTERNAL = "^https://lastmileai\\.dev/";

describe("internalPath", () => {
  it("keeps a site path", () => {
    expect(internalPath("/autoeval/metrics/#faithfulness", EXTERNAL, SITE)).toBe("/autoeval/metrics/#faithfulness");
  });

  it("turns an absolute URL of the site into a path with its query and hash", () => {
    expect(internalPath("https://docs.autoeval.dev/search/?q=x#top", EXTERNAL, SITE)).toBe("/search/?q=x#top");
  });

  it("opens URLs matching externalUrlRegex as external links", () => {
    expect(internalPath("https://lastmileai.dev/login", EXTERNAL, SITE)).toBeNull();
  });

  it("opens other hosts and unparseable URLs as external", () => {
    expect(internalPath("https://example.com/autoeval/", EXTERNAL, SITE)).toBeNull();
    expect(internalPath("not a url", undefined, SITE)).toBeNull();
  });

  it("lets the regex win over a site path", () => {
    expect(internalPath("/legacy/page/", "^/legacy/", SITE)).toBeNull();
    expect(internalPath("/legacy/page/", undefined, SITE)).toBe("/legacy/page/");
  });
});

describe("internalPath with a path prefix", () => {
  it("strips the prefix an absolute URL of the site carries, exactly once", () => {
    expect(internalPath("https://docs.autoeval.dev/docs/long-page/#section-2", undefined, SITE, "/docs")).toBe(
      "/long-page/#section-2",
    );
    expect(internalPath("https://docs.autoeval.dev/docs/", undefined, SITE, "/docs")).toBe("/");
    expect(internalPath("https://docs.autoeval.dev/docsearch/", undefined, SITE, "/docs")).toBe("/docsearch/");
  });

  it("never treats a protocol-relative URL as a site path", () => {
    expect(internalPath("//evil.example/x", undefined, SITE)).toBeNull();
  });
});

describe("hitTarget", () => {
  it("leads to site paths and http(s) URLs, and nowhere else", () => {
    expect(hitTarget("/quickstart/", undefined, SITE)).toEqual({ path: "/quickstart/" });
    expect(hitTarget("https://example.com/a", undefined, SITE)).toEqual({ external: "https://example.com/a" });
    expect(hitTarget("javascript:alert(document.cookie)", undefined, SITE)).toBeNull();
    expect(hitTarget(" JavaScript:alert(1)", undefined, SITE)).toBeNull();
    expect(hitTarget("data:text/html,<script>alert(1)</script>", undefined, SITE)).toBeNull();
  });
});

describe("search settings", () => {
  it("match DESIGN.md's design decisions", () => {
    expect(HITS_PER_PAGE).toBe(20);
    expect(MAX_QUERY_LENGTH).toBe(64);
    expect(ALGOLIA_FACET_FILTERS).toEqual([
      ["language:en"],
      ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"],
    ]);
  });

  it("turn Algolia on only with credentials", () => {
    const algolia = { appId: "A", apiKey: "k", indexName: "i" };
    expect(algoliaOf({ feedbackUrl: "https://x.org/", algolia })).toEqual(algolia);
    expect(algoliaOf({ feedbackUrl: "https://x.org/" })).toBeNull();
  });
});
