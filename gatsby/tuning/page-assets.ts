/**
 * What a page needs before it can hydrate, beyond the app's own scripts: its page data (and
 * the site's app data) and its template's chunks. Gatsby's runtime asks for them only once its
 * own scripts have run, one round trip after the other (app -> page data -> template chunks),
 * which on a phone's 150 ms round trips is most of the wait before the controls work. The
 * script loader (scripts-after-first-paint.ts) asks for them together with the app's scripts.
 * It also carries the search modal's files, which it asks for when the reader reaches for search
 * before the page has hydrated.
 *
 * Reads Gatsby's build output: `public/webpack.stats.json` (each chunk group's files, written
 * by Gatsby's stats extractor) and each page's `page-data.json` (its component's chunk name),
 * at the path Gatsby's loader fetches it from (`createPageDataUrl` in cache-dir/loader.js).
 * gatsby/tuning/__tests__/page-assets.test.ts fails when the installed Gatsby no longer does so.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export interface PageAssets {
  /** The template's scripts, in the order webpack lists them. */
  readonly chunks: readonly string[];
  /** The page's data and the site's app data, as Gatsby's loader requests them. */
  readonly data: readonly string[];
  /** The search modal's scripts and stylesheets (the same on every page), fetched when search is asked for before hydration. */
  readonly search: readonly string[];
}

/** The search modal's chunk group: the webpackChunkName in src/components/SearchBar/load-modal.ts. */
export const SEARCH_MODAL_CHUNK = "search-modal";
/** A stylesheet the modal's code loads by URL (src/build/webpack/lazy-stylesheets.ts names them so). */
const LAZY_STYLESHEET_URL = /"(static\/[\w.-]+-[0-9a-f]{12}\.css)"/g;

interface ChunkGroup {
  readonly assets: readonly { readonly name: string }[];
}

interface WebpackStats {
  readonly namedChunkGroups: Readonly<Record<string, ChunkGroup>>;
}

/** A chunk group's scripts, in the order webpack lists them (no group: none). */
const scriptsOf = (group: ChunkGroup | undefined): string[] =>
  (group?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith(".js"));

/** The URL Gatsby's loader fetches a page's data from (cache-dir/loader.js, createPageDataUrl). */
export function pageDataUrl(pagePath: string, pathPrefix = ""): string {
  const fixed = pagePath === "/" ? "index" : pagePath.replace(/^\/|\/$/g, "");
  return `${pathPrefix}/page-data/${fixed}/page-data.json`;
}

/**
 * A lookup of each built page's assets in `publicDir` (undefined for a page without page data,
 * or when the build wrote no stats).
 */
export function pageAssets(publicDir: string, pathPrefix = ""): (pagePath: string) => PageAssets | undefined {
  const statsFile = path.join(publicDir, "webpack.stats.json");
  if (!existsSync(statsFile)) return () => undefined;
  const { namedChunkGroups } = JSON.parse(readFileSync(statsFile, "utf8")) as WebpackStats;
  const search = searchModalAssets(publicDir, namedChunkGroups, pathPrefix);
  return (pagePath) => {
    const dataFile = path.join(publicDir, pageDataUrl(pagePath));
    if (!existsSync(dataFile)) return undefined;
    const { componentChunkName } = JSON.parse(readFileSync(dataFile, "utf8")) as { componentChunkName?: string };
    const group = componentChunkName ? namedChunkGroups[componentChunkName] : undefined;
    if (!group) return undefined;
    return {
      chunks: scriptsOf(group).map((name) => `${pathPrefix}/${name}`),
      data: [pageDataUrl(pagePath, pathPrefix), `${pathPrefix}/page-data/app-data.json`],
      search,
    };
  };
}

/** The search modal's scripts, then the stylesheets they load by URL; none when the build has no such chunk. */
function searchModalAssets(
  publicDir: string,
  namedChunkGroups: WebpackStats["namedChunkGroups"],
  pathPrefix: string,
): string[] {
  const scripts = scriptsOf(namedChunkGroups[SEARCH_MODAL_CHUNK]);
  const stylesheets = scripts.flatMap((name) =>
    [...readFileSync(path.join(publicDir, name), "utf8").matchAll(LAZY_STYLESHEET_URL)].map((match) => match[1]!),
  );
  return [...scripts, ...new Set(stylesheets)].map((name) => `${pathPrefix}/${name}`);
}
