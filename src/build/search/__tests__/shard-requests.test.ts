/**
 * What a first query costs in requests and rounds (a round: the files fetched together, before
 * the answers they bring say what to fetch next). Chromium opens at most 6 connections to a
 * host and spends milliseconds on each request, and on a real network each round is a round
 * trip, so a query's time grows with both, and a first query must answer fast (docs/decisions.md,
 * "Search budgets").
 */
import { describe, expect, it } from "vitest";
import { buildShards } from "../shard-index.mjs";
import { createShardReader } from "../../../common/search/shard-query.mjs";
import type { SearchRecord } from "../../../common/search/types";

/** A reader whose fetches are answered together, a round at a time, and counted. */
function countingReader(records: readonly SearchRecord[]) {
  const { manifest, files } = buildShards(records);
  const waiting: { path: string; resolve: (value: unknown) => void }[] = [];
  const rounds: string[][] = [];
  const reader = createShardReader(manifest, (path) => new Promise((resolve) => waiting.push({ path, resolve })));
  /** Runs `work`, answering the files it asks for in rounds until it settles. */
  async function run<T>(work: Promise<T>): Promise<T> {
    let settled = false;
    void work.then(
      () => (settled = true),
      () => (settled = true),
    );
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (waiting.length === 0) break;
      const round = waiting.splice(0);
      rounds.push(round.map((w) => w.path));
      for (const { path, resolve } of round) resolve(JSON.parse(files.get(path)!));
    }
    expect(settled).toBe(true);
    return work;
  }
  return { reader, rounds, run };
}

/**
 * 40 pages of three records each (the page and two sections) that all say "dataset", and five
 * more stems that start with it, each common enough to have postings of its own. As on the
 * site, the best hits cluster: the first seven pages are about datasets, titles included.
 */
const VARIANTS = ["dataset", "datasetq", "datasetx", "datasetz", "datasetv", "datasetw"];
const RECORDS: SearchRecord[] = Array.from({ length: 40 }, (_, p) =>
  [0, 1, 2].map((n): SearchRecord => {
    const path = `/guides/page-${p}/`;
    return {
      id: `${path}#${n}`,
      url: n === 0 ? path : `${path}#part-${n}`,
      type: n === 0 ? "lvl1" : "lvl2",
      hierarchy: {
        lvl0: "Guides",
        lvl1: p < 7 ? `Dataset guide ${p}` : `Page ${p}`,
        lvl2: n === 0 ? null : `Part ${n}`,
        lvl3: null,
      },
      content: `A dataset ${VARIANTS[(p + n) % VARIANTS.length]} note ${p} ${n}.`,
    };
  }),
).flat();

describe("a first query of one common word", () => {
  it("reads its dictionary, its postings and the 20 records shown in at most 10 requests and 2 rounds", async () => {
    const { reader, rounds, run } = countingReader(RECORDS);
    const hits = await run(reader.search("dataset"));
    const shown = await run(reader.records(hits.slice(0, 20)));
    expect(shown.records).toHaveLength(20);
    // The dictionary with the word's postings and its five prefix matches' heads (the manifest
    // names both files), then the records: three records of a page come in one file, and carry
    // the page's own record.
    expect(rounds[0]!.sort()).toEqual(["d/da.json", "h/da/t.json", expect.stringMatching(/^t\/\d+\.json$/)]);
    expect(rounds.flat().length, JSON.stringify(rounds)).toBeLessThanOrEqual(10);
    expect(rounds.length, JSON.stringify(rounds)).toBe(2);
    expect(shown.pages.map((p) => p.type)).toEqual(shown.pages.map(() => "lvl1"));
  });

  it("reads a prefix's matches, however many, from one file of their heads, with the dictionary", async () => {
    const { reader, rounds, run } = countingReader(RECORDS);
    expect((await run(reader.search("datase"))).length).toBeGreaterThan(100);
    expect(rounds.map((round) => round.sort())).toEqual([["d/da.json", "h/da/t.json"]]);
  });

  it("asks for no file the manifest does not list", async () => {
    const { manifest, files } = buildShards(RECORDS);
    const asked: string[] = [];
    const reader = createShardReader(manifest, async (path) => {
      asked.push(path);
      return JSON.parse(files.get(path)!);
    });
    for (const query of ["dataset", "datase", "d", "da", "note", "guide 3", "zebra", "dtaset", "part"]) {
      await reader.search(query);
    }
    expect(asked.filter((path) => !files.has(path))).toEqual([]);
  });

  it("fetches a heads file again on the next query when it failed", async () => {
    const { manifest, files } = buildShards(RECORDS);
    let offline = true;
    const reader = createShardReader(manifest, async (path) => {
      if (path.startsWith("h/") && offline) throw new Error("offline");
      return JSON.parse(files.get(path)!);
    });
    await expect(reader.search("datase")).rejects.toThrow("offline");
    offline = false;
    expect((await reader.search("datase")).length).toBeGreaterThan(100);
  });
});

describe("a first query of two words", () => {
  it("asks for every stem's files in the first round: the words, joined, and as a title", async () => {
    const { reader, rounds, run } = countingReader(RECORDS);
    expect((await run(reader.search("dataset guide"))).length).toBeGreaterThan(0);
    expect(rounds.length, JSON.stringify(rounds)).toBe(1);
  });

  it("asks for a misspelt word's words file once its dictionary says the word is unknown: one round more", async () => {
    const { reader, rounds, run } = countingReader(RECORDS);
    const hits = await run(reader.search("dataste guide"));
    expect(hits.length).toBeGreaterThan(0);
    expect(rounds[1], JSON.stringify(rounds)).toContain("w/d.json");
  });
});

describe("a manifest written before it named the common stems and bundles", () => {
  it("still answers, asking for the postings once its dictionary names them", async () => {
    const { manifest, files } = buildShards(RECORDS);
    const { commonStems: _stems, ...rest } = manifest;
    const older = { ...rest, keys: manifest.keys.replace(/:\S*/g, "") };
    const asked: string[] = [];
    const reader = createShardReader(older, async (path) => {
      asked.push(path);
      return JSON.parse(files.get(path)!);
    });
    expect(await reader.search("dataset")).toEqual(
      await createShardReader(manifest, async (p) => JSON.parse(files.get(p)!)).search("dataset"),
    );
    expect(asked[0]).toBe("d/da.json");
    expect(asked).toHaveLength(3);
  });
});
