import { describe, expect, it } from "vitest";
import relevanceFixture from "../../../common/search/__fixtures__/relevance.json";
import { buildIndex, distinctPages, rankedSearch, recordBoost } from "../../../common/search/ranking.mjs";
import { buildShards } from "../shard-index.mjs";
import { createShardReader, editDistance, pageByPage, PER_PAGE } from "../../../common/search/shard-query.mjs";
import { decodeSections, GROUP_BYTES, INDEX_VERSION, INLINE, ROWS } from "../../../common/search/shard-format.mjs";
import type { SearchRecord } from "../../../common/search/types";

function section(path: string, n: number, lvl1: string, lvl2: string | null, content: string): SearchRecord {
  return {
    id: `${path}#${n}`,
    url: lvl2 ? `${path}#${lvl2.toLowerCase().replace(/\W+/g, "-")}` : path,
    type: n === 0 ? "lvl1" : lvl2 ? "lvl2" : "content",
    hierarchy: { lvl0: path.startsWith("/api/") ? "API reference" : "Documentation", lvl1, lvl2, lvl3: null },
    content,
  };
}

/** A small site in the real one's words: guides, operations and schemas that share them. */
const RECORDS: SearchRecord[] = [
  section(
    "/autoeval/fine-tune/",
    0,
    "Fine-tuning evaluators",
    null,
    "Train an alBERTa evaluator on your labelled rows.",
  ),
  section(
    "/autoeval/fine-tune/",
    1,
    "Fine-tuning evaluators",
    "Start a fine-tune job",
    "Upload a dataset, then start the job.",
  ),
  section("/api/create-fine-tune-job/", 0, "Create Fine Tune Job", null, "Creates a fine tune job from a dataset."),
  section("/api/list-datasets/", 0, "List Datasets", null, "Lists the datasets of the project, paginated."),
  section("/api/upload-dataset-file/", 0, "Upload Dataset File", null, "Uploads a CSV file to a dataset."),
  section(
    "/api/schemas/finetunejob/",
    0,
    "FineTuneJob",
    null,
    "A fine tune job: fine_tune_job_id, status, dataset_id.",
  ),
  section("/quickstart/", 0, "Quickstart", null, "Get started: score rows in ten minutes with an API key."),
  section("/quickstart/", 1, "Quickstart", "Install the SDK", "pip install autoeval, then set the API key."),
  section("/autoeval/datasets/", 0, "Datasets", null, "Upload a dataset of input, output and ground truth columns."),
  section("/autoeval/metrics/", 0, "Metrics", null, "Faithfulness, relevance, toxicity and hallucination metrics."),
  section("/autoeval/guardrails/", 0, "Guardrails", null, "Block hallucinations in production with a threshold."),
  section("/release-notes/", 0, "Release notes", null, "What changed: new metrics, faster fine-tuning, pagination."),
  section("/sdk/", 0, "Python SDK", null, "The client paginates list calls and retries rate limits."),
  section("/deployment/", 0, "Deployment", null, "Hosting: our cloud, or your VPC with a private endpoint."),
  ...Array.from({ length: 30 }, (_, i) =>
    section(
      `/api/schemas/thing${i}/`,
      0,
      `Thing${i}`,
      null,
      `A dataset field of a job, number ${i}: metrics and evaluation.`,
    ),
  ),
];

function shardedSearch(records: readonly SearchRecord[], cap?: number) {
  const { manifest, files } = buildShards(records, cap === undefined ? {} : { cap, head: cap });
  const fetched: string[] = [];
  const reader = createShardReader(manifest, async (path) => {
    fetched.push(path);
    return JSON.parse(files.get(path)!);
  });
  const pages = [...new Set(records.map((r) => r.url.split("#")[0]!))];
  return { reader, fetched, files, manifest, pageOf: (p: number) => pages[p]! };
}

/** A long page: eight records of a third of GROUP_BYTES each. */
const LONG: SearchRecord[] = Array.from({ length: 8 }, (_, i) =>
  section("/long/", i, "Long", i ? `Part ${i}` : null, "word ".repeat(Math.floor(GROUP_BYTES / 3 / 5) - 12)),
);

const QUERIES = [
  ...relevanceFixture.queries.map((q) => q.query),
  "datset",
  "hallucinaton",
  "finetuning job",
  "f",
  "upload a dataset",
  "api key sdk",
];

