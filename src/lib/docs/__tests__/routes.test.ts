import { describe, expect, it } from "vitest";
import { CURRENT_VERSION, docIdFromPath, docRoute, splitVersionedPath, versionBasePath } from "../routes";

describe("docIdFromPath", () => {
  it.each([
    ["autoeval/index.mdx", "autoeval/index"],
    ["quickstart.md", "quickstart"],
    ["autoeval/metrics.mdx", "autoeval/metrics"],
    ["autoeval\\models\\alberta.mdx", "autoeval/models/alberta"],
    ["notes.mdx.bak", "notes.mdx.bak"],
  ])("%j -> %j", (file, id) => {
    expect(docIdFromPath(file)).toBe(id);
  });
});

describe("splitVersionedPath", () => {
  it("takes the version from the version-<name>/ folder", () => {
    expect(splitVersionedPath("version-1.x/autoeval/metrics.mdx")).toEqual({
      version: "1.x",
      relativePath: "autoeval/metrics.mdx",
    });
    expect(splitVersionedPath("version-1.x\\index.mdx")).toEqual({ version: "1.x", relativePath: "index.mdx" });
  });

  it("names a file outside any version folder", () => {
    expect(() => splitVersionedPath("autoeval/metrics.mdx")).toThrow(
      '"autoeval/metrics.mdx" is not inside a version-<name>/ folder of content/versioned_docs',
    );
  });
});

describe("versionBasePath", () => {
  it("puts the current version at the root and archived ones under their name", () => {
    expect(versionBasePath(CURRENT_VERSION)).toBe("/");
    expect(versionBasePath("1.x")).toBe("/1.x/");
  });
});

describe("docRoute", () => {
  it.each([
    ["index", CURRENT_VERSION, undefined, "/"],
    ["quickstart", CURRENT_VERSION, undefined, "/quickstart/"],
    ["autoeval/index", CURRENT_VERSION, undefined, "/autoeval/"],
    ["autoeval/metrics", CURRENT_VERSION, undefined, "/autoeval/metrics/"],
    ["autoeval/datasets/example-datasets", CURRENT_VERSION, undefined, "/autoeval/datasets/example-datasets/"],
    ["index", "1.x", undefined, "/1.x/"],
    ["autoeval/index", "1.x", undefined, "/1.x/autoeval/"],
    ["autoeval/metrics", "1.x", undefined, "/1.x/autoeval/metrics/"],
    ["quickstart", CURRENT_VERSION, "/custom/path/", "/custom/path/"],
    ["quickstart", CURRENT_VERSION, "/custom/path", "/custom/path/"],
    ["quickstart", "1.x", "/custom/", "/1.x/custom/"],
    ["quickstart", CURRENT_VERSION, "//double//slashes", "/double/slashes/"],
    // "index" only stands for the folder when it is a whole segment
    ["reindex", CURRENT_VERSION, undefined, "/reindex/"],
    ["guides/my-index", CURRENT_VERSION, undefined, "/guides/my-index/"],
  ])("doc %j of version %j with slug %j -> %j", (docId, version, slug, route) => {
    expect(docRoute(docId, version, slug)).toBe(route);
  });
});
