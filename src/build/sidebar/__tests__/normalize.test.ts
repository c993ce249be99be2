import { describe, expect, it } from "vitest";
import { normalizeSidebar } from "../normalize";

describe("normalizeSidebar", () => {
  it("spells out a doc id string as a doc item", () => {
    expect(normalizeSidebar(["quickstart"])).toEqual([{ type: "doc", id: "quickstart" }]);
  });

  it("keeps doc and api-reference items as they are", () => {
    expect(normalizeSidebar([{ type: "doc", id: "sdk", label: "SDK" }, { type: "api-reference" }])).toEqual([
      { type: "doc", id: "sdk", label: "SDK" },
      { type: "api-reference" },
    ]);
  });

  it("gives links an unlisted flag, from unlisted or linkUnlisted", () => {
    expect(
      normalizeSidebar([
        { type: "link", label: "A", href: "/a/" },
        { type: "link", label: "B", href: "/b/", unlisted: true },
        { type: "link", label: "C", href: "/c/", linkUnlisted: true },
        { type: "link", label: "D", href: "/d/", unlisted: false },
      ]),
    ).toEqual([
      { type: "link", label: "A", href: "/a/", unlisted: false },
      { type: "link", label: "B", href: "/b/", unlisted: true },
      { type: "link", label: "C", href: "/c/", unlisted: true },
      { type: "link", label: "D", href: "/d/", unlisted: false },
    ]);
  });

  it("collapses categories by default and normalizes their items recursively", () => {
    expect(
      normalizeSidebar([
        {
          type: "category",
          label: "Outer",
          items: ["a", { type: "category", label: "Inner", collapsed: false, items: ["b"] }],
        },
      ]),
    ).toEqual([
      {
        type: "category",
        label: "Outer",
        collapsed: true,
        items: [
          { type: "doc", id: "a" },
          { type: "category", label: "Inner", collapsed: false, items: [{ type: "doc", id: "b" }] },
        ],
      },
    ]);
  });

  it("keeps a category link and leaves out an absent one", () => {
    const [withLink, withoutLink] = normalizeSidebar([
      { type: "category", label: "A", link: { type: "generated-index", slug: "a" }, items: [] },
      { type: "category", label: "B", items: [] },
    ]);
    expect(withLink).toMatchObject({ link: { type: "generated-index", slug: "a" } });
    expect(withoutLink).not.toHaveProperty("link");
  });
});
