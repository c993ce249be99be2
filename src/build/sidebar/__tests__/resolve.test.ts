import { describe, expect, it } from "vitest";
import { normalizeSidebar } from "../normalize";
import { resolveSidebar, SidebarError, type ResolveContext } from "../resolve";
import type { ApiReferenceRef, DocRef, NormalizedItem } from "../../../common/sidebar/types";

function doc(docId: string, path: string, extra: Partial<DocRef> = {}): DocRef {
  const dirName = docId.includes("/") ? docId.slice(0, docId.lastIndexOf("/")) : "";
  return { docId, path, title: `Title of ${docId}`, unlisted: false, draft: false, dirName, ...extra };
}

const DOCS = new Map<string, DocRef>(
  [
    doc("index", "/", { title: "Overview" }),
    doc("quickstart", "/quickstart/", { sidebarLabel: "Quickstart", description: "Start here." }),
    doc("autoeval/index", "/autoeval/", { title: "AutoEval", description: "The platform." }),
    doc("autoeval/metrics", "/autoeval/metrics/", { sidebarLabel: null }),
    doc("secret", "/secret/", { unlisted: true }),
    doc("wip", "/wip/", { draft: true }),
  ].map((d) => [d.docId, d]),
);

const API: ApiReferenceRef = {
  title: "AutoEval API v2",
  path: "/api/autoeval-api-v-2/",
  tags: [
    {
      name: "Dataset",
      description: "Datasets.",
      operations: [
        { summary: "Create Dataset", path: "/api/create-dataset/", method: "POST" },
        { summary: "Archive Dataset", path: "/api/archive-dataset/", method: "DELETE" },
      ],
    },
    { name: "Evaluation", operations: [{ summary: "Evaluate", path: "/api/evaluate/", method: "POST" }] },
  ],
};

function ctx(extra: Partial<ResolveContext> = {}): ResolveContext {
  return {
    version: "current",
    sidebarId: "docs",
    file: "content/sidebars/current.json",
    docs: DOCS,
    includeDrafts: false,
    ...extra,
  };
}

function errorOf(items: NormalizedItem[], context: ResolveContext): SidebarError {
  try {
    resolveSidebar(items, context);
  } catch (error) {
    expect(error).toBeInstanceOf(SidebarError);
    return error as SidebarError;
  }
  throw new Error("expected resolveSidebar to throw");
}

describe("resolveSidebar: docs", () => {
  it("resolves doc ids to paths, labels and descriptions", () => {
    expect(resolveSidebar(normalizeSidebar(["index", "quickstart", "autoeval/metrics"]), ctx())).toEqual([
      { type: "link", label: "Overview", href: "/", docId: "index", external: false, unlisted: false },
      {
        type: "link",
        label: "Quickstart",
        href: "/quickstart/",
        docId: "quickstart",
        description: "Start here.",
        external: false,
        unlisted: false,
      },
      {
        type: "link",
        label: "Title of autoeval/metrics",
        href: "/autoeval/metrics/",
        docId: "autoeval/metrics",
        external: false,
        unlisted: false,
      },
    ]);
  });

  it("prefers the item's label, then sidebar_label, then the title", () => {
    const [a, b] = resolveSidebar(
      [
        { type: "doc", id: "quickstart", label: "Go" },
        { type: "doc", id: "index" },
      ],
      ctx(),
    );
    expect(a).toMatchObject({ label: "Go" });
    expect(b).toMatchObject({ label: "Overview" });
  });

  it("keeps unlisted docs, marked unlisted", () => {
    expect(resolveSidebar(normalizeSidebar(["secret", "index"]), ctx())[0]).toMatchObject({
      href: "/secret/",
      unlisted: true,
    });
  });

  it("names the missing doc id, the version, the sidebar and the file, and lists the available ids", () => {
    const error = errorOf(normalizeSidebar(["index", "x"]), ctx({ version: "1.x", file: "content/sidebars/1.x.json" }));
    expect(error.message).toContain('Couldn\'t find any doc with id "x" in version 1.x');
    expect(error.message).toContain('sidebar "docs" in content/sidebars/1.x.json');
    expect(error.message).toContain(
      "Available doc ids are:\n- autoeval/index\n- autoeval/metrics\n- index\n- quickstart\n- secret\n- wip",
    );
  });

  it("finds a missing doc id nested in a category and in a category link", () => {
    const nested = normalizeSidebar([{ type: "category", label: "C", items: ["index", "nested/missing"] }]);
    expect(errorOf(nested, ctx()).message).toContain('Couldn\'t find any doc with id "nested/missing"');
    const linked = normalizeSidebar([
      { type: "category", label: "C", link: { type: "doc", id: "gone" }, items: ["index"] },
    ]);
    expect(errorOf(linked, ctx()).message).toContain('Couldn\'t find any doc with id "gone"');
  });

  it("leaves out drafts in production and links them in development", () => {
    const items = normalizeSidebar(["index", "wip"]);
    expect(resolveSidebar(items, ctx()).map((i) => i.href)).toEqual(["/"]);
    expect(resolveSidebar(items, ctx({ includeDrafts: true })).map((i) => i.href)).toEqual(["/", "/wip/"]);
  });

  it("drops a draft category link but keeps the category", () => {
    const [category] = resolveSidebar(
      normalizeSidebar([{ type: "category", label: "C", link: { type: "doc", id: "wip" }, items: ["index"] }]),
      ctx(),
    );
    expect(category).toMatchObject({ type: "category", label: "C" });
    expect(category).not.toHaveProperty("href");
  });
});

