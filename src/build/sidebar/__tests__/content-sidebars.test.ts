/**
 * The real content through the same pure stages the build uses: every file's front matter
 * validates, every docs route the site promises exists, and every sidebar of every version
 * resolves against its version's docs and the API reference.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { describe, expect, it } from "vitest";
import { loadDescription } from "../../../../plugins/gatsby-source-openapi/src/load";
import { normalizeDescription } from "../../../../plugins/gatsby-source-openapi/src/normalize";
import {
  docFrontMatterSchema,
  pageFrontMatterSchema,
  parseFrontMatter,
  releaseNoteFrontMatterSchema,
} from "../../docs/front-matter";
import { CURRENT_VERSION, docIdFromPath, docRoute, splitVersionedPath } from "../../../common/docs/routes";
import { parseVersionsFile } from "../../docs/versions-file";
import { withTrailingSlash } from "../../../common/slug";
import { parseSidebarsFile } from "../config";
import { normalizeSidebar } from "../normalize";
import { flattenPages } from "../../../common/sidebar/props";
import { resolveSidebar } from "../resolve";
import { unreachedDocs } from "../unreached";
import type { ApiReferenceRef, DocRef } from "../../../common/sidebar/types";
import { DOCS_PAGES } from "../../../../e2e/support/routes";
import { contentFiles, relativePath } from "../../__tests__/content/helpers/content-files";

const ROOT = path.resolve(__dirname, "../../../..");
const CONTENT = path.join(ROOT, "content");

/** Markdown and MDX files under a folder, relative to it, with forward slashes. */
function files(dir: string): string[] {
  return contentFiles(dir, /\.mdx?$/).map((file) => relativePath(dir, file));
}

function frontMatter(file: string): unknown {
  return matter(readFileSync(file, "utf8")).data;
}

interface VersionedDoc extends DocRef {
  readonly version: string;
}

function docOf(source: string, version: string, inVersion: string): VersionedDoc {
  const fm = parseFrontMatter(docFrontMatterSchema, frontMatter(path.join(ROOT, source)), source);
  const docId = fm.id ?? docIdFromPath(inVersion);
  return {
    version,
    docId,
    path: docRoute(docId, version, fm.slug),
    title: fm.title,
    sidebarLabel: fm.sidebar_label ?? null,
    description: fm.description,
    unlisted: fm.unlisted,
    draft: fm.draft,
    dirName: path.posix.dirname(inVersion).replace(/^\.$/, ""),
    sidebarPosition: fm.sidebar_position ?? null,
  };
}

const docs: VersionedDoc[] = [
  ...files(path.join(CONTENT, "docs")).map((relative) => docOf(`content/docs/${relative}`, CURRENT_VERSION, relative)),
  ...files(path.join(CONTENT, "versioned_docs")).map((relative) => {
    const { version, relativePath } = splitVersionedPath(relative);
    return docOf(`content/versioned_docs/${relative}`, version, relativePath);
  }),
];

describe("the content", () => {
  it("has valid front matter on every release note and standalone page", () => {
    const notes = files(path.join(CONTENT, "release-notes"));
    const pages = files(path.join(CONTENT, "pages"));
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) {
      const source = path.join("content/release-notes", note);
      const fm = parseFrontMatter(releaseNoteFrontMatterSchema, frontMatter(path.join(ROOT, source)), source);
      expect(note.startsWith(`${fm.date}-`), `${note} is named after its date ${fm.date}`).toBe(true);
    }
    for (const page of pages) {
      const source = path.join("content/pages", page);
      expect(() => parseFrontMatter(pageFrontMatterSchema, frontMatter(path.join(ROOT, source)), source)).not.toThrow();
    }
  });

  it("has every docs route the site promises, and /markdown-page/", () => {
    const routes = new Set(docs.filter((d) => d.version === CURRENT_VERSION).map((d) => d.path));
    const expected = DOCS_PAGES;
    expect(expected.filter((route) => !routes.has(route))).toEqual([]);
    const pages = files(path.join(CONTENT, "pages")).map((p) => withTrailingSlash(`/${docIdFromPath(p)}`));
    expect(pages).toContain("/markdown-page/");
  });

  it("has no two docs on one route", () => {
    const routes = docs.map((d) => d.path);
    expect(routes.filter((route, i) => routes.indexOf(route) !== i)).toEqual([]);
  });

  it("resolves every sidebar of every version against its docs and the API reference", async () => {
    const versions = parseVersionsFile(
      JSON.parse(readFileSync(path.join(CONTENT, "versions.json"), "utf8")),
      "content/versions.json",
    );
    expect(versions.map((v) => v.name)).toEqual([CURRENT_VERSION, "1.x"]);

    const specFile = path.join(ROOT, "openapi/autoeval-api-v2.yaml");
    const model = normalizeDescription(await loadDescription(specFile), { file: specFile });
    const api: ApiReferenceRef = {
      title: model.title,
      path: `/api/${model.slug}/`,
      tags: model.tags.map((tag) => ({
        name: tag.name,
        description: tag.description,
        operations: tag.operationIds
          .map((id) => model.operations.find((op) => op.operationId === id)!)
          .map((op) => ({ summary: op.summary, path: `/api/${op.slug}/`, method: op.method })),
      })),
    };

    const reached: Parameters<typeof unreachedDocs>[1][number][] = [];
    for (const version of versions) {
      const file = `content/sidebars/${version.name}.json`;
      const sidebars = parseSidebarsFile(JSON.parse(readFileSync(path.join(ROOT, file), "utf8")), file);
      const versionDocs = new Map(docs.filter((d) => d.version === version.name).map((d) => [d.docId, d]));
      for (const [sidebarId, items] of Object.entries(sidebars)) {
        const resolved = resolveSidebar(normalizeSidebar(items), {
          version: version.name,
          sidebarId,
          file,
          docs: versionDocs,
          includeDrafts: false,
          api,
        });
        const pages = flattenPages(resolved).map((p) => p.href);
        reached.push({ version: version.name, items: resolved });
        expect(pages[0], `${file} starts at the version's home`).toBe(version.path);
        if (version.name === CURRENT_VERSION) {
          // The Models category is autogenerated from its folder, ordered by sidebar_position.
          const models = pages.slice(pages.indexOf("/autoeval/models/"), pages.indexOf("/autoeval/guardrails/"));
          expect(models).toEqual([
            "/autoeval/models/",
            "/autoeval/models/alberta/",
            "/autoeval/models/alberta-8k/",
            "/autoeval/models/model-benchmarks/",
          ]);
          expect(pages).toContain("/api/evaluate/");
          expect(pages).toContain("/category/api/");
          expect(pages.filter((p) => p.startsWith("/api/") && p !== "/api/autoeval-api-v-2/")).toHaveLength(53);
        } else {
          expect(pages.every((p) => p.startsWith("/1.x/") || !p.startsWith("/api/"))).toBe(true);
        }
      }
    }
    // Every listed doc is in a sidebar of its version (the build warns otherwise).
    expect(
      unreachedDocs(
        docs.map((d) => ({ ...d, sourceFile: `${d.version}:${d.docId}` })),
        reached,
      ),
    ).toEqual([]);
  });
});
