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

  it.each([
    ["JSX inside a flow expression", '{<script dangerouslySetInnerHTML={{__html: "window.x=1"}} />}\n', 5, "<script>"],
    ["JSX inside a text expression", "Some {<script>{`window.x = 1`}</script>} text.\n", 5, "<script>"],
    ["JSX in an export", "Text.\n\nexport const S = () => <script>{`window.x = 1`}</script>;\n", 7, "<script>"],
    ["a script in an attribute's expression", '<Card title={<script />} to="/sdk/" />\n', 5, "<script>"],
    ["a script in SVG", "<svg><script>{`window.x = 1`}</script></svg>\n", 5, "<script>"],
    [
      "raw HTML",
      '<div dangerouslySetInnerHTML={{__html: "<img src=x onerror=alert(1)>"}} />\n',
      5,
      "dangerouslySetInnerHTML",
    ],
    ["raw HTML in an expression", '{<b dangerouslySetInnerHTML={{__html: "x"}} />}\n', 5, "dangerouslySetInnerHTML"],
    [
      "raw HTML through a spread",
      '<div {...{dangerouslySetInnerHTML: {__html: "x"}}} />\n',
      5,
      "dangerouslySetInnerHTML",
    ],
    ["an iframe with a document", '<iframe srcDoc="<script>alert(1)</script>" />\n', 5, "<iframe>"],
    ["an iframe in an expression", '{<iframe src="https://example.com" />}\n', 5, "<iframe>"],
    ["a meta refresh", '<meta httpEquiv="refresh" content="30;url=https://evil.example/" />\n', 5, "<meta>"],
    ["an object", '<object data="/x.swf" />\n', 5, "<object>"],
    ["an embed", '{<embed src="/x.swf" />}\n', 5, "<embed>"],
    ["a base", '<base href="https://evil.example/" />\n', 5, "<base>"],
    ["a script in a GitHub alert", "> [!NOTE]\n> {<script>{`window.x = 1`}</script>}\n", 6, "<script>"],
  ])("stop the build on %s, naming the file, the line and the fix", async (_, body, line, what) => {
    const message = await compileError(body);
    expect(message).toMatch(new RegExp(`^page\\.mdx:${line}:\\d+: a page may not (hold a|set) `));
    expect(message).toContain(what);
    expect(message).toContain("component of src/mdx/");
  });

  it("let a script in a code block through", async () => {
    const { file } = page("```html\n<script>alert(1)</script>\n```\n");
    await expect(
      compile({ value: "```html\n<script>alert(1)</script>\n```\n", path: file }, { remarkPlugins }),
    ).resolves.toBeTruthy();
  });
});

describe("links whose URL is computed or runs script", () => {
  it.each([
    [
      '<a id="exprlink" href={"javascript:window.x=1"}>x</a>',
      7,
      'the link "javascript:window.x=1" uses the javascript: scheme',
    ],
    ["<a href={`javascript:x`}>x</a>", 7, 'the link "javascript:x" uses the javascript: scheme'],
    ['{<a href="javascript:x">x</a>}', 7, 'the link "javascript:x" uses the javascript: scheme'],
    ["{<a href={url}>x</a>}", 7, "the href of a JSX element is computed by an expression"],
    ["<a href={url}>x</a>", 7, "the href of a JSX element is computed by an expression"],
    ['<Card title="x" to={"java" + "script:x"} />', 7, "the to of a JSX element is computed by an expression"],
    ['<img alt="x" src={src} />', 7, "the src of a JSX element is computed by an expression"],
    ['<a {...{href: "javascript:x"}}>x</a>', 7, 'the link "javascript:x" uses the javascript: scheme'],
    ["<a {...{href: url}}>x</a>", 7, "the href of a JSX element is computed by an expression"],
    ['> [!WARNING]\n> <a href={"javascript:x"}>x</a>', 8, 'the link "javascript:x" uses the javascript: scheme'],
  ])("stop the build on %s, naming the line and the fix", async (body, line, problem) => {
    const message = await compileError(`Text.\n\n${body}\n`);
    expect(message).toMatch(new RegExp(`^page\\.mdx:${line}:\\d+: `));
    expect(message).toContain(problem);
    expect(message).toMatch(/plain string|Links may only be site paths/);
  });

  it("let plain safe strings through, written as strings or expressions", async () => {
    const body =
      '<a href={"/quickstart/"}>a</a> {<a href="https://example.com">b</a>} <Card title="c" to={`/sdk/`} />\n';
    const { file } = page(body);
    await expect(compile({ value: body, path: file }, { remarkPlugins })).resolves.toBeTruthy();
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