describe("resolveSidebar: links and categories", () => {
  it("marks links with a scheme as external", () => {
    const items = resolveSidebar(
      normalizeSidebar([
        { type: "link", label: "Notes", href: "/release-notes/" },
        { type: "link", label: "Console", href: "https://lastmileai.dev" },
        { type: "link", label: "Mail", href: "mailto:support@example.com" },
      ]),
      ctx(),
    );
    expect(items.map((i) => (i.type === "link" ? i.external : null))).toEqual([false, true, true]);
  });

  it("links a category to its doc, with the doc's description", () => {
    const [category] = resolveSidebar(
      normalizeSidebar([{ type: "category", label: "AE", link: { type: "doc", id: "autoeval/index" }, items: [] }]),
      ctx(),
    );
    expect(category).toEqual({
      type: "category",
      label: "AE",
      href: "/autoeval/",
      description: "The platform.",
      collapsed: true,
      items: [],
    });
  });

  it("links a generated-index category to /category/{slug}/", () => {
    const [category] = resolveSidebar(
      normalizeSidebar([
        {
          type: "category",
          label: "API",
          collapsed: false,
          link: { type: "generated-index", slug: "api", description: "Everything API." },
          items: ["quickstart"],
        },
      ]),
      ctx(),
    );
    expect(category).toMatchObject({
      type: "category",
      label: "API",
      href: "/category/api/",
      description: "Everything API.",
      collapsed: false,
    });
  });

  it("puts an archived version's generated index under the version's path", () => {
    const items = normalizeSidebar([
      { type: "category", label: "API", link: { type: "generated-index", slug: "api" }, items: ["quickstart"] },
    ]);
    expect(resolveSidebar(items, ctx({ version: "3.x" }))[0]).toMatchObject({ href: "/3.x/category/api/" });
  });

  it("fails on a sidebar with nothing to link to, naming it, its version and file", () => {
    const error = errorOf(
      normalizeSidebar(["wip", { type: "category", label: "Empty", items: [] }]),
      ctx({ sidebarId: "guides", version: "1.x", file: "content/sidebars/1.x.json" }),
    );
    expect(error.message).toBe(
      'Sidebar "guides" of version "1.x" (content/sidebars/1.x.json) has nothing to link to: add at least one doc or link to it.',
    );
  });

  it("fails on an empty sidebar", () => {
    expect(errorOf([], ctx()).message).toContain("has nothing to link to");
  });

  it("accepts a sidebar whose only target is a category link or a nested link", () => {
    expect(() =>
      resolveSidebar(
        normalizeSidebar([{ type: "category", label: "C", link: { type: "generated-index", slug: "c" }, items: [] }]),
        ctx(),
      ),
    ).not.toThrow();
    expect(() =>
      resolveSidebar(normalizeSidebar([{ type: "category", label: "C", items: ["index"] }]), ctx()),
    ).not.toThrow();
  });
});

describe("resolveSidebar: the API reference", () => {
  it("expands into the information page, then one category per tag with each operation's method", () => {
    expect(resolveSidebar([{ type: "api-reference" }], ctx({ api: API }))).toEqual([
      { type: "link", label: "AutoEval API v2", href: "/api/autoeval-api-v-2/", external: false, unlisted: false },
      {
        type: "category",
        label: "Dataset",
        description: "Datasets.",
        collapsed: true,
        items: [
          {
            type: "link",
            label: "Create Dataset",
            href: "/api/create-dataset/",
            method: "POST",
            external: false,
            unlisted: false,
          },
          {
            type: "link",
            label: "Archive Dataset",
            href: "/api/archive-dataset/",
            method: "DELETE",
            external: false,
            unlisted: false,
          },
        ],
      },
      {
        type: "category",
        label: "Evaluation",
        collapsed: true,
        items: [
          {
            type: "link",
            label: "Evaluate",
            href: "/api/evaluate/",
            method: "POST",
            external: false,
            unlisted: false,
          },
        ],
      },
    ]);
  });

  it("expands in place inside a category", () => {
    const [category] = resolveSidebar(
      normalizeSidebar([{ type: "category", label: "API", items: ["quickstart", { type: "api-reference" }] }]),
      ctx({ api: API }),
    );
    expect(category?.type === "category" && category.items.map((i) => i.label)).toEqual([
      "Quickstart",
      "AutoEval API v2",
      "Dataset",
      "Evaluation",
    ]);
  });

  it("expands to nothing without an API description", () => {
    expect(resolveSidebar(normalizeSidebar(["index", { type: "api-reference" }]), ctx())).toHaveLength(1);
  });
});
