import { describe, expect, it } from "vitest";
import type { NavbarItem } from "../../../config/schema";
import type { ResolvedItem } from "../../sidebar/types";
import { routeDataFor, sidebarFileKey, siteDocs, type DocsStructure } from "../route-data";

const link = (label: string, href: string): ResolvedItem => ({
  type: "link",
  label,
  href,
  external: false,
  unlisted: false,
});

const structure: DocsStructure = {
  versions: [
    { name: "current", label: "2.x", path: "/", isLast: true, banner: null },
    { name: "1.x", label: "1.x", path: "/1.x/", isLast: false, banner: "unmaintained" },
  ],
  docs: [
    { docId: "index", version: "current", path: "/" },
    { docId: "quickstart", version: "current", path: "/quickstart/" },
    { docId: "metrics", version: "current", path: "/autoeval/metrics/" },
    { docId: "index", version: "1.x", path: "/1.x/" },
    { docId: "quickstart", version: "1.x", path: "/1.x/quickstart/" },
  ],
  sidebars: [
    {
      sidebarId: "docs",
      version: "current",
      items: [
        link("Overview", "/"),
        link("Quickstart", "/quickstart/"),
        {
          type: "category",
          label: "AutoEval",
          href: "/autoeval/",
          collapsed: true,
          items: [link("Metrics", "/autoeval/metrics/")],
        },
        link("Release notes", "/release-notes/"),
      ],
    },
    { sidebarId: "docs", version: "1.x", items: [link("Overview", "/1.x/"), link("Quickstart", "/1.x/quickstart/")] },
  ],
};
const navbar: NavbarItem[] = [
  { type: "doc", docId: "quickstart", label: "Quickstart", position: "left" },
  { type: "doc", docId: "metrics", label: "Metrics", position: "left" },
  { type: "docSidebar", sidebarId: "docs", label: "Docs", position: "left" },
] as NavbarItem[];
const site = siteDocs(structure, navbar);

describe("siteDocs", () => {
  it("gives each navbar doc link its target per version, falling back to the current doc", () => {
    expect(site.navbarTargets).toEqual({
      "doc:quickstart": { current: "/quickstart/", "1.x": "/1.x/quickstart/" },
      "doc:metrics": { current: "/autoeval/metrics/", "1.x": "/autoeval/metrics/" },
      "sidebar:docs": { current: "/", "1.x": "/1.x/" },
    });
    expect(site.versions).toBe(structure.versions);
  });
});

describe("routeDataFor", () => {
  it("a docs page: its version, its sidebar with the active item and its category open, crumbs, neighbours", () => {
    const route = routeDataFor("/autoeval/metrics/", structure, site);
    expect(route.docsVersion).toBe("current");
    expect(route.version?.name).toBe("current");
    expect(route.sidebar?.sidebarId).toBe("docs");
    const category = route.sidebar!.items[2]!;
    expect(category).toMatchObject({ type: "category", active: true, expanded: true });
    expect(category.type === "category" && category.items[0]).toMatchObject({
      href: "/autoeval/metrics/",
      active: true,
    });
    expect(route.breadcrumbs).toEqual([{ label: "AutoEval", href: "/autoeval/" }, { label: "Metrics" }]);
    expect(route.previous).toEqual({ label: "AutoEval", href: "/autoeval/" });
    expect(route.next).toEqual({ label: "Release notes", href: "/release-notes/" });
    expect(route.versionPaths).toEqual({ current: "/autoeval/metrics/", "1.x": "/1.x/" });
    expect(route.sidebar?.file).toBeNull();
  });

  it("names the file of the page's sidebar, where its closed categories' items are", () => {
    const files = new Map([[sidebarFileKey("1.x", "docs"), "/sidebars/1.x/docs.0123456789abcdef.json"]]);
    const route = routeDataFor("/1.x/quickstart/", { ...structure, sidebarFiles: files }, site);
    expect(route.sidebar?.file).toBe("/sidebars/1.x/docs.0123456789abcdef.json");
  });

  it("an archived page: its own version and sidebar, and the same doc in the latest version", () => {
    const route = routeDataFor("/1.x/quickstart/", structure, site);
    expect(route.docsVersion).toBe("1.x");
    expect(route.version?.banner).toBe("unmaintained");
    expect(route.sidebar?.version).toBe("1.x");
    expect(route.versionPaths).toEqual({ current: "/quickstart/", "1.x": "/1.x/quickstart/" });
    expect(route.previous).toEqual({ label: "Overview", href: "/1.x/" });
    expect(route.next).toBeNull();
  });

  it("a page a sidebar links to but no doc is: the sidebar, and no docs version for the navbar", () => {
    const route = routeDataFor("/release-notes/", structure, site);
    expect(route.docsVersion).toBeNull();
    expect(route.versionPaths).toBeNull();
    expect(route.sidebar?.sidebarId).toBe("docs");
  });

  it("a page outside every sidebar: no sidebar, crumbs or neighbours, but the site's facts", () => {
    const route = routeDataFor("/search/", structure, site);
    expect(route).toMatchObject({ sidebar: null, breadcrumbs: [], previous: null, next: null, docsVersion: null });
    expect(route.site).toBe(site);
  });

  it("marks only the page's own link active in a sidebar it shares with other pages", () => {
    const route = routeDataFor("/quickstart/", structure, site);
    const active = route.sidebar!.items.filter((item) => item.active).map((item) => item.label);
    expect(active).toEqual(["Quickstart"]);
    expect(route.sidebar!.items[2]).toMatchObject({ active: false, expanded: false });
  });

  it("a page under another (a schema under the API overview): the parent's sidebar open, nothing current, its crumbs then the page", () => {
    const parent = { path: "/autoeval/metrics/", title: "MetricScores" };
    const route = routeDataFor("/api/schemas/metricscores/", structure, site, parent);
    expect(route.sidebar?.sidebarId).toBe("docs");
    const category = route.sidebar!.items[2]!;
    expect(category).toMatchObject({ label: "AutoEval", expanded: true });
    const links = JSON.stringify(route.sidebar!.items);
    expect(links).not.toMatch(/"type":"link"[^}]*"active":true/);
    expect(route.breadcrumbs).toEqual([
      { label: "AutoEval", href: "/autoeval/" },
      { label: "Metrics", href: "/autoeval/metrics/" },
      { label: "MetricScores" },
    ]);
    expect(route).toMatchObject({ previous: null, next: null, docsVersion: null });
    // A page a sidebar does link to keeps its own place.
    expect(routeDataFor("/quickstart/", structure, site, parent).breadcrumbs).toEqual([{ label: "Quickstart" }]);
  });
});
