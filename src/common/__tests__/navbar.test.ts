import { describe, expect, it } from "vitest";
import type { NavbarItem } from "../../config/schema";
import { describeNavbarItem, docPath, isClaimedByLink, isNavLinkActive, linkVersion } from "../navbar";

describe("isNavLinkActive", () => {
  const api = { to: "/sdk/", activeBaseRegex: "^/(sdk|api|category/api)/" };

  it("uses activeBaseRegex first", () => {
    expect(isNavLinkActive(api, "/sdk/")).toBe(true);
    expect(isNavLinkActive(api, "/api/evaluate/")).toBe(true);
    expect(isNavLinkActive(api, "/category/api/")).toBe(true);
    expect(isNavLinkActive(api, "/quickstart/")).toBe(false);
    expect(isNavLinkActive(api, "/sdkx/")).toBe(false);
  });

  it("then activeBasePath as a prefix", () => {
    expect(isNavLinkActive({ to: "/release-notes/", activeBasePath: "/release-notes/" }, "/release-notes/2025/")).toBe(
      true,
    );
    expect(isNavLinkActive({ to: "/release-notes/", activeBasePath: "/release-notes/" }, "/")).toBe(false);
  });

  it("else only on its own page", () => {
    expect(isNavLinkActive({ to: "/release-notes/" }, "/release-notes/")).toBe(true);
    expect(isNavLinkActive({ to: "/release-notes/" }, "/release-notes/x/")).toBe(false);
    expect(isNavLinkActive({}, "/")).toBe(false);
  });
});

describe("isClaimedByLink", () => {
  const items: NavbarItem[] = [
    { type: "docSidebar", sidebarId: "docs", label: "Docs", position: "left" },
    { type: "default", label: "API Reference", to: "/sdk/", activeBaseRegex: "^/(sdk|api)/", position: "right" },
    { type: "default", label: "Release Notes", to: "/release-notes/", position: "right" },
    { type: "default", label: "Blog", href: "https://blog.example", activeBasePath: "/", position: "right" },
  ];

  it("is true where a plain internal link is active", () => {
    expect(isClaimedByLink(items, "/sdk/")).toBe(true);
    expect(isClaimedByLink(items, "/api/evaluate/")).toBe(true);
    expect(isClaimedByLink(items, "/release-notes/")).toBe(true);
  });

  it("is false elsewhere, and external links claim nothing", () => {
    expect(isClaimedByLink(items, "/quickstart/")).toBe(false);
    expect(isClaimedByLink(items, "/")).toBe(false);
  });
});

describe("linkVersion", () => {
  it("prefers the page's version, then the reader's, then the current one", () => {
    expect(linkVersion("1.x", "current")).toBe("1.x");
    expect(linkVersion(null, "1.x")).toBe("1.x");
    expect(linkVersion(null, null)).toBe("current");
    // Once a release is cut, version-less links lead to it.
    expect(linkVersion(null, null, "2.x")).toBe("2.x");
    expect(linkVersion(null, "current", "2.x")).toBe("current");
  });
});

describe("docPath", () => {
  const docs = [
    { docId: "quickstart", version: "current", path: "/quickstart/" },
    { docId: "quickstart", version: "1.x", path: "/1.x/quickstart/" },
    { docId: "workbooks", version: "current", path: "/workbooks/" },
  ];

  it("finds the doc in the version", () => {
    expect(docPath(docs, "quickstart", "1.x")).toBe("/1.x/quickstart/");
    expect(docPath(docs, "quickstart", "current")).toBe("/quickstart/");
  });

  it("falls back to the current version, then to null", () => {
    expect(docPath(docs, "workbooks", "1.x")).toBe("/workbooks/");
    expect(docPath(docs, "nowhere", "1.x")).toBeNull();
  });
});

describe("describeNavbarItem", () => {
  it("names the index, the label and the type", () => {
    const item = {
      type: "default",
      label: "Blog",
      href: "https://blog.lastmileai.dev",
      position: "right",
    } as NavbarItem;
    expect(describeNavbarItem(item, 3)).toBe('navbar.items[3] "Blog" (type "default")');
    expect(describeNavbarItem({ type: "search", position: "right" }, 7)).toBe('navbar.items[7] (type "search")');
  });
});
