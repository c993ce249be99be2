/**
 * The route a doc or standalone page gets, checked before Gatsby or the Markdown-twin writer
 * joins it under public/: a route that would write elsewhere, that no link can reach, or that
 * sits in a folder with a cache rule of its own stops the build naming the file, the value
 * and the fix (onCreateNode, src/build/docs/content-nodes.ts, build error docs-10001).
 */
import { routeProblem } from "../../common/docs/routes";
import { CACHED_FOLDERS } from "../built-site/deploy-headers";

export class RouteError extends Error {
  override name = "RouteError";
}

/** Where a route comes from: the front matter's `slug`, or the file's path. */
export interface RouteOrigin {
  /** The file, relative to the project. */
  readonly file: string;
  /** The front matter's slug, when the route is made from it. */
  readonly slug?: string | undefined;
  /** Whether the page's front matter takes a `slug` (docs do, standalone pages do not). */
  readonly takesSlug?: boolean;
}

/** Throws a RouteError when `route` cannot be the page's path. */
export function checkPageRoute(route: string, { file, slug, takesSlug = true }: RouteOrigin): void {
  const from = slug === undefined ? "from its file's path" : `from its front matter slug ${JSON.stringify(slug)}`;
  const fix =
    slug === undefined
      ? `Rename the file or its folder${takesSlug ? ", or give it a `slug` in its front matter," : ""}`
      : "Change the `slug`";
  const problem = routeProblem(route);
  if (problem) {
    throw new RouteError(
      `${file}: the page's route ${JSON.stringify(route)} (${from}) cannot be served: ${problem}. ` +
        `${fix} to plain path segments of letters, digits, "-" and "_", such as /guides/my-page/.`,
    );
  }
  const cached = CACHED_FOLDERS.find(({ folder }) => route.startsWith(folder));
  if (cached) {
    const folders = CACHED_FOLDERS.map((c) => c.folder).join(", ");
    throw new RouteError(
      `${file}: the page's route ${JSON.stringify(route)} (${from}) is inside ${cached.folder}, whose files the ` +
        `deploy headers cache with a rule of their own ("${cached.cacheControl}"), so the page would be cached ` +
        `wrongly. ${fix} to a route outside ${folders}.`,
    );
  }
}
