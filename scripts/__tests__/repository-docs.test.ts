/**
 * The repository explains itself: a maintainer with nothing beside it can follow every pointer.
 * README.md, CONTRIBUTING.md, DESIGN.md and the decisions record (docs/decisions.md) name only
 * repository paths that exist, and no tracked file cites what lives outside the repository: an
 * issue tracker's numbers, or a decisions file kept beside the checkout. Decisions the code
 * relies on are restated in docs/decisions.md instead.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");

/** The documents whose backticked paths must exist. */
export const DOCS = ["README.md", "CONTRIBUTING.md", "DESIGN.md", "docs/decisions.md"];

/**
 * Paths the documents name that are not the repository's, each for a reason. Build outputs need
 * no entry: a path git ignores is not checked. Add one only with its reason.
 */
const NOT_OURS = new Set([
  // Inside dependencies: Gatsby's partytown plugin and reporter, and Parcel's file the
  // @parcel/core patch changes (patches/ holds the patch).
  "gatsby/dist/internal-plugins/partytown/gatsby-browser.js",
  "gatsby/reporter",
  "lib/RequestTracker.js",
  // What CONTRIBUTING's walk-through of cutting version 2.x has `npm run docs:version` write.
  "content/versioned_docs/version-2.x",
  "content/partials/version-2.x",
  "content/sidebars/2.x.json",
]);

