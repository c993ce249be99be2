/**
 * The table of contents, read from the Markdown source, must link to the ids the rendered
 * page gives its headings. Checked on every MDX file of the content against the real
 * rehype plugin, run by @mdx-js/mdx.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { compile } from "@mdx-js/mdx";
import remarkGfm from "remark-gfm";
import { describe, expect, it } from "vitest";
import { walk, type UnistNode } from "../../../build/mdx/hast";
import { rehypeHeadingAnchors } from "../../../build/mdx/rehype-heading-anchors";
import { extractHeadings } from "../../../build/mdx/read-mdx";
import { blankFrontMatter, CONTENT_DIR, contentFiles } from "../../../build/__tests__/content/helpers/content-files";

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

  it.each(contentFiles(CONTENT_DIR).map((file) => [path.relative(CONTENT_DIR, file), file]))(
    "%s",
    async (_relative, file) => {
      const source = blankFrontMatter(readFileSync(file, "utf8"));
      expect(extractHeadings(source).map((h) => [h.id, h.level])).toEqual(await renderedHeadings(source));
    },
  );
});
