/**
 * Where a docs file lives on the site: its id, its version and its route.
 * Versions are chosen by URL path: the current docs at the root, an archived one under /{name}/.
 */
import { withTrailingSlash } from "../slug";

export const CURRENT_VERSION = "current";

/** "autoeval/index.mdx" -> "autoeval/index"; "quickstart.md" -> "quickstart". */
export function docIdFromPath(relativePath: string): string {
  return relativePath.replace(/\\/g, "/").replace(/\.mdx?$/, "");
}

/** "version-1.x/autoeval/metrics.mdx" -> { version: "1.x", relativePath: "autoeval/metrics.mdx" } */
export function splitVersionedPath(relativePath: string): { version: string; relativePath: string } {
  const match = /^version-([^/]+)\/(.+)$/.exec(relativePath.replace(/\\/g, "/"));
  if (!match) throw new Error(`"${relativePath}" is not inside a version-<name>/ folder of content/versioned_docs`);
  return { version: match[1]!, relativePath: match[2]! };
}

export function versionBasePath(version: string): string {
  return version === CURRENT_VERSION ? "/" : `/${version}/`;
}

/** The route of a doc: its slug when given, else its id with "index" standing for the folder. */
export function docRoute(docId: string, version: string, slug?: string): string {
  const local = slug ?? `/${docId.replace(/(^|\/)index$/, "")}`;
  const joined = `${versionBasePath(version)}${local.replace(/^\//, "")}`;
  return withTrailingSlash(joined.replace(/\/+/g, "/"));
}