describe("a query over the shards", () => {
  const whole = buildIndex(RECORDS);
  const urls = new Map(RECORDS.map((r) => [r.id, r.url]));
  const boosted = JSON.parse(JSON.stringify({ index: whole, records: RECORDS }));

  it("ranks the relevance queries' pages as the whole index does, with its scores", async () => {
    const { reader, pageOf } = shardedSearch(RECORDS, Infinity);
    const { loadIndex } = await import("../../../common/search/ranking.mjs");
    const engine = loadIndex(boosted);
    for (const query of QUERIES) {
      // A misspelt word is searched as the closest word the index has, in both (shard-query.mjs).
      const expected = rankedSearch(engine, query, undefined, await reader.corrections(query));
      const hits = await reader.search(query);
      expect(
        distinctPages(
          hits.map((h) => ({ id: `${h.page}` }) as never),
          (id) => pageOf(Number(id)),
        ),
        query,
      ).toEqual(distinctPages(expected, (id) => urls.get(id)));
      // Scores are stored to within 0.8 % (shard-format.mjs, encodeScore).
      const [best] = hits;
      if (best) expect(Math.abs(best.score / expected[0]!.score - 1), query).toBeLessThan(0.008);
    }
  });

  it("keeps the same first pages when each stem keeps only its weightiest postings", async () => {
    const capped = shardedSearch(RECORDS, 5);
    const all = shardedSearch(RECORDS, Infinity);
    for (const query of ["dataset", "fine tune job", "metrics"]) {
      const top = async (s: typeof capped) => (await s.reader.search(query)).slice(0, 3).map((h) => s.pageOf(h.page));
      expect(await top(capped), query).toEqual(await top(all));
    }
    // Every stem's postings, inline in its dictionary entry or in its file, stop at 5.
    const dictionaries = [...capped.files].filter(([name]) => name.startsWith("d/"));
    const lengths = dictionaries.flatMap(([, text]) =>
      (JSON.parse(text) as [string, number | string | number[]][]).map(([, ref]) =>
        Array.isArray(ref) ? ref.length / 3 : JSON.parse(capped.files.get(`t/${ref}.json`)!).length / 3,
      ),
    );
    expect(Math.max(...lengths)).toBe(5);
  });

  it("fetches only the dictionaries and postings of the query's stems, and the records it shows", async () => {
    const { reader, fetched, files } = shardedSearch(RECORDS);
    const hits = await reader.search("quickstart");
    const { records, pages } = await reader.records(hits.slice(0, 1));
    expect(records.map((r) => r.id)).toEqual(["/quickstart/#0"]);
    expect(pages).toEqual([RECORDS.find((r) => r.id === "/quickstart/#0")]);
    expect(fetched.filter((f) => f.startsWith("d/"))).toEqual(["d/qu.json"]);
    expect(fetched.filter((f) => f.startsWith("r/"))).toEqual(["r/5-0.json"]);
    expect(fetched.length).toBeLessThan(files.size / 20);
  });

  it("gives its records back exactly as they were written, long pages included", async () => {
    const records = [...RECORDS, ...LONG];
    const { reader, files } = shardedSearch(records);
    // Every row of every record file, in order: file f's row i is record f * ROWS + i of its page.
    const hits = [...files.keys()]
      .flatMap((name) => {
        const [, page, file] = name.match(/^r\/(\d+)-(\d+)\.json$/)?.map(Number) ?? [];
        if (page === undefined || file === undefined) return [];
        const rows = (JSON.parse(files.get(name)!) as unknown[][])[3]!;
        return rows.map((_, i) => ({ page, record: file * ROWS + i, score: 0, terms: [] }));
      })
      .sort((a, b) => a.page - b.page || a.record - b.record);
    const { records: back, pages } = await reader.records(hits);
    expect(back).toEqual(records);
    expect(pages.map((p) => p.id)).toEqual(records.filter((r) => r.type === "lvl1").map((r) => r.id));
  });

  it("reads a page's own record from the file another of its hits needs", async () => {
    const { reader, fetched } = shardedSearch([...RECORDS, ...LONG]);
    const long = new Set([...RECORDS, ...LONG].map((r) => r.url.split("#")[0])).size - 1;
    const { records } = await reader.records([
      { page: long, record: 0 },
      { page: long, record: 2 * ROWS + 1 },
    ]);
    expect(records.map((r) => r.id)).toEqual(["/long/#0", "/long/#7"]);
    expect(fetched).toEqual([`r/${long}-2.json`]);
  });

  it("answers a one-letter query from the commonest stems it starts", async () => {
    const { reader, fetched } = shardedSearch(RECORDS);
    expect((await reader.search("d")).length).toBeGreaterThan(0);
    expect(fetched.filter((f) => f.startsWith("d/"))).toEqual(["d/1d.json"]);
  });
});

