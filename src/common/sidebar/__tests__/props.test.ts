import { describe, expect, it } from "vitest";
import {
  breadcrumbs,
  categoryItemsAt,
  findCategory,
  firstLink,
  flattenPages,
  pageSidebarProps,
  pagination,
  sidebarFileItems,
  sidebarProps,
} from "../props";
import type { ResolvedCategory, ResolvedItem, ResolvedLink, SidebarItemProps } from "../types";

function link(label: string, href: string, extra: Partial<ResolvedLink> = {}): ResolvedLink {
  return { type: "link", label, href, external: /^[a-z]+:/.test(href), unlisted: false, ...extra };
}

function category(label: string, items: ResolvedItem[], extra: Partial<ResolvedCategory> = {}): ResolvedCategory {
  return { type: "category", label, collapsed: true, items, ...extra };
}

const TREE: ResolvedItem[] = [
  link("Overview", "/"),
  link("Quickstart", "/quickstart/"),
  category(
    "AutoEval",
    [
      link("Intro", "/autoeval/autoeval-intro/"),
      category("Datasets", [link("Examples", "/autoeval/datasets/example-datasets/")], { href: "/autoeval/datasets/" }),
      link("Hidden", "/autoeval/hidden/", { unlisted: true }),
    ],
    { href: "/autoeval/" },
  ),
  category("Guides", [link("RAG", "/guides/rag-evaluation/")], { collapsed: false }),
  link("Console", "https://lastmileai.dev"),
  category("API", [link("SDK", "/sdk/")], { href: "/category/api/" }),
];

/** label -> [active, expanded?] for a compact view of the props tree. */
function flags(items: readonly SidebarItemProps[]): unknown[] {
  return items.map((item) =>
    item.type === "link"
      ? `${item.label}${item.active ? " (active)" : ""}`
      : { [`${item.label}${item.active ? " (active)" : ""}${item.expanded ? " (open)" : ""}`]: flags(item.items) },
  );
}

describe("sidebarProps", () => {
  it("marks the current page, opens the categories holding it and hides unlisted links", () => {
    expect(flags(sidebarProps(TREE, "/autoeval/datasets/example-datasets/"))).toEqual([
      "Overview",
      "Quickstart",
      {
        "AutoEval (active) (open)": ["Intro", { "Datasets (active) (open)": ["Examples (active)"] }],
      },
      { "Guides (open)": ["RAG"] },
      "Console",
      { API: ["SDK"] },
    ]);
  });

  it("opens a category whose own page is the current one", () => {
    expect(flags(sidebarProps(TREE, "/category/api/"))[5]).toEqual({ "API (active) (open)": ["SDK"] });
  });

  it("shows an unlisted link only on its own page", () => {
    const props = sidebarProps(TREE, "/autoeval/hidden/");
    expect(flags(props)[2]).toEqual({
      "AutoEval (active) (open)": ["Intro", { Datasets: ["Examples"] }, "Hidden (active)"],
    });
  });

  it("keeps everything collapsed as configured on a page outside the sidebar", () => {
    expect(flags(sidebarProps(TREE, "/release-notes/"))).toEqual([
      "Overview",
      "Quickstart",
      { AutoEval: ["Intro", { Datasets: ["Examples"] }] },
      { "Guides (open)": ["RAG"] },
      "Console",
      { API: ["SDK"] },
    ]);
  });

  it("keeps the resolved fields on each item", () => {
    const [overview] = sidebarProps(TREE, "/");
    expect(overview).toEqual({ ...link("Overview", "/"), active: true });
  });
});

describe("breadcrumbs", () => {
  it("lists the categories down to the page, linking those that have a page", () => {
    expect(breadcrumbs(TREE, "/autoeval/datasets/example-datasets/")).toEqual([
      { label: "AutoEval", href: "/autoeval/" },
      { label: "Datasets", href: "/autoeval/datasets/" },
      { label: "Examples" },
    ]);
  });

  it("does not link a category without a page", () => {
    expect(breadcrumbs(TREE, "/guides/rag-evaluation/")).toEqual([{ label: "Guides" }, { label: "RAG" }]);
  });

  it("ends at a category page itself", () => {
    expect(breadcrumbs(TREE, "/autoeval/datasets/")).toEqual([
      { label: "AutoEval", href: "/autoeval/" },
      { label: "Datasets" },
    ]);
  });

  it("is empty outside the sidebar and one crumb at the top level", () => {
    expect(breadcrumbs(TREE, "/nowhere/")).toEqual([]);
    expect(breadcrumbs(TREE, "/quickstart/")).toEqual([{ label: "Quickstart" }]);
  });
});

