/**
 * Where a link the build's check found broken was written: the MDX file, line and column, and
 * the link's text, so the message leads the author to the line to fix ("content/docs/x.mdx:12:5
 * [the quickstart](/quikstart/)") rather than to the page's route. The check itself reads the
 * rendered HTML (links.ts); this reads the page's MDX, and the partials it imports, for the
 * links that resolve to the same target. A link the page's MDX does not hold (the navbar, the
 * footer, the sidebar, an API page) keeps the page's route. Build-time only.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { toString } from "mdast-util-to-string";
import { mdxImports, readPartialBody } from "./docs/partials";
import { formatProblems, siteTarget, type LinkProblem } from "./links";
import type { UnistNode } from "./mdx/hast";
import { readMdx } from "./mdx/read-mdx";

/** A link as an author wrote it. */
export interface WrittenLink {
  /** The file, relative to the project. */
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly url: string;
  /** What the reader sees: the link's text, a card's title, an image's alt text. */
  readonly text: string;
}

interface TreeNode extends UnistNode {
  url?: string;
  identifier?: string;
  alt?: string | null;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number; column: number } };
}

/** JSX attributes that hold a link, and the attribute that names it. */
const JSX_LINKS: Readonly<Record<string, { url: string; text?: string }>> = {
  a: { url: "href" },
  Link: { url: "to" },
  Card: { url: "to", text: "title" },
  img: { url: "src", text: "alt" },
};

function attribute(node: TreeNode, name: string): string | undefined {
  const value = node.attributes?.find((a) => a.type === "mdxJsxAttribute" && a.name === name)?.value;
  return typeof value === "string" ? value : undefined;
}

/** Front matter blanked line for line, so positions in the body are positions in the file. */
function bodyOfFile(text: string): string {
  return text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, (block) => block.replace(/[^\n]/g, ""));
}

/** The links written in an MDX file, and in the partials it imports. */
export function writtenLinks(
  file: string,
  text: string = readFileSync(file, "utf8"),
  seen = new Set<string>(),
): WrittenLink[] {
  seen.add(file);
  const tree = readMdx(bodyOfFile(text), file);
  const relative = path.relative(process.cwd(), file);
  const definitions = new Map<string, string>();
  const found: WrittenLink[] = [];
  const add = (node: TreeNode, url: string | undefined, text: string) => {
    const start = node.position?.start;
    if (url && start) found.push({ file: relative, line: start.line, column: start.column, url, text: text.trim() });
  };
  const visit = (node: TreeNode) => {
    if (node.type === "definition" && node.identifier && node.url) definitions.set(node.identifier, node.url);
    node.children?.forEach(visit);
  };
  visit(tree);
  const collect = (node: TreeNode) => {
    if (node.type === "link") add(node, node.url, toString(node));
    else if (node.type === "image") add(node, node.url, node.alt ?? "");
    else if (node.type === "linkReference") add(node, definitions.get(node.identifier ?? ""), toString(node));
    else if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && node.name) {
      const link = JSX_LINKS[node.name];
      if (link) add(node, attribute(node, link.url), link.text ? (attribute(node, link.text) ?? "") : toString(node));
    }
    node.children?.forEach(collect);
  };
  collect(tree);
  for (const partial of mdxImports(tree, file)) {
    if (seen.has(partial.file)) continue;
    try {
      found.push(...writtenLinks(partial.file, readPartialBody(partial.file), seen));
    } catch {
      // A partial that cannot be read was reported by onCreateNode already.
    }
  }
  return found;
}

/** A broken link with where it was written, when the page's MDX holds it. */
export interface LocatedProblem extends LinkProblem {
  readonly written: readonly WrittenLink[];
}

export interface LocateOptions {
  readonly pathPrefix: string;
  readonly siteUrl: string;
  /** The MDX file of each page built from one, by route. */
  readonly sourceFiles: ReadonlyMap<string, string>;
  /** Reads a file's links (writtenLinks; a test may pass its own). */
  readonly linksOf?: (file: string) => readonly WrittenLink[];
}

/** Finds, for each problem, the links of its page's MDX that resolve to the same place. */
export function locateProblems(problems: readonly LinkProblem[], options: LocateOptions): LocatedProblem[] {
  const linksOf = options.linksOf ?? ((file: string) => writtenLinks(file));
  const cache = new Map<string, readonly WrittenLink[]>();
  const key = (target: { path: string; hash: string } | undefined) => (target ? `${target.path}#${target.hash}` : null);
  return problems.map((problem) => {
    const file = options.sourceFiles.get(problem.source);
    if (!file) return { ...problem, written: [] };
    if (!cache.has(file)) cache.set(file, linksOf(file));
    const wanted = key(siteTarget(problem.target, problem.source, options.pathPrefix, options.siteUrl));
    const written = cache
      .get(file)!
      .filter((link) => key(siteTarget(link.url, problem.source, "", options.siteUrl)) === wanted);
    return { ...problem, written };
  });
}

/**
 * The problems, those the MDX holds by file and line (with the link's text), the rest by the
 * page that links (the navbar, the sidebar, generated pages).
 */
export function formatLocatedProblems(problems: readonly LocatedProblem[]): string {
  const located = problems.flatMap((problem) =>
    problem.written.map((link) => {
      const shown = link.text ? `[${link.text}](${link.url})` : link.url;
      return `- ${link.file}:${link.line}:${link.column}: ${shown} -> ${problem.target} (on ${problem.source})`;
    }),
  );
  const elsewhere = formatProblems(problems.filter((problem) => problem.written.length === 0));
  return [...located, ...(elsewhere ? [elsewhere] : [])].join("\n");
}
