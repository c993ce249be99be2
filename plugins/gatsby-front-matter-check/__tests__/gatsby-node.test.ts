import path from "node:path";
import type { Node } from "gatsby";
import { describe, expect, it } from "vitest";
import { onCreateNode, shouldOnCreateNode } from "../gatsby-node";

const BROKEN = "---\ntitle: Page\ndescription: [unclosed\n---\n\nBody.\n";

function fileNode(ext: string, absolutePath = path.resolve("content/docs/page.mdx")): Node {
  return { id: "f", ext, absolutePath, internal: { type: "File" } } as unknown as Node;
}

async function run(text: string): Promise<string[]> {
  const reported: string[] = [];
  const args = {
    node: fileNode(".mdx"),
    loadNodeContent: () => Promise.resolve(text),
    reporter: {
      panicOnBuild: (meta: { context: { sourceMessage: string } }) => reported.push(meta.context.sourceMessage),
    },
  };
  await (onCreateNode as unknown as (a: typeof args) => Promise<void>)(args);
  return reported;
}

describe("gatsby-front-matter-check", () => {
  it("reads MDX and Markdown files only", () => {
    expect(shouldOnCreateNode({ node: fileNode(".mdx") })).toBe(true);
    expect(shouldOnCreateNode({ node: fileNode(".md") })).toBe(true);
    expect(shouldOnCreateNode({ node: fileNode(".json") })).toBe(false);
  });

  it("stops the build on YAML that does not parse, naming the file (from the project) and the line", async () => {
    const [message, ...rest] = await run(BROKEN);
    expect(rest).toEqual([]);
    expect(message).toMatch(/^content\/docs\/page\.mdx:\d+:\d+: the front matter is not valid YAML: /);
  });

  it("lets valid front matter through", async () => {
    expect(await run("---\ntitle: Page\ndescription: x\n---\nBody\n")).toEqual([]);
  });
});
