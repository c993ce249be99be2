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

/**
 * Why a route cannot be a page's path, or null when it can. Gatsby and the Markdown-twin writer
 * join a route under public/, so a "." or ".." segment writes elsewhere (`/../CONTRIBUTING/`
 * overwrote the project's own file); a "%" escape is folded by the browser (`%2e%2e`) or names
 * another path than the file written; "?" and "#" start a query or fragment, so no link reaches
 * the page; a backslash is a separator on Windows; control characters are invisible in a URL.
 */
export function routeProblem(route: string): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  const control = /[\u0000-\u001f\u007f-\u009f]/.exec(route);
  if (control)
    return `it holds the control character U+${control[0].charCodeAt(0).toString(16).padStart(4, "0").toUpperCase()}`;
  if (route.includes("\\")) return "it holds a backslash";
  for (const [char, why] of [
    ["%", 'a "%" escape is decoded by the browser into another path'],
    ["?", 'a "?" starts a query string, so no link can reach the page'],
    ["#", 'a "#" starts a fragment, so no link can reach the page'],
  ] as const) {
    if (route.includes(char)) return `it holds "${char}": ${why}`;
  }
  const dots = route.split("/").find((segment) => segment === "." || segment === "..");
  if (dots) return `it has a "${dots}" segment, which would write the page outside its folder`;
  return null;
}

export interface DocSource {
  readonly docId: string;
  readonly version: string;
  readonly sourceFile: string;
}

export interface DocIdCollision {
  readonly docId: string;
  readonly version: string;
  readonly sources: readonly string[];
}

/**
 * Ids two or more files of one version resolve to ("quickstart.md" and "quickstart.mdx", or a
 * front matter `id` repeated): a sidebar or navbar item naming the id could mean either.
 */
export function duplicateDocIds(docs: readonly DocSource[]): DocIdCollision[] {
  const groups = new Map<string, DocSource[]>();
  for (const doc of docs) {
    const key = `${doc.version}\u0000${doc.docId}`;
    groups.set(key, [...(groups.get(key) ?? []), doc]);
  }
  return [...groups.values()]
    .filter((group) => group.length > 1)
    .map((group) => ({ docId: group[0]!.docId, version: group[0]!.version, sources: group.map((d) => d.sourceFile) }));
}

/** The build error: each shared id with its files, and the fix. */
export function docIdCollisionsMessage(collisions: readonly DocIdCollision[]): string {
  return [
    "Two docs with one id in a version:",
    ...collisions.map((c) => `- "${c.docId}" (version ${c.version}) is the id of ${c.sources.join(" and ")}`),
    "Give all but one another `id` in its front matter, or rename its file.",
  ].join("\n");
}