describe("the shard files", () => {
  it("are the same bytes, under the same hash, for the same records", () => {
    const a = buildShards(RECORDS);
    const b = buildShards(JSON.parse(JSON.stringify(RECORDS)));
    expect(b.manifest).toEqual(a.manifest);
    expect([...b.files]).toEqual([...a.files]);
    expect(buildShards(RECORDS.slice(1)).manifest.hash).not.toBe(a.manifest.hash);
  });

  it("keep rare stems' postings in the dictionary and a page's records in files of about GROUP_BYTES", () => {
    const { files } = buildShards([...RECORDS, ...LONG]);
    const quickstart = JSON.parse(files.get("d/qu.json")!) as [string, unknown][];
    expect(quickstart.find(([term]) => term === "quickstart")?.[1]).toHaveLength(2 * 3);
    expect(2).toBeLessThanOrEqual(INLINE);
    // Quickstart's two short records share a file; the long page's records, a third of the
    // bound each, go three to a file, and a later file carries the page's own record too.
    const page = (path: string) => [...new Set([...RECORDS, ...LONG].map((r) => r.url.split("#")[0]))].indexOf(path);
    const of = (p: number) => [...files.keys()].filter((f) => f.startsWith(`r/${p}-`)).sort();
    expect(of(page("/quickstart/"))).toEqual([`r/${page("/quickstart/")}-0.json`]);
    const long = page("/long/");
    expect(of(long)).toEqual([0, 1, 2].map((f) => `r/${long}-${f}.json`));
    const [, , , rows, own] = JSON.parse(files.get(`r/${long}-2.json`)!) as [
      string,
      string,
      string,
      unknown[][],
      unknown[],
    ];
    expect(rows.map((row) => row[0])).toEqual(["#6", "#7"]);
    expect(own?.[0]).toBe("#0");
  });

  it("name each page's section in the manifest, in page order", () => {
    const { manifest } = buildShards(RECORDS);
    const pages = [...new Map(RECORDS.map((r) => [r.url.split("#")[0], r.hierarchy.lvl0])).values()];
    expect(decodeSections(manifest.sections)).toEqual(pages);
    expect(manifest.sections.names).toEqual(["Documentation", "API reference"]);
  });

  it("score a record with its page kind's boost", () => {
    expect(recordBoost(RECORDS[5]!)).toBe(0.2);
  });
});

describe("editDistance", () => {
  it("counts insertions, deletions and substitutions, and stops past the limit", () => {
    expect(editDistance("dataset", "datset", 2)).toBe(1);
    expect(editDistance("kitten", "sitting", 3)).toBe(3);
    expect(editDistance("abc", "xyzuvw", 2)).toBe(3);
  });
});

describe("a query's order and its words", () => {
  it("keeps each page's best three hits together, pages in the order of their best hit", () => {
    const hit = (page: number, record: number) => ({ page, record, score: 0, terms: [] });
    const ranked = [hit(1, 0), hit(1, 1), hit(1, 2), hit(1, 3), hit(2, 0), hit(1, 4), hit(3, 1), hit(2, 1)];
    expect(pageByPage(ranked).map((h) => `${h.page}-${h.record}`)).toEqual([
      "1-0",
      "1-1",
      "1-2",
      "2-0",
      "2-1",
      "3-1",
      "1-3",
      "1-4",
    ]);
    expect(PER_PAGE).toBe(3);
  });

  it("writes the manifest's version, synonyms and words files, and corrects a misspelt word from them", async () => {
    const { manifest, files } = buildShards(RECORDS, { synonyms: { changelog: ["release notes"] } });
    expect(manifest.version).toBe(INDEX_VERSION);
    expect(manifest.synonyms).toEqual({ changelog: ["release notes"] });
    expect(manifest.words.split(" ")).toContain("h");
    expect(JSON.parse(files.get("w/h.json")!)).toContainEqual(["hallucinations", 1]);
    const reader = createShardReader(JSON.parse(JSON.stringify(manifest)), async (path) =>
      JSON.parse(files.get(path)!),
    );
    expect(await reader.corrections("hallucinaton guardrails")).toEqual(new Map([["hallucinaton", "hallucination"]]));
    const pages = [...new Set(RECORDS.map((r) => r.url.split("#")[0]))];
    const first = async (query: string) => pages[(await reader.search(query))[0]!.page];
    expect(await first("changelog")).toBe("/release-notes/");
    expect(await first("hallucinaton")).toBe("/autoeval/metrics/");
  });
});
