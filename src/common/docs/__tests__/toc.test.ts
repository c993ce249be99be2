import { describe, expect, it } from "vitest";
import { Slugger } from "../../../build/heading-slug";
import { extractHeadings, headingText } from "../../../build/mdx/read-mdx";
import { buildToc, type TocHeading } from "../toc";

describe("headingText", () => {
  it.each([
    ["Plain", "Plain"],
    ["The `evaluate` call", "The evaluate call"],
    ["**Bold** and __strong__", "Bold and strong"],
    ["*Em* and _em_", "Em and em"],
    ["A [link](/autoeval/metrics/) here", "A link here"],
    ["An ![image](/img/x.png)", "An image"],
    ["With <Badge>tag</Badge>", "With tag"],
    ["Escaped \\*stars\\*", "Escaped *stars*"],
    ["  spaced  ", "spaced"],
  ])("%j -> %j", (markdown, text) => {
    expect(headingText(markdown)).toBe(text);
  });
});

describe("extractHeadings", () => {
  it("reads h2 to h6 with their levels and GitHub-style ids, skipping h1", () => {
    const body = [
      "# Title",
      "## Read the run",
      "Some text.",
      "### Scores, per row",
      "#### Deep",
      "##### Deeper",
      "###### Deepest",
      "####### not a heading",
    ].join("\n");
    expect(extractHeadings(body)).toEqual([
      { id: "read-the-run", value: "Read the run", level: 2 },
      { id: "scores-per-row", value: "Scores, per row", level: 3 },
      { id: "deep", value: "Deep", level: 4 },
      { id: "deeper", value: "Deeper", level: 5 },
      { id: "deepest", value: "Deepest", level: 6 },
    ]);
  });

  it("ignores headings inside fenced code, backtick and tilde fences alike", () => {
    const body = [
      "## Before",
      "```bash",
      "## not a heading",
      "```",
      "~~~python",
      "## also not a heading",
      "~~~",
      "````md",
      "```",
      "## still inside the four-backtick fence",
      "```",
      "````",
      "## After",
    ].join("\n");
    expect(extractHeadings(body).map((h) => h.value)).toEqual(["Before", "After"]);
  });

  it("does not close a backtick fence with a tilde fence", () => {
    const body = ["```", "~~~", "## inside", "```", "## outside"].join("\n");
    expect(extractHeadings(body).map((h) => h.value)).toEqual(["outside"]);
  });

  it("handles indented fences and CRLF line endings", () => {
    const body = ["## One", "  ```js", "## inside", "  ```", "## Two"].join("\r\n");
    expect(extractHeadings(body).map((h) => h.value)).toEqual(["One", "Two"]);
  });

  it("strips inline Markdown and closing hashes from the heading text", () => {
    const headings = extractHeadings("## The `evaluate` **call** ##\n### [Link](/x/) text");
    expect(headings).toEqual([
      { id: "the-evaluate-call", value: "The evaluate call", level: 2 },
      { id: "link-text", value: "Link text", level: 3 },
    ]);
  });

  it("needs a space after the hashes", () => {
    expect(extractHeadings("##NoSpace\n## Space")).toEqual([{ id: "space", value: "Space", level: 2 }]);
  });

  it("numbers repeated headings exactly as the Slugger of the rendered anchors does", () => {
    const texts = ["Example", "Setup", "Example", "Example", "Example 1"];
    const body = texts.map((t, i) => `${i % 2 ? "###" : "##"} ${t}`).join("\n\nText.\n\n");
    const slugger = new Slugger();
    const expected = texts.map((t) => slugger.slug(t));
    expect(expected).toEqual(["example", "setup", "example-1", "example-2", "example-1-1"]);
    expect(extractHeadings(body).map((h) => h.id)).toEqual(expected);
  });
});

describe("buildToc", () => {
  const h = (level: number, value: string): TocHeading => ({ id: value.toLowerCase(), value, level });
  const headings = [h(2, "A"), h(3, "A1"), h(4, "A1x"), h(3, "A2"), h(2, "B"), h(3, "B1")];

  function shape(items: ReturnType<typeof buildToc>): unknown[] {
    return items.map((item) => (item.children.length ? { [item.value]: shape(item.children) } : item.value));
  }

  it("nests h3 under h2 and leaves out h4 by default", () => {
    expect(shape(buildToc(headings))).toEqual([{ A: ["A1", "A2"] }, { B: ["B1"] }]);
  });

  it("keeps the heading fields on each item", () => {
    expect(buildToc([h(2, "A")])).toEqual([{ id: "a", value: "A", level: 2, children: [] }]);
  });

  it("honours the maximum level", () => {
    expect(shape(buildToc(headings, 2, 4))).toEqual([{ A: [{ A1: ["A1x"] }, "A2"] }, { B: ["B1"] }]);
    expect(shape(buildToc(headings, 2, 2))).toEqual(["A", "B"]);
  });

  it("honours the minimum level: h3 become the top level", () => {
    expect(shape(buildToc(headings, 3, 4))).toEqual([{ A1: ["A1x"] }, "A2", "B1"]);
  });

  it("puts a heading that skips a level under the nearest shallower one", () => {
    expect(shape(buildToc([h(2, "A"), h(4, "deep"), h(3, "mid")], 2, 4))).toEqual([{ A: ["deep", "mid"] }]);
  });

  it("starts at the root when the first heading is deeper than later ones", () => {
    expect(shape(buildToc([h(3, "early"), h(2, "A"), h(3, "A1")]))).toEqual(["early", { A: ["A1"] }]);
  });

  it("works end to end with extractHeadings", () => {
    const body = "## Intro\n### Why\n```\n## fake\n```\n### How\n## Next";
    expect(shape(buildToc(extractHeadings(body)))).toEqual([{ Intro: ["Why", "How"] }, "Next"]);
  });
});

describe("extractHeadings reads the Markdown tree, not lines", () => {
  it("finds setext headings and skips a heading commented out in an MDX expression", () => {
    const body = [
      "Setext section",
      "--------------",
      "",
      "Text.",
      "",
      "{/*",
      "## commented out, not rendered",
      "*/}",
      "",
      "## After",
    ].join("\n");
    expect(extractHeadings(body)).toEqual([
      { id: "setext-section", value: "Setext section", level: 2 },
      { id: "after", value: "After", level: 2 },
    ]);
  });
});
