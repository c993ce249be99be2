/**
 * A page the build cannot compile, or must not publish, stops the build with the file, the line
 * in the file (front matter counted) and what to write instead.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { compile } from "@mdx-js/mdx";
import { describe, expect, it } from "vitest";
import { readMdx } from "../read-mdx";
import { remarkPlugins } from "../remark-plugins";

const FRONT_MATTER = "---\ntitle: Page\ndescription: A page.\n---\n";

/** A page on disk (front matter and body), compiled as gatsby-plugin-mdx does: its body, with the file's path. */
function page(body: string): { file: string; body: string } {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "mdx-source-")), "page.mdx");
  writeFileSync(file, `${FRONT_MATTER}${body}`);
  return { file, body };
}

async function compileError(body: string): Promise<string> {
  const { file } = page(body);
  try {
    await compile({ value: body, path: file }, { remarkPlugins });
  } catch (error) {
    return (error as Error).message.replace(path.relative(process.cwd(), file), "page.mdx");
  }
  throw new Error("expected the compile to fail");
}

describe("MDX syntax errors", () => {
  it("name the file and its line, and say how to write the text (a closing tag in a heading)", async () => {
    expect(await compileError("\nIntro.\n\n## </script> closing tag text\n")).toBe(
      'page.mdx:8:5: Unexpected closing slash `/` in tag, expected an open tag first. MDX reads "<" as the start of a JSX tag and "{" as the start of an expression: write them as \\< and \\{ in text, or put code in backticks.',
    );
  });

  it("do so in the build's own reader too (the TOC of a doc)", () => {
    const { file, body } = page("## A heading { unclosed\n");
    expect(() => readMdx(body, path.relative(process.cwd(), file))).toThrow(/page\.mdx:5:\d+: .*MDX reads "<"/);
  });
});

describe("scripts in pages", () => {
  it.each([
    ["a JSX script with an expression", "Text.\n\n<script>{`window.x = 1`}</script>\n", 7],
    ["a script with text", "<script>alert(1)</script>\n", 5],
    ["a script inside a paragraph", "Some <script>alert(1)</script> text.\n", 5],
  ])("stop the build on %s, naming the line", async (_, body, line) => {
    const message = await compileError(body);
    expect(message).toMatch(new RegExp(`^page\\.mdx:${line}:\\d+: a page may not hold a <script>`));
    expect(message).toContain("fenced code block");
  });

  it("let a script in a code block through", async () => {
    const { file } = page("```html\n<script>alert(1)</script>\n```\n");
    await expect(
      compile({ value: "```html\n<script>alert(1)</script>\n```\n", path: file }, { remarkPlugins }),
    ).resolves.toBeTruthy();
  });
});

describe("links on the site that do not decode", () => {
  it.each([
    ["[to the hundred](#100%)", "#100%"],
    ['<a href="#a%ZZ">x</a>', "#a%ZZ"],
    ["[x](/long-page/#%E0%A4%A)", "/long-page/#%E0%A4%A"],
    ["[x](/100%/)", "/100%/"],
  ])("stop the build on %s, naming the line and the fix", async (body, url) => {
    const message = await compileError(`Text.\n\n${body}\n`);
    expect(message).toContain(`page.mdx:7:`);
    expect(message).toContain(`the link "${url}" does not decode`);
    expect(message).toContain("%25");
  });

  it("let escaped anchors and links that leave the site through", async () => {
    const body =
      "[a](#100%25) [b](/quickstart/#caf%C3%A9) [c](https://example.com/?q=100%) [d](mailto:a@b.c?subject=100%)\n";
    const { file } = page(body);
    await expect(compile({ value: body, path: file }, { remarkPlugins })).resolves.toBeTruthy();
  });
});
