import { describe, expect, it } from "vitest";
import { activeSidebar, containsPath } from "../active";
import type { ResolvedItem } from "../types";

const docs: ResolvedItem[] = [
  { type: "link", label: "Overview", href: "/", external: false, unlisted: false },
  {
    type: "category",
    label: "API",
    href: "/category/api/",
    collapsed: true,
    items: [
      {
        type: "category",
        label: "Dataset",
        collapsed: true,
        items: [{ type: "link", label: "Create", href: "/api/create-dataset/", external: false, unlisted: false }],
      },
    ],
  },
];
const guides: ResolvedItem[] = [
  { type: "link", label: "RAG", href: "/guides/rag-evaluation/", external: false, unlisted: false },
  { type: "link", label: "Overview again", href: "/", external: false, unlisted: false },
];

describe("containsPath", () => {
  it("finds links and category pages at any depth", () => {
    expect(containsPath(docs, "/")).toBe(true);
    expect(containsPath(docs, "/category/api/")).toBe(true);
    expect(containsPath(docs, "/api/create-dataset/")).toBe(true);
    expect(containsPath(docs, "/guides/rag-evaluation/")).toBe(false);
  });
});

describe("activeSidebar", () => {
  const sidebars = [
    { id: "docs", items: docs },
    { id: "guides", items: guides },
  ];

  it("is the first sidebar that links to the page", () => {
    expect(activeSidebar(sidebars, "/api/create-dataset/")?.id).toBe("docs");
    expect(activeSidebar(sidebars, "/guides/rag-evaluation/")?.id).toBe("guides");
    expect(activeSidebar(sidebars, "/")?.id).toBe("docs");
  });

  it("is null for a page no sidebar links to", () => {
    expect(activeSidebar(sidebars, "/release-notes/")).toBeNull();
    expect(activeSidebar([], "/")).toBeNull();
  });
});