export function trackedFiles(): string[] {
  const result = spawnSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ls-files failed: ${result.stderr}`);
  return result.stdout.split("\0").filter(Boolean);
}

/** The names git ignores (build outputs such as `public/` or `src/gatsby-types.d.ts`). */
function ignored(names: readonly string[]): Set<string> {
  if (names.length === 0) return new Set();
  const result = spawnSync("git", ["check-ignore", "--no-index", "--stdin"], {
    cwd: ROOT,
    encoding: "utf8",
    input: names.join("\n"),
  });
  return new Set(result.stdout.split("\n").filter(Boolean));
}

/** Every inline code span of a Markdown text, fenced blocks left out. */
export function codeSpans(markdown: string): string[] {
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => (match[1] ?? "").trim());
}

/** The repository's shape: its files and folders, its top-level names, its folders' names. */
interface Tree {
  readonly entries: ReadonlySet<string>;
  readonly topLevel: ReadonlySet<string>;
  readonly folderNames: ReadonlySet<string>;
}

export function treeOf(files: readonly string[]): Tree {
  const entries = new Set(files);
  const folderNames = new Set<string>();
  for (const file of files) {
    const parts = file.split("/");
    for (let i = 1; i < parts.length; i++) {
      entries.add(parts.slice(0, i).join("/"));
      folderNames.add(parts[i - 1]!);
    }
  }
  return { entries, topLevel: new Set(files.map((file) => file.split("/")[0]!)), folderNames };
}

/**
 * A code span that names a repository path, or null. A path has a slash and no space, and is
 * not a URL, a site route (`/api/…`), a package (`@scope/name`) or a command. It is read from
 * the root when it starts with a top-level name (`src/…`, `e2e/…`); otherwise, when it starts
 * with the name of one of the repository's folders and ends with a file's extension or a slash
 * (`api-console/history.ts`), as the tail of a path. Other spans (`text/html`, a doc's id such as
 * `autoeval/metrics`, a file name alone) are not checked.
 */
export function pathOf(span: string, tree: Tree): string | null {
  if (!span.includes("/") || /\s|:\/\/|^[/@\-#$=~.]|[=;|,()]/.test(span)) return null;
  const first = span.split("/")[0]!;
  if (tree.topLevel.has(first)) return span;
  const fileOrFolder = /\.[a-z]+$|\/$/.test(span);
  return tree.folderNames.has(first) && fileOrFolder ? span : null;
}

/** Placeholders: a name to choose (`{slug}`, `<name>`), and globs (`*`; `**`, `...`, `…`). */
const PLACEHOLDER = /(\{[^}/]*\}|<[^>/]*>|\*\*|\*|\.\.\.|…)/;

function patternOf(name: string): RegExp {
  const source = name
    .split(PLACEHOLDER)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.+?^$()[\]\\|{}]/g, "\\$&");
      return part === "**" || part === "..." || part === "…" ? ".*" : "[^/]+";
    })
    .join("");
  return new RegExp(`^${source}$`);
}

/**
 * Whether a path names a tracked file or folder. A glob must match one. A name to choose
 * (`content/partials/<name>.mdx`, a file an author adds) needs the folders before it.
 */
export function exists(span: string, tree: Tree): boolean {
  const name = span.replace(/\/$/, "");
  if (NOT_OURS.has(name)) return true;
  const rooted = tree.topLevel.has(name.split("/")[0]!);
  const pattern = patternOf(name);
  for (const entry of tree.entries) {
    if (pattern.test(entry)) return true;
    if (rooted) continue;
    const parts = entry.split("/");
    for (let i = 1; i < parts.length; i++) if (pattern.test(parts.slice(i).join("/"))) return true;
  }
  const segments = name.split("/");
  const chosen = segments.findIndex((segment) => /\{[^}]*\}|<[^>]*>/.test(segment));
  if (!rooted || chosen < 1 || PLACEHOLDER.test(segments.slice(0, chosen).join("/"))) return false;
  return tree.entries.has(segments.slice(0, chosen).join("/"));
}

/** The paths a document names that do not exist. */
export function missingPaths(markdown: string, files: readonly string[]): string[] {
  const tree = treeOf(files);
  const names = codeSpans(markdown)
    .map((span) => pathOf(span, tree))
    .filter((name): name is string => name !== null);
  const missing = [...new Set(names)].filter((name) => !exists(name, tree));
  const outputs = ignored(missing);
  return missing.filter((name) => !outputs.has(name));
}

/**
 * What a maintainer cannot open: an issue's number, the decisions file outside the repository
 * (named in capitals) and the folder beside the checkout that held it. Written so that this
 * file does not match itself.
 */
export const OUTSIDE_CITATIONS: readonly RegExp[] = [
  /\bissues?\s+#?\d+/i,
  /\bDECISION[S]\b/,
  /\.\.\/shared(?![\w-])/,
  /\/work\/share[d]\b/,
];

/** The lines of a text that cite what lies outside the repository, as "line: text". */
export function outsideCitations(text: string): string[] {
  return text
    .split("\n")
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => OUTSIDE_CITATIONS.some((pattern) => pattern.test(line)))
    .map(({ line, number }) => `${number}: ${line.trim().slice(0, 120)}`);
}

describe("the repository's documents", () => {
  const files = trackedFiles();

  it.each(DOCS)("%s names only repository paths that exist", (doc) => {
    expect(files).toContain(doc);
    expect(missingPaths(readFileSync(path.join(ROOT, doc), "utf8"), files)).toEqual([]);
  });

  it("catch a path that does not exist, and accept placeholders, tails and build outputs", () => {
    const text = [
      "See `src/browser/storage.ts`, `gatsby/__tests__/no-such-check.test.ts` and `scripts/lib/`.",
      "Globs: `scripts/bench*.mjs`, `e2e/.../routes.ts`, but not `scripts/no-such-*.mjs`.",
      "Names to choose: `content/pages/<name>.mdx`, but not `content/no-such/{slug}.mdx`.",
      "Tails: `api-console/history.ts`, but not `api-console/no-such.ts`.",
      "Not paths: `no-such-file.ts`, `/api/evaluate/`, `text/html`. Outputs: `public/_headers`.",
      "```",
      "`src/inside/a/fence.ts`",
      "```",
    ].join("\n");
    expect(missingPaths(text, files)).toEqual([
      "gatsby/__tests__/no-such-check.test.ts",
      "scripts/no-such-*.mjs",
      "content/no-such/{slug}.mdx",
      "api-console/no-such.ts",
    ]);
  });
});

describe("tracked files", () => {
  it("cite nothing a maintainer cannot open", () => {
    const found = trackedFiles()
      .filter((file) => file !== "package-lock.json" && existsSync(path.join(ROOT, file)))
      .flatMap((file) => {
        const bytes = readFileSync(path.join(ROOT, file));
        if (bytes.subarray(0, 8000).includes(0)) return []; // binary
        return outsideCitations(bytes.toString("utf8")).map((line) => `${file}:${line}`);
      });
    expect(found).toEqual([]);
  });

  it("catch an issue's number, the outside decisions file and the folder beside the checkout", () => {
    const issue = ["as agreed in issue", "39"].join(" ");
    const file = ["DECISION", "S.md"].join("");
    const folder = ["..", "shared", "x.md"].join("/");
    expect(outsideCitations(`a\n${issue}\n(${file}, "Versions")\nsee ${folder}`)).toEqual([
      `2: ${issue}`,
      `3: (${file}, "Versions")`,
      `4: see ${folder}`,
    ]);
    expect(outsideCitations('import { sameSchemaAs } from "../shared-bodies";')).toEqual([]);
  });
});
