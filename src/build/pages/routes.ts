/**
 * The pages a build plans, checked before any is created. Gatsby keeps the last of two pages
 * given one path without a word, so two sources claiming a path stop the build, naming both.
 */
import { withTrailingSlash } from "../../common/slug";

export interface PlannedPage {
  readonly path: string;
  /** What makes the page: its file, or its node type and id, e.g. `ApiOperation "createRun"`. */
  readonly source: string;
}

export interface RouteCollision {
  readonly path: string;
  readonly sources: readonly string[];
}

/** The site has trailingSlash "always": "/a" and "/a/" are one page, and "//a" is "/a/" as docRoute writes it. */
export function normalizeRoute(path: string): string {
  return withTrailingSlash(`/${path}`.replace(/\/+/g, "/"));
}

function groupBy(pages: readonly PlannedPage[], key: (page: PlannedPage) => string): Map<string, PlannedPage[]> {
  const groups = new Map<string, PlannedPage[]>();
  for (const page of pages) groups.set(key(page), [...(groups.get(key(page)) ?? []), page]);
  return groups;
}

/** Paths two or more planned pages share, each with every source that claims it, in plan order. */
export function routeCollisions(pages: readonly PlannedPage[]): RouteCollision[] {
  return [...groupBy(pages, (page) => normalizeRoute(page.path))]
    .filter(([, group]) => group.length > 1)
    .map(([path, group]) => ({ path, sources: group.map((page) => page.source) }));
}

/**
 * Distinct paths that differ only in letter case (/API/ and /api/): two pages to Gatsby, but one
 * folder on a case-insensitive disk or host, and easily mistyped. A warning: either may be meant.
 */
export function caseOnlyCollisions(pages: readonly PlannedPage[]): RouteCollision[] {
  return [...groupBy(pages, (page) => normalizeRoute(page.path).toLowerCase()).values()]
    .map((group) => [...groupBy(group, (page) => normalizeRoute(page.path))])
    .filter((byPath) => byPath.length > 1)
    .map((byPath) => ({
      path: byPath.map(([path]) => path).join(" and "),
      sources: byPath.map(([, [first]]) => first!.source),
    }));
}

function formatCollisions(collisions: readonly RouteCollision[]): string {
  return collisions.map((c) => `- ${c.path} is claimed by ${c.sources.join(" and ")}`).join("\n");
}

/** The build error: each shared path with its sources, and how to move a page of each kind. */
export function routeCollisionsMessage(collisions: readonly RouteCollision[]): string {
  return [
    "Two pages at one path (Gatsby would keep only the last):",
    formatCollisions(collisions),
    "Give all but one of them another path: a doc its `slug` front matter or another file name; a page of " +
      "content/pages or src/pages another file name; an API page a `slugOverrides` entry of gatsby-source-openapi " +
      "in gatsby-config.ts; a generated index another `slug` in its sidebars file.",
  ].join("\n");
}

export function caseOnlyCollisionsMessage(collisions: readonly RouteCollision[]): string {
  return [
    "Routes that differ only in letter case (one page on a case-insensitive disk or host):",
    formatCollisions(collisions),
    "Give one of them another path unless both are meant.",
  ].join("\n");
}

const PAGE_FILE = /\.(jsx?|tsx?|mdx?)$/;

/**
 * The pages Gatsby makes from src/pages by itself, from their paths relative to src/pages:
 * "search.tsx" -> /search/, "404.tsx" -> /404/, "guides/index.tsx" -> /guides/. Skips what
 * Gatsby skips (_ or . names, template-*, .d.ts, tests) and file-system route templates
 * ({Type.field}, [param]), whose paths only exist once the data does.
 */
export function srcPagesRoutes(relativeFiles: readonly string[]): PlannedPage[] {
  return relativeFiles
    .map((file) => file.replace(/\\/g, "/"))
    .filter((file) => PAGE_FILE.test(file) && !/\.d\.tsx?$/.test(file))
    .filter((file) => !/(^|\/)__tests__\//.test(file) && !/\.(test|spec)\.[jt]sx?$/.test(file))
    .filter((file) => !/(^|\/)(_|\.|template-)[^/]*$/.test(file) && !/[{[]/.test(file))
    .map((file) => ({
      path: normalizeRoute(file.replace(PAGE_FILE, "").replace(/(^|\/)index$/, "")),
      source: `src/pages/${file}`,
    }));
}
