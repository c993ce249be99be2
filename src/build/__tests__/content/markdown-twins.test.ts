/**
 * The Markdown twin of every page the site and the fixture site are built from: no JSX leaks
 * into it (no `<Capitalised` tag outside code) and no text turns into an indented code block
 * by accident (every code block of a twin is fenced, as the converter writes them).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { loadApiModel } from "../../../../plugins/gatsby-source-openapi/model";
import { apiReferenceOptions } from "../../config/api-reference";
import { walk, type UnistNode } from "../../mdx/hast";
import { mdxToMarkdown } from "../../markdown-twins/mdx-to-markdown";
import { CONTENT_DIR, contentFiles } from "./helpers/content-files";

const FIXTURE_CONTENT = path.resolve(CONTENT_DIR, "../e2e/fixture-site/content");
const PAGES = [CONTENT_DIR, FIXTURE_CONTENT].flatMap((dir) =>
  ["docs", "versioned_docs", "pages"].flatMap((kind) => contentFiles(path.join(dir, kind))),
);
const operations = new Map((await loadApiModel(apiReferenceOptions())).operations.map((op) => [op.slug, op]));
const markdown = unified().use(remarkParse).use(remarkGfm).freeze();

interface MdNode extends UnistNode {
  position?: { start: { line: number } };
}

/** What is wrong with a twin: JSX tags outside code, and code blocks that are not fenced. */
export function twinProblems(twin: string): string[] {
  const lines = twin.split("\n");
  const problems: string[] = [];
  walk(markdown.parse(twin), (node: MdNode) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === "code" && !/^\s*(>\s*)*\s*(`{3,}|~{3,})/.test(lines[line - 1] ?? "")) {
      problems.push(`line ${line}: an indented code block: ${JSON.stringify(node.value?.slice(0, 60))}`);
    }
    if ((node.type === "html" || node.type === "text") && /<[A-Z]/.test(node.value ?? "")) {
      problems.push(`line ${line}: a JSX tag: ${JSON.stringify(node.value?.slice(0, 60))}`);
    }
  });
  return problems;
}

const body = (file: string) => readFileSync(file, "utf8").replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, "");

describe("the Markdown twin of every page", () => {
  it("covers the site's pages and the fixture site's", () => {
    expect(PAGES.length).toBeGreaterThan(30);
    expect(PAGES.some((file) => file.startsWith(FIXTURE_CONTENT))).toBe(true);
  });

  it.each(PAGES.map((file) => [path.relative(path.resolve(CONTENT_DIR, ".."), file), file]))(
    "%s has no JSX and no accidental indented code",
    (_name, file) => {
      expect(twinProblems(mdxToMarkdown(body(file), { operations, file }))).toEqual([]);
    },
  );

  it("catches a leaked tag and an indented block (so the check above can fail)", () => {
    expect(twinProblems('Intro.\n\n<TabItem value="a">x</TabItem>\n\n    Open the page.\n\n```sh\nok\n```')).toEqual([
      'line 3: a JSX tag: "<TabItem value=\\"a\\">"',
      'line 5: an indented code block: "Open the page."',
    ]);
  });
});
