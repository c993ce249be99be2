/**
 * Scores in example responses are made up for the story: the platform publishes no scores for
 * any row. A reader must not take them for what AutoEval returns on that text, so every section
 * (from one heading to the next) that shows a response with scores says, in its prose, that they
 * are illustrations.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_DIR, blankFrontMatter, contentFiles, relativePath } from "./helpers/content-files";

const SCORES = /"(?:scores|score|aggregateScore)"\s*:\s*[[\d]/;
const MARKER = /illustrat/i;

/** Sections of an MDX source that show scores in a fenced block without calling them illustrations. */
export function unmarkedScoreSections(source: string, file: string): string[] {
  const problems: string[] = [];
  let heading = { text: "(top of page)", line: 1 };
  let prose = "";
  let blocksWithScores: number[] = [];
  let fence: { start: number; body: string[] } | null = null;
  const close = () => {
    if (blocksWithScores.length > 0 && !MARKER.test(prose))
      problems.push(
        `${file}:${heading.line} "${heading.text}" shows scores (json block at line ${blocksWithScores.join(", ")}) ` +
          "without saying they are illustrations",
      );
    prose = "";
    blocksWithScores = [];
  };
  blankFrontMatter(source)
    .split("\n")
    .forEach((line, i) => {
      if (/^\s*```/.test(line)) {
        if (fence === null) fence = { start: i + 1, body: [] };
        else {
          if (SCORES.test(fence.body.join("\n"))) blocksWithScores.push(fence.start);
          fence = null;
        }
        return;
      }
      if (fence !== null) {
        fence.body.push(line);
        return;
      }
      const title = /^#{2,6}\s+(.*)$/.exec(line);
      if (title) {
        close();
        heading = { text: title[1] ?? "", line: i + 1 };
        return;
      }
      prose += `${line}\n`;
    });
  close();
  return problems;
}

const DOCS = [
  ...contentFiles(path.join(CONTENT_DIR, "docs")),
  ...contentFiles(path.join(CONTENT_DIR, "versioned_docs")),
];

describe("example scores are marked as illustrations", () => {
  it.each(DOCS.map((file) => relativePath(CONTENT_DIR, file)))("%s marks every section that shows scores", (file) => {
    const source = readFileSync(path.join(CONTENT_DIR, file), "utf8");
    expect(unmarkedScoreSections(source, file)).toEqual([]);
  });

  it("finds a section that presents scores as fact (so the checks above can fail)", () => {
    const page = [
      "## Score it",
      "The response:",
      "```json",
      '{ "scores": [0.97, 0.02] }',
      "```",
      "## Score it again",
      "The scores below are illustrations; yours will differ.",
      "```json",
      '{ "scores": [0.97, 0.02] }',
      "```",
    ].join("\n");
    expect(unmarkedScoreSections(page, "page.mdx")).toEqual([
      'page.mdx:1 "Score it" shows scores (json block at line 3) without saying they are illustrations',
    ]);
  });
});
