import { describe, expect, it } from "vitest";
import {
  CURRENT_VERSION,
  docIdCollisionsMessage,
  docIdFromPath,
  docRoute,
  duplicateDocIds,
  splitVersionedPath,
  versionBasePath,
} from "../routes";

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

describe("duplicateDocIds", () => {
  const docs = [
    { docId: "quickstart", version: CURRENT_VERSION, sourceFile: "content/docs/quickstart.md" },
    { docId: "autoeval/metrics", version: CURRENT_VERSION, sourceFile: "content/docs/autoeval/metrics.mdx" },
    { docId: "quickstart", version: CURRENT_VERSION, sourceFile: "content/docs/quickstart.mdx" },
    // The same id in another version is that version's own doc
    { docId: "quickstart", version: "1.x", sourceFile: "content/versioned_docs/version-1.x/quickstart.mdx" },
    // A front matter id taken by another file
    { docId: "autoeval/metrics", version: CURRENT_VERSION, sourceFile: "content/docs/metrics-v2.mdx" },
  ];

  it("names every file that resolves to one id within one version", () => {
    expect(duplicateDocIds(docs)).toEqual([
      {
        docId: "quickstart",
        version: CURRENT_VERSION,
        sources: ["content/docs/quickstart.md", "content/docs/quickstart.mdx"],
      },
      {
        docId: "autoeval/metrics",
        version: CURRENT_VERSION,
        sources: ["content/docs/autoeval/metrics.mdx", "content/docs/metrics-v2.mdx"],
      },
    ]);
  });

  it("finds nothing when each id of a version is one file's", () => {
    expect(duplicateDocIds(docs.slice(0, 2))).toEqual([]);
  });

  it("tells the author the id, the version, both files and the fix", () => {
    expect(docIdCollisionsMessage(duplicateDocIds(docs).slice(0, 1))).toBe(
      [
        "Two docs with one id in a version:",
        '- "quickstart" (version current) is the id of content/docs/quickstart.md and content/docs/quickstart.mdx',
        "Give all but one another `id` in its front matter, or rename its file.",
      ].join("\n"),
    );
  });
});
