import { describe, expect, it } from "vitest";
import {
  codeLinesHtml,
  parseCodeLines,
  parseLineRanges,
  parseMetaAttribute,
  splitHighlightedLines,
} from "../highlight-lines";
import { rehypeHighlightCode } from "../../../build/mdx/rehype-highlight-code";

describe("parseLineRanges", () => {
  it.each([
    ["{2,4-6}", [2, 4, 5, 6]],
    ['title="a.py" {1}', [1]],
    ["{ 3 , 5-6 }", [3, 5, 6]],
    ["{1-3,2-4}", [1, 2, 3, 4]],
    ["{0,2}", [2]],
    ["{5-3}", []],
    ["no ranges", []],
    ["", []],
  ])("%j -> %j", (meta, lines) => {
    expect([...parseLineRanges(meta)].sort((a, b) => a - b)).toEqual(lines);
  });

  it("accepts null and undefined", () => {
    expect(parseLineRanges(null).size).toBe(0);
    expect(parseLineRanges(undefined).size).toBe(0);
  });
});

describe("parseMetaAttribute", () => {
  const meta = 'title="poll.py" {2} operations="submit-fine-tune-job,get-fine-tune-job-status"';

  it("reads a quoted attribute", () => {
    expect(parseMetaAttribute(meta, "title")).toBe("poll.py");
    expect(parseMetaAttribute(meta, "operations")).toBe("submit-fine-tune-job,get-fine-tune-job-status");
    expect(parseMetaAttribute('title=""', "title")).toBe("");
  });

  it("is null when the attribute is absent", () => {
    expect(parseMetaAttribute(meta, "lang")).toBeNull();
    expect(parseMetaAttribute(null, "title")).toBeNull();
  });
});

/** Each line must open and close the same number of spans, never closing one it did not open. */
function balanced(line: string): boolean {
  let depth = 0;
  for (const [tag] of line.matchAll(/<span[^>]*>|<\/span>/g)) {
    depth += tag === "</span>" ? -1 : 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

describe("splitHighlightedLines", () => {
  it("leaves plain lines alone", () => {
    expect(splitHighlightedLines('a\n<span class="k">b</span>\nc')).toEqual(["a", '<span class="k">b</span>', "c"]);
  });

  it("closes a span at the end of a line and reopens it on the next", () => {
    const html = '<span class="hljs-string">"line one\nline two\nline three"</span> tail';
    const lines = splitHighlightedLines(html);
    expect(lines).toEqual([
      '<span class="hljs-string">"line one</span>',
      '<span class="hljs-string">line two</span>',
      '<span class="hljs-string">line three"</span> tail',
    ]);
    for (const line of lines) expect(balanced(line), line).toBe(true);
  });

  it("keeps nested spans balanced per line, in order", () => {
    const html = '<span class="a">x<span class="b">y\nz</span>\nw</span>';
    const lines = splitHighlightedLines(html);
    expect(lines).toEqual([
      '<span class="a">x<span class="b">y</span></span>',
      '<span class="a"><span class="b">z</span></span>',
      '<span class="a">w</span>',
    ]);
    for (const line of lines) expect(balanced(line), line).toBe(true);
  });

  it("keeps the number of lines, trailing empty line included", () => {
    expect(splitHighlightedLines("a\n\nb\n")).toEqual(["a", "", "b", ""]);
  });
});

describe("code lines from rehype-highlight-code to the code block", () => {
  const fence = (lang: string, meta: string, value: string) => ({
    type: "root",
    children: [
      {
        type: "element",
        tagName: "pre",
        children: [
          {
            type: "element",
            tagName: "code",
            properties: { className: [`language-${lang}`], metastring: meta },
            children: [{ type: "text", value }],
          },
        ],
      },
    ],
  });

  it("reads back exactly what the rehype plugin wrote: markup and marked lines, never [object Object]", () => {
    const tree = fence("python", "{2}", 'import autoeval\nclient = autoeval.Client()\nprint("<ok>")\n');
    rehypeHighlightCode()(tree);
    const code = (tree.children[0]!.children[0] as unknown as { properties: Record<string, string> }).properties;
    const lines = parseCodeLines(code["dataLines"]!);
    expect(lines.map((l) => l.highlighted)).toEqual([false, true, false]);
    expect(lines[0]!.html).toContain("autoeval");
    expect(lines[2]!.html).toContain("&lt;ok&gt;");
    expect(lines.some((l) => l.html.includes("[object Object]"))).toBe(false);
  });

  it("rejects data-lines in any other shape, naming the bad entry", () => {
    expect(() => parseCodeLines('["just a string"]')).toThrow("data-lines[0]");
    expect(() => parseCodeLines("{}")).toThrow("expected an array");
  });

  it("joins the lines into one string of spans, with the marked class on marked lines only", () => {
    const html = codeLinesHtml(
      [
        { html: '<span class="hljs-keyword">import</span> x', highlighted: false },
        { html: "y = 1", highlighted: true },
      ],
      { line: "line", highlighted: "mark" },
    );
    expect(html).toBe(
      '<span class="line"><span class="hljs-keyword">import</span> x\n</span><span class="line mark">y = 1\n</span>',
    );
  });
});
