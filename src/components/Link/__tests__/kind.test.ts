import { describe, expect, it } from "vitest";
import { isExternal, isFileLink } from "../kind";

describe("link kinds", () => {
  it("tells local files from pages, so a file is not routed as a page", () => {
    expect(isFileLink("/openapi.yaml")).toBe(true);
    expect(isFileLink("/autoeval/metrics.md")).toBe(true);
    expect(isFileLink("/release-notes/rss.xml?x=1")).toBe(true);
    expect(isFileLink("/sdk/")).toBe(false);
    expect(isFileLink("/sdk/#limits")).toBe(false);
    expect(isFileLink("/api/get-dataset-view/")).toBe(false);
    expect(isFileLink("https://example.com/openapi.yaml")).toBe(false);
    expect(isFileLink("/1.x")).toBe(false);
  });

  it("knows external links", () => {
    expect(isExternal("https://lastmileai.dev")).toBe(true);
    expect(isExternal("//cdn.example/x.js")).toBe(true);
    expect(isExternal("/sdk/")).toBe(false);
  });
});
