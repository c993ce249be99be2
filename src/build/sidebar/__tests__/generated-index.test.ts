import { describe, expect, it } from "vitest";
import { categoryAt, generatedIndexes } from "../generated-index";
import type { NormalizedItem, ResolvedItem } from "../../../common/sidebar/types";

const category = (label: string, items: NormalizedItem[], slug?: string): NormalizedItem => ({
  type: "category",
  label,
  collapsed: true,
  items,
  ...(slug ? { link: { type: "generated-index" as const, slug } } : {}),
});

describe("generated category indexes", () => {
  it("are the categories linked to a generated index, nested ones included, under the version's base path", () => {
    const config = [
      category("Guides", [{ type: "doc", id: "a" }]),
      category("Reference", [category("API", [{ type: "doc", id: "sdk" }], "api")], "reference"),
    ];
    expect(generatedIndexes("current", config)).toEqual([
      { label: "Reference", slug: "reference", path: "/category/reference/" },
      { label: "API", slug: "api", path: "/category/api/" },
    ]);
    expect(generatedIndexes("1.x", config).map((index) => index.path)).toEqual([
      "/1.x/category/reference/",
      "/1.x/category/api/",
    ]);
  });

  it("find their resolved category by the page's path, at any depth", () => {
    const api: ResolvedItem = {
      type: "category",
      label: "API",
      href: "/1.x/category/api/",
      collapsed: true,
      items: [],
    };
    const items: ResolvedItem[] = [
      { type: "link", label: "Intro", href: "/1.x/", external: false, unlisted: false },
      { type: "category", label: "Reference", href: "/1.x/reference/", collapsed: true, items: [api] },
    ];
    expect(categoryAt(items, "/1.x/category/api/")).toBe(api);
    expect(categoryAt(items, "/category/api/")).toBeUndefined();
  });
});
