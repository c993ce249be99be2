/**
 * Reads an MDX body into the Markdown tree (mdast) that MDX builds, with the same parser
 * (remark-parse and remark-mdx, as @mdx-js/mdx 2 uses them) and the same syntax and structure
 * plugins as the pages (remark-plugins.ts). What the build derives from a page's text (its
 * table of contents, its Markdown twin) comes from this tree, not from patterns over the source.
 * Build-time only.
 */
import { toString } from "mdast-util-to-string";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import type { TocHeading } from "../../common/docs/toc";
import { Slugger } from "../heading-slug";
import { walk, type UnistNode } from "./hast";
import { structurePlugins } from "./remark-plugins";

const processor = unified().use(remarkParse).use(remarkMdx).use(structurePlugins).freeze();

/** Trees by body: a build reads each file once (onCreateNode for the TOC, onPostBuild for the twin). */
const trees = new Map<string, UnistNode>();
const MAX_TREES = 1000;

/** The tree of an MDX body, shared between its readers: read it, never change it. `path` names the file in errors. */
export function readMdx(body: string, path?: string): UnistNode {
  const cached = trees.get(body);
  if (cached) return cached;
  const file = path ? { path, value: body } : body;
  const tree = processor.runSync(processor.parse(file), file) as UnistNode;
  // `gatsby develop` reads edited files again: forget the oldest trees rather than grow without end.
  if (trees.size >= MAX_TREES) trees.delete(trees.keys().next().value!);
  trees.set(body, tree);
  return tree;
}

interface HeadingNode extends UnistNode {
  depth?: number;
}

/** Plain text of a heading as readers see it: markup dropped, code and image alt text kept. */
function headingValue(node: UnistNode): string {
  return toString(node).trim();
}

/** Every heading from h2 to h6, in order, with the id the rendered page gives it (rehype-heading-anchors.ts). */
export function headingsOf(tree: UnistNode): TocHeading[] {
  const slugger = new Slugger();
  const headings: TocHeading[] = [];
  walk(tree, (node: HeadingNode) => {
    if (node.type !== "heading" || !node.depth || node.depth < 2) return;
    const value = headingValue(node);
    headings.push({ id: slugger.slug(value), value, level: node.depth });
  });
  return headings;
}

/** The headings of an MDX body (see headingsOf). */
export function extractHeadings(body: string): TocHeading[] {
  return headingsOf(readMdx(body));
}

/** Plain text of a heading written in Markdown, as readers see it. */
export function headingText(markdown: string): string {
  const [heading] = headingsOf(readMdx(`## ${markdown}`));
  return heading?.value ?? "";
}
