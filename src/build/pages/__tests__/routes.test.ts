import { describe, expect, it } from "vitest";
import {
  caseOnlyCollisions,
  caseOnlyCollisionsMessage,
  normalizeRoute,
  routeCollisions,
  routeCollisionsMessage,
  srcPagesRoutes,
  type PlannedPage,
} from "../routes";

const SITE: PlannedPage[] = [
  { path: "/", source: "content/docs/index.mdx" },
  { path: "/quickstart/", source: "content/docs/quickstart.mdx" },
  { path: "/1.x/quickstart/", source: "content/versioned_docs/version-1.x/quickstart.mdx" },
  {
    path: "/category/api/",
    source: 'the generated index of category "API" (sidebar "docs" in content/sidebars/current.json)',
  },
  { path: "/api/create-run/", source: 'ApiOperation "createRun" (openapi/autoeval-api-v2.yaml)' },
  { path: "/api/schemas/run/", source: 'ApiSchema "lmai.Run" (openapi/autoeval-api-v2.yaml)' },
  { path: "/release-notes/", source: "the release notes page (content/release-notes)" },
  { path: "/markdown-page/", source: "content/pages/markdown-page.mdx" },
  { path: "/search/", source: "src/pages/search.tsx" },
  { path: "/404/", source: "src/pages/404.tsx" },
];

describe("normalizeRoute", () => {
  it.each([
    ["/a/", "/a/"],
    ["/a", "/a/"],
    ["a", "/a/"],
    ["", "/"],
    ["//a//b", "/a/b/"],
  ])("%j -> %j", (path, route) => {
    expect(normalizeRoute(path)).toBe(route);
  });
});

describe("routeCollisions", () => {
  it("finds nothing on a site whose pages each have their own path", () => {
    expect(routeCollisions(SITE)).toEqual([]);
  });

  it("names both sources of two pages of different kinds at one path", () => {
    const pages = [...SITE, { path: "/api/create-run/", source: "content/docs/api/create-run.mdx" }];
    expect(routeCollisions(pages)).toEqual([
      {
        path: "/api/create-run/",
        sources: ['ApiOperation "createRun" (openapi/autoeval-api-v2.yaml)', "content/docs/api/create-run.mdx"],
      },
    ]);
  });

  it("compares paths the way the site serves them, with a trailing slash", () => {
    const pages = [
      { path: "/search", source: "content/docs/search.mdx" },
      { path: "/search/", source: "src/pages/search.tsx" },
    ];
    expect(routeCollisions(pages)).toEqual([
      { path: "/search/", sources: ["content/docs/search.mdx", "src/pages/search.tsx"] },
    ]);
  });

  it("lists every source of a path claimed three times, and every path claimed twice", () => {
    const pages = [
      { path: "/a/", source: "one" },
      { path: "/b/", source: "two" },
      { path: "/a/", source: "three" },
      { path: "/b/", source: "four" },
      { path: "/a", source: "five" },
    ];
    expect(routeCollisions(pages)).toEqual([
      { path: "/a/", sources: ["one", "three", "five"] },
      { path: "/b/", sources: ["two", "four"] },
    ]);
  });

  it("catches generated indexes of two versions, which share /category/", () => {
    const pages = [
      {
        path: "/category/api/",
        source: 'the generated index of category "API" (sidebar "docs" in content/sidebars/current.json)',
      },
      {
        path: "/category/api/",
        source: 'the generated index of category "API" (sidebar "docs" in content/sidebars/1.x.json)',
      },
    ];
    expect(routeCollisions(pages).map((c) => c.path)).toEqual(["/category/api/"]);
  });

  it("tells the author which paths and sources, and how to move each kind of page", () => {
    expect(
      routeCollisionsMessage([{ path: "/search/", sources: ["content/docs/search.mdx", "src/pages/search.tsx"] }]),
    ).toBe(
      [
        "Two pages at one path (Gatsby would keep only the last):",
        "- /search/ is claimed by content/docs/search.mdx and src/pages/search.tsx",
        "Give all but one of them another path: a doc its `slug` front matter or another file name; a page of " +
          "content/pages or src/pages another file name; an API page a `slugOverrides` entry of gatsby-source-openapi " +
          "in gatsby-config.ts; a generated index another `slug` in its sidebars file.",
      ].join("\n"),
    );
  });
});

describe("caseOnlyCollisions", () => {
  it("warns of paths that differ only in letter case, one source each", () => {
    const pages = [
      ...SITE,
      { path: "/QuickStart/", source: "content/docs/QuickStart.mdx" },
      { path: "/quickstart", source: "content/pages/quickstart.mdx" },
    ];
    const found = caseOnlyCollisions(pages);
    expect(found).toEqual([
      {
        path: "/quickstart/ and /QuickStart/",
        sources: ["content/docs/quickstart.mdx", "content/docs/QuickStart.mdx"],
      },
    ]);
    expect(caseOnlyCollisionsMessage(found)).toBe(
      [
        "Routes that differ only in letter case (one page on a case-insensitive disk or host):",
        "- /quickstart/ and /QuickStart/ is claimed by content/docs/quickstart.mdx and content/docs/QuickStart.mdx",
        "Give one of them another path unless both are meant.",
      ].join("\n"),
    );
  });

  it("leaves identical paths to routeCollisions", () => {
    expect(caseOnlyCollisions([...SITE, { path: "/quickstart/", source: "x" }])).toEqual([]);
  });
});

describe("srcPagesRoutes", () => {
  it("maps the files of src/pages to the pages Gatsby makes of them", () => {
    expect(
      srcPagesRoutes([
        "404.tsx",
        "search.tsx",
        "index.tsx",
        "guides/index.jsx",
        "guides/setup.ts",
        "about.mdx",
        "guides",
        "_helper.tsx",
        ".hidden.tsx",
        "template-post.tsx",
        "types.d.ts",
        "data.json",
        "search.test.tsx",
        "__tests__/search.tsx",
        "styles.module.css",
        "{Doc.path}.tsx",
        "app/[...rest].tsx",
        "guides\\windows.tsx",
      ]),
    ).toEqual([
      { path: "/404/", source: "src/pages/404.tsx" },
      { path: "/search/", source: "src/pages/search.tsx" },
      { path: "/", source: "src/pages/index.tsx" },
      { path: "/guides/", source: "src/pages/guides/index.jsx" },
      { path: "/guides/setup/", source: "src/pages/guides/setup.ts" },
      { path: "/about/", source: "src/pages/about.mdx" },
      { path: "/guides/windows/", source: "src/pages/guides/windows.tsx" },
    ]);
  });
});