describe("flattenPages and pagination", () => {
  it("lists internal pages in reading order, category pages included, external and unlisted left out", () => {
    expect(flattenPages(TREE).map((p) => p.href)).toEqual([
      "/",
      "/quickstart/",
      "/autoeval/",
      "/autoeval/autoeval-intro/",
      "/autoeval/datasets/",
      "/autoeval/datasets/example-datasets/",
      "/guides/rag-evaluation/",
      "/category/api/",
      "/sdk/",
    ]);
  });

  it("links previous and next pages", () => {
    expect(pagination(TREE, "/autoeval/autoeval-intro/")).toEqual({
      previous: { label: "AutoEval", href: "/autoeval/" },
      next: { label: "Datasets", href: "/autoeval/datasets/" },
    });
  });

  it("skips the external link between two pages", () => {
    expect(pagination(TREE, "/guides/rag-evaluation/")).toEqual({
      previous: { label: "Examples", href: "/autoeval/datasets/example-datasets/" },
      next: { label: "API", href: "/category/api/" },
    });
  });

  it("skips the unlisted page", () => {
    expect(pagination(TREE, "/autoeval/datasets/example-datasets/").next).toEqual({
      label: "RAG",
      href: "/guides/rag-evaluation/",
    });
  });

  it("has no previous on the first page, no next on the last, nothing off the sidebar", () => {
    expect(pagination(TREE, "/")).toEqual({ next: { label: "Quickstart", href: "/quickstart/" } });
    expect(pagination(TREE, "/sdk/")).toEqual({ previous: { label: "API", href: "/category/api/" } });
    expect(pagination(TREE, "/autoeval/hidden/")).toEqual({});
    expect(pagination(TREE, "/release-notes/")).toEqual({});
  });
});

describe("findCategory", () => {
  it("finds a category by its page, nested or not", () => {
    expect(findCategory(TREE, "/category/api/")?.label).toBe("API");
    expect(findCategory(TREE, "/autoeval/datasets/")?.label).toBe("Datasets");
    expect(findCategory(TREE, "/quickstart/")).toBeUndefined();
  });
});

describe("firstLink", () => {
  it("is the first link of the sidebar", () => {
    expect(firstLink(TREE)).toEqual(link("Overview", "/"));
  });

  it("is a category's own page when it comes first", () => {
    expect(firstLink([category("C", [link("Inner", "/inner/")], { href: "/category/c/" })])).toEqual({
      href: "/category/c/",
    });
  });

  it("descends into a category without a page", () => {
    expect(firstLink([category("C", [category("D", [link("Deep", "/deep/")])])])).toEqual(link("Deep", "/deep/"));
  });

  it("is undefined for a sidebar without any link", () => {
    expect(firstLink([category("C", [])])).toBeUndefined();
  });

  it("passes over a leading external link to the first page of the site", () => {
    expect(firstLink([link("Console", "https://lastmileai.dev"), link("Overview", "/")])).toEqual(
      link("Overview", "/"),
    );
  });
});

describe("pageSidebarProps", () => {
  it("leaves out the items of closed categories, naming each one's place among the categories", () => {
    const props = pageSidebarProps(TREE, "/quickstart/");
    expect(props.filter((item) => item.type === "category")).toEqual([
      expect.objectContaining({ label: "AutoEval", expanded: false, items: [], deferred: "0" }),
      expect.objectContaining({ label: "Guides", expanded: true }),
      expect.objectContaining({ label: "API", expanded: false, items: [], deferred: "2" }),
    ]);
    expect(flags(props)[3]).toEqual({ "Guides (open)": ["RAG"] });
    expect(props[3]).not.toHaveProperty("deferred");
  });

  it("keeps an open category's items, and defers its closed categories by their place inside it", () => {
    const props = pageSidebarProps(TREE, "/autoeval/autoeval-intro/");
    const autoEval = props[2]!;
    expect(autoEval.type === "category" && autoEval.items[1]).toMatchObject({
      label: "Datasets",
      items: [],
      deferred: "0.0",
    });
    expect(flags(props)[2]).toEqual({ "AutoEval (active) (open)": ["Intro (active)", { Datasets: [] }] });
  });

  it("finds every deferred category's items in the sidebar's file as the page would show them", () => {
    const file = JSON.parse(JSON.stringify(sidebarFileItems(TREE))) as SidebarItemProps[];
    for (const path of ["/quickstart/", "/autoeval/autoeval-intro/", "/sdk/"]) {
      const whole = sidebarProps(TREE, path);
      const walk = (page: readonly SidebarItemProps[], full: readonly SidebarItemProps[]) =>
        page.forEach((item, i) => {
          const same = full[i]!;
          if (item.type !== "category" || same.type !== "category") return;
          if (item.deferred === undefined) walk(item.items, same.items);
          else expect(categoryItemsAt(file, item.deferred), `${path} ${item.label}`).toEqual(same.items);
        });
      walk(pageSidebarProps(TREE, path), whole);
    }
  });

  it("finds no category at a place the file does not have", () => {
    expect(categoryItemsAt(sidebarFileItems(TREE), "7")).toBeNull();
    expect(categoryItemsAt(sidebarFileItems(TREE), "1.3")).toBeNull();
  });
});
