/**
 * The table of contents, read from the Markdown source, must link to the ids the rendered
 * page gives its headings. Checked on every MDX file of the content against the real
 * rehype plugin, run by @mdx-js/mdx.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { compile } from "@mdx-js/mdx";
import remarkGfm from "remark-gfm";
import { describe, expect, it } from "vitest";
import { walk, type UnistNode } from "../../mdx/hast";
import { rehypeHeadingAnchors } from "../../mdx/rehype-heading-anchors";
import { extractHeadings } from "../toc";

const CONTENT = path.resolve(__dirname, "../../../../content");

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return mdxFiles(full);
      return entry.name.endsWith(".mdx") ? [full] : [];
    })
    .sort();
}

function body(source: string): string {
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, (block) => block.replace(/[^\n]/g, ""));
}

/** The [id, level] of every h2-h6 of the rendered page. */
async function renderedHeadings(source: string): Promise<[string, number][]> {
  const found: [string, number][] = [];
  const collector = () => (tree: UnistNode) =>
    walk(tree, (node) => {
      const match = /^h([2-6])$/.exec(node.tagName ?? "");
      if (node.type === "element" && match) found.push([String(node.properties?.["id"]), Number(match[1])]);
    });
  await compile(source, { remarkPlugins: [remarkGfm], rehypePlugins: [rehypeHeadingAnchors, collector] });
  return found;
}

describe("TOC ids agree with the rendered heading anchors", () => {
  it("on a page with repeated, formatted and fenced headings", async () => {
    const source = [
      "## Example",
      "```md",
      "## Not a heading",
      "```",
      "### The `evaluate` **call**",
      "## Example",
      "## [Linked](/x/) text",
      "#### Deep",
      "## Example 1",
    ].join("\n\n");
    const expected = await renderedHeadings(source);
    expect(expected.map(([id]) => id)).toEqual([
      "example",
      "the-evaluate-call",
      "example-1",
      "linked-text",
      "deep",
      "example-1-1",
    ]);
    expect(extractHeadings(source).map((h) => [h.id, h.level])).toEqual(expected);
  });

  it.each(mdxFiles(CONTENT).map((file) => [path.relative(CONTENT, file), file]))("%s", async (_relative, file) => {
    const source = body(readFileSync(file, "utf8"));
    expect(extractHeadings(source).map((h) => [h.id, h.level])).toEqual(await renderedHeadings(source));
  });
});
