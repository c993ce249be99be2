import { describe, expect, it } from "vitest";
import { indexTokens, processTerm } from "../../src/common/search/ranking.mjs";
import type { SearchRecord } from "../../src/common/search/types";
import { syntheticRecords } from "../lib/synthetic-search.mjs";

const record = (path: string, n: number, content: string): SearchRecord => ({
  id: `${path}#${n}`,
  url: n ? `${path}#part-${n}` : path,
  type: n ? "lvl2" : "lvl1",
  hierarchy: { lvl0: "Docs", lvl1: `Title of ${path}`, lvl2: n ? `Part ${n}` : null, lvl3: null },
  content,
});

const REAL: SearchRecord[] = Array.from({ length: 10 }, (_, p) => [
  record(`/page-${p}/`, 0, `Evaluate datasets with guardrails and metrics, page ${p}.`),
  record(`/page-${p}/`, 1, `Upload labelled examples, then fine-tune an evaluator against production traffic.`),
]).flat();

const vocabulary = (records: readonly SearchRecord[]) =>
  new Set(
    records.flatMap((r) =>
      indexTokens([r.hierarchy.lvl1, r.hierarchy.lvl2, r.content].filter(Boolean).join(" ")).map(processTerm),
    ),
  );

describe("syntheticRecords", () => {
  const synthetic = syntheticRecords(REAL, 200);

  it("makes the pages asked for, each under its own path, its records numbered from 0", () => {
    const pages = new Set(synthetic.map((r) => r.url.split("#")[0]));
    expect(pages.size).toBe(200);
    expect(new Set(synthetic.map((r) => r.id)).size).toBe(synthetic.length);
    expect(synthetic.filter((r) => r.id.endsWith("#0"))).toHaveLength(200);
  });

  it("grows the vocabulary at most four times, however many copies", () => {
    const real = vocabulary(REAL).size;
    const grown = vocabulary(synthetic).size;
    expect(grown).toBeGreaterThan(real);
    expect(grown).toBeLessThanOrEqual(4 * real);
    expect(vocabulary(syntheticRecords(REAL, 2000)).size).toBeLessThanOrEqual(4 * real);
  });
});
