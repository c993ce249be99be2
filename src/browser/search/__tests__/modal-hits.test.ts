import { describe, expect, it } from "vitest";
import { modalEntries } from "../modal-hits";
import { withPageRecords } from "../local-client";
import { MAX_RESULTS_PER_GROUP } from "../../../common/search/config";
import type { SearchRecord } from "../../../common/search/types";
import { engineOf } from "../../../build/search/__tests__/shard-engine";

const SECTIONS = ["Docs", "API", "Docs", "API", "Guides"];
const sectionOf = (page: number) => SECTIONS[page];

describe("modalEntries", () => {
  it("puts a page's own record before its first hit, once", () => {
    expect(
      modalEntries(
        [
          { page: 0, record: 3 },
          { page: 0, record: 0 },
          { page: 1, record: 0 },
        ],
        sectionOf,
        5,
      ),
    ).toEqual([
      { page: 0, record: 0 },
      { page: 0, record: 3 },
      { page: 1, record: 0 },
    ]);
  });

  it("keeps the first entries of each section, counting page records, and drops the rest", () => {
    const hits = [0, 1, 2, 3, 4, 0].map((page, i) => ({ page, record: i + 1 }));
    expect(modalEntries(hits, sectionOf, 3)).toEqual([
      { page: 0, record: 0 },
      { page: 0, record: 1 },
      { page: 1, record: 0 },
      { page: 1, record: 2 },
      // A full section drops its later hits and pages; a page record may take its last place.
      { page: 2, record: 0 },
      { page: 3, record: 0 },
      { page: 4, record: 0 },
      { page: 4, record: 5 },
    ]);
  });
});

/** DocSearch's modal: the hits in order, the first `perGroup` of each lvl0 kept. */
function docSearchShows(records: readonly SearchRecord[], perGroup: number): string[] {
  const kept = new Map<string, number>();
  return records.flatMap((record) => {
    const count = kept.get(record.hierarchy.lvl0) ?? 0;
    if (count >= perGroup) return [];
    kept.set(record.hierarchy.lvl0, count + 1);
    return [record.id];
  });
}

function record(path: string, n: number, lvl0: string, content: string): SearchRecord {
  return {
    id: `${path}#${n}`,
    url: n === 0 ? path : `${path}#part-${n}`,
    type: n === 0 ? "lvl1" : "lvl2",
    hierarchy: { lvl0, lvl1: path, lvl2: n === 0 ? null : `Part ${n}`, lvl3: null },
    content,
  };
}

/** Pages in three sections, each with sections of its own that say the common words. */
const RECORDS = ["Docs", "API", "Guides"].flatMap((lvl0, s) =>
  Array.from({ length: 6 }, (_, p) =>
    Array.from({ length: 4 }, (_, n) =>
      record(`/${lvl0.toLowerCase()}/${p}/`, n, lvl0, `evaluation dataset ${"metric ".repeat((s + p + n) % 4)}`),
    ),
  ).flat(),
);

describe("the engine, asked for the modal's hits", () => {
  it.each(["evaluation", "metric", "dataset metric", "docs"])(
    "answers %s with what DocSearch would show of the whole answer, and fetches only those records",
    async (query) => {
      const whole = engineOf(RECORDS);
      const all = await whole.search(query, 20);
      const expected = docSearchShows(withPageRecords(all.records, whole), MAX_RESULTS_PER_GROUP);
      const cut = engineOf(RECORDS);
      const shown = await cut.search(query, 20, 0, MAX_RESULTS_PER_GROUP);
      expect(shown.records.map((r) => r.id)).toEqual(expected);
      expect(withPageRecords(shown.records, cut).map((r) => r.id)).toEqual(expected);
      expect(shown.total).toBe(all.total);
      const files = (engine: { fetched: string[] }) => engine.fetched.filter((f) => f.startsWith("r/")).length;
      expect(files(cut)).toBeLessThanOrEqual(files(whole));
    },
  );

  it("fetches fewer records than it ranks when a section fills", async () => {
    const cut = engineOf(RECORDS);
    const shown = await cut.search("evaluation", 20, 0, MAX_RESULTS_PER_GROUP);
    expect(shown.total).toBeGreaterThan(20);
    expect(shown.records.length).toBeLessThanOrEqual(3 * MAX_RESULTS_PER_GROUP);
    const pages = new Set(shown.records.map((r) => r.url.split("#")[0]));
    expect(cut.fetched.filter((f) => f.startsWith("r/")).length).toBe(pages.size);
  });
});
