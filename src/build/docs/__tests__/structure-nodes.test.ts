import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { CreateNodeArgs } from "gatsby";
import { describe, expect, it } from "vitest";
import { createGatsbyConfig } from "../../../../gatsby-config";
import {
  createDocsStructureNodes,
  DOCS_STRUCTURE_SOURCE,
  docsStructureProblems,
  isDocsStructurePath,
  readDocsStructure,
} from "../structure-nodes";

const CONTENT = "/site/content";

describe("the docs_structure filesystem instance", () => {
  it("watches content/ for versions.json and the sidebars files only", () => {
    const config = createGatsbyConfig({
      root: "/site",
      apiReference: { specPath: "/site/openapi/api.yaml", slugOverrides: {}, routeBase: "/api/" },
    });
    const instance = config.plugins!.find(
      (p) =>
        typeof p === "object" &&
        p.resolve === "gatsby-source-filesystem" &&
        p.options?.["name"] === DOCS_STRUCTURE_SOURCE,
    ) as unknown as { options: { path: string; ignore: ((file: string) => boolean)[] } };
    expect(instance.options.path).toBe(CONTENT);
    const sourced = (file: string) => !instance.options.ignore.some((ignored) => ignored(file));
    for (const file of [
      "/site/content",
      "/site/content/versions.json",
      "/site/content/sidebars",
      "/site/content/sidebars/1.x.json",
    ]) {
      expect(sourced(file), file).toBe(true);
    }
    for (const file of [
      "/site/content/docs",
      "/site/content/docs/index.mdx",
      "/site/content/sidebars/notes.txt",
      "/site/content/versioned_docs/version-1.x/index.mdx",
    ]) {
      expect(sourced(file), file).toBe(false);
    }
  });

  it("shares no path with the other instances (a File node is keyed by its path)", () => {
    expect(isDocsStructurePath(CONTENT, "/site/content/pages/markdown-page.mdx")).toBe(false);
    expect(isDocsStructurePath(CONTENT, "/site/content/release-notes/2024-11-07-x.mdx")).toBe(false);
  });
});

describe("readDocsStructure", () => {
  it("reads the versions and the normalized sidebars", () => {
    const versions = readDocsStructure(
      "versions.json",
      '{"current":{"label":"2.x"},"archived":[]}',
      "content/versions.json",
    );
    expect(versions).toMatchObject({ kind: "versions", versions: [{ name: "current", label: "2.x", path: "/" }] });
    expect(readDocsStructure("sidebars/1.x.json", '{"docs":["index"]}', "content/sidebars/1.x.json")).toEqual({
      kind: "sidebars",
      version: "1.x",
      sidebars: [{ sidebarId: "docs", config: [{ type: "doc", id: "index" }] }],
    });
  });

  it("names the file of bad JSON", () => {
    expect(() => readDocsStructure("sidebars/1.x.json", "{", "content/sidebars/1.x.json")).toThrow(
      "content/sidebars/1.x.json is not valid JSON",
    );
  });
});

describe("createDocsStructureNodes", () => {
  function run(relativePath: string, text: string, sourceInstanceName = DOCS_STRUCTURE_SOURCE) {
    const dir = mkdtempSync(path.join(tmpdir(), "docs-structure-"));
    const absolutePath = path.join(dir, "file.json");
    writeFileSync(absolutePath, text);
    const created: Record<string, unknown>[] = [];
    const links: { parent: { id: string }; child: { id: string } }[] = [];
    const errors: unknown[] = [];
    const file = { id: "file-1", internal: { type: "File" }, sourceInstanceName, relativePath, absolutePath };
    createDocsStructureNodes({
      node: file,
      actions: {
        createNode: (node: Record<string, unknown>) => created.push(node),
        createParentChildLink: (link: (typeof links)[number]) => links.push(link),
      },
      createNodeId: (key: string) => `id:${key}`,
      createContentDigest: () => "digest",
      reporter: { panicOnBuild: (e: unknown) => errors.push(e) },
    } as unknown as CreateNodeArgs);
    return { created, links, errors };
  }

  it("makes each sidebar a child of its file's node, so an edit in develop replaces it", () => {
    const { created, links } = run("sidebars/current.json", '{"docs":["index"],"api":["sdk"]}');
    expect(created.map((n) => [n["id"], n["sidebarId"], n["version"], n["file"], n["parent"]])).toEqual([
      ["id:Sidebar:current:docs", "docs", "current", "content/sidebars/current.json", "file-1"],
      ["id:Sidebar:current:api", "api", "current", "content/sidebars/current.json", "file-1"],
    ]);
    expect(links.map((l) => [l.parent.id, l.child.id])).toEqual([
      ["file-1", "id:Sidebar:current:docs"],
      ["file-1", "id:Sidebar:current:api"],
    ]);
  });

  it("makes a CategoryIndex node for each generated index, at its path under the version's base path", () => {
    const sidebars = {
      docs: [
        "index",
        {
          type: "category",
          label: "Reference",
          items: [
            {
              type: "category",
              label: "API",
              link: { type: "generated-index", slug: "api" },
              items: ["sdk"],
            },
          ],
        },
      ],
    };
    const { created, links } = run("sidebars/1.x.json", JSON.stringify(sidebars));
    const indexes = created.filter((n) => (n["internal"] as { type: string }).type === "CategoryIndex");
    expect(indexes.map((n) => [n["label"], n["path"], n["sidebarId"], n["version"], n["file"], n["parent"]])).toEqual([
      ["API", "/1.x/category/api/", "docs", "1.x", "content/sidebars/1.x.json", "file-1"],
    ]);
    expect(links.map((l) => l.child.id)).toContain(indexes[0]!["id"]);
  });

  it("makes one DocsVersion per version, child of versions.json's node", () => {
    const { created, links } = run(
      "versions.json",
      '{"current":{"label":"2.x"},"archived":[{"name":"1.x","label":"1.x"}]}',
    );
    expect(created.map((n) => [n["name"], n["path"], n["mainDocId"], n["parent"]])).toEqual([
      ["current", "/", "index", "file-1"],
      ["1.x", "/1.x/", "index", "file-1"],
    ]);
    expect(links).toHaveLength(2);
  });

  it("leaves other File nodes alone, and reports a bad file without throwing (develop keeps running)", () => {
    expect(run("sidebars/current.json", '{"docs":[]}', "docs").created).toEqual([]);
    const { created, errors } = run("sidebars/current.json", '{"docs": [{"type": "nope"}]}');
    expect(created).toEqual([]);
    expect(String((errors[0] as { context: { sourceMessage: string } }).context.sourceMessage)).toContain(
      "Invalid sidebars file content/sidebars/current.json",
    );
  });
});

describe("docsStructureProblems", () => {
  it("names a sidebars file of no listed version, and a missing versions file", () => {
    expect(
      docsStructureProblems(["current", "1.x"], [{ version: "current", file: "content/sidebars/current.json" }]),
    ).toEqual([]);
    expect(docsStructureProblems(["current"], [{ version: "2.x", file: "content/sidebars/2.x.json" }])).toEqual([
      "content/sidebars/2.x.json is named after no version of content/versions.json. Versions are: current; rename the file or remove it.",
    ]);
    expect(docsStructureProblems([], [])).toEqual(["content/versions.json is missing: it lists the docs versions."]);
  });
});
