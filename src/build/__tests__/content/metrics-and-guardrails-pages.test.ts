/**
 * One set of facts for the built-in metrics, stated in the metrics page's table and linked
 * from elsewhere; and two guardrails pages that each say what the other does not (the
 * concept page decides, the guide builds).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_DIR, contentFiles } from "./helpers/content-files";

const DOCS = path.join(CONTENT_DIR, "docs");
const read = (relative: string) => readFileSync(path.join(DOCS, relative), "utf8");

const METRIC =
  /FAITHFULNESS|RELEVANCE|SUMMARIZATION|TOXICITY|`QA`|Faithfulness|Relevance|Summari[sz]ation|Toxicity|Answer correctness/i;
const COLUMN = /`(input|output|ground_truth)`/;

/** Markdown tables of a source, as rows of cells (outside fenced code). */
export function tables(source: string): string[][][] {
  const out: string[][][] = [];
  let current: string[][] = [];
  let fenced = false;
  for (const line of source.split("\n")) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const isRow = !fenced && /^\s*\|.*\|\s*$/.test(line);
    if (isRow && !/^\s*\|[\s:|-]+\|\s*$/.test(line))
      current.push(
        line
          .trim()
          .slice(1, -1)
          .split("|")
          .map((c) => c.trim()),
      );
    if (!isRow && current.length > 0) {
      out.push(current);
      current = [];
    }
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** A table that assigns columns to built-in metrics: its header names the data columns and its rows are metrics. */
export function isMetricColumnTable(table: string[][]): boolean {
  const [header, ...rows] = table;
  return (
    Boolean(header?.some((cell) => COLUMN.test(cell))) && rows.filter((row) => METRIC.test(row[0] ?? "")).length >= 2
  );
}

const headings = (source: string) =>
  source
    .split("\n")
    .filter((l) => l.startsWith("## "))
    .map((l) =>
      l
        .slice(3)
        .toLowerCase()
        .replace(/[^a-z]+/g, " ")
        .trim(),
    );

describe("the built-in metrics' facts", () => {
  it("are stated in one table, on the metrics page", () => {
    expect(tables(read("autoeval/metrics.mdx")).filter(isMetricColumnTable)).toHaveLength(1);
    const elsewhere = contentFiles(DOCS)
      .filter((file) => !file.endsWith(path.join("autoeval", "metrics.mdx")))
      .filter((file) => tables(readFileSync(file, "utf8")).some(isMetricColumnTable))
      .map((file) => path.relative(DOCS, file));
    expect(elsewhere).toEqual([]);
  });

  it("say what is not published: the serving model and the columns each metric reads", () => {
    const table = tables(read("autoeval/metrics.mdx")).find(isMetricColumnTable)!;
    expect(table[0]).toContain("Served by");
    expect(table.slice(1).every((row) => row.includes("not published"))).toBe(true);
  });

  it("recognises a restated metric table (so the check above can fail)", () => {
    const restated =
      "| Metric | `input` | `ground_truth` |\n| --- | --- | --- |\n| Faithfulness | q | context |\n| `QA` | q | reference |\n";
    expect(tables(restated).some(isMetricColumnTable)).toBe(true);
  });
});

describe("the two guardrails pages", () => {
  const concept = read("autoeval/guardrails.mdx");
  const guide = read("guides/guardrails-guide.mdx");

  it("link to each other", () => {
    expect(concept).toContain("(/guides/guardrails-guide/");
    expect(guide).toContain("(/autoeval/guardrails/");
  });

  it("share no section: the concept page decides, the guide builds", () => {
    const shared = headings(concept).filter((h) => headings(guide).includes(h));
    expect(shared).toEqual([]);
    expect(concept).not.toMatch(/```(python|js|javascript|ts)/);
    expect(guide).toMatch(/```python title="guardrail.py"/);
    expect(
      tables(guide).some((t) => /fail/i.test(t[0]?.join(" ") ?? "") && /open|closed/i.test(t.flat().join(" "))),
    ).toBe(false);
  });
});
