import { describe, expect, it } from "vitest";
import { loadEngine } from "../engine";
import { createLocalSearchClient, snippetLength, toHit } from "../local-client";
import { buildShards } from "../../../build/search/shard-index.mjs";
import type { SearchRecord } from "../../../common/search/types";
import { engineOf } from "../../../build/search/__tests__/shard-engine";

function record(id: string, lvl1: string, content: string, extra: Partial<SearchRecord> = {}): SearchRecord {
  return {
    id,
    url: `/${id}/`,
    type: "content",
    hierarchy: { lvl0: "Docs", lvl1, lvl2: null, lvl3: null },
    content,
    ...extra,
  };
}

const RECORDS: SearchRecord[] = [
  record("metrics", "Metrics", "Faithfulness checks that the output is supported by the ground truth context."),
  record("fine-tune", "Fine-tuning", "Train an alBERTa evaluator on labelled rows to get a custom metric."),
  record("datasets", "Datasets", "Upload a CSV file with input, output and ground_truth columns."),
  record("guardrails", "Guardrails", "Block unsupported answers in production with a faithfulness threshold.", {
    url: "/autoeval/guardrails/#threshold",
    type: "lvl2",
    hierarchy: { lvl0: "AutoEval", lvl1: "Guardrails", lvl2: "Threshold", lvl3: null },
  }),
  record("xss", "Escaping <b>", "A page that mentions <script>alert(1)</script> in its text."),
  ...Array.from({ length: 25 }, (_, i) => record(`bulk-${i}`, `Bulk page ${i}`, `Common word evaluation number ${i}.`)),
];

const engine = engineOf(RECORDS);
const ids = async (query: string, limit = 10) => (await engine.search(query, limit)).records.map((r) => r.id);

describe("the engine", () => {
  it("finds every record with the word, as the records were written", async () => {
    expect((await ids("faithfulness")).sort()).toEqual(["guardrails", "metrics"]);
    const [guardrails] = (await engine.search("production", 10)).records;
    expect(guardrails).toEqual(RECORDS.find((r) => r.id === "guardrails"));
  });

  it("puts the records with every word first, then, when they are on few pages, those with some", async () => {
    const result = await engine.search("faithfulness production", 10);
    expect(result.records.map((r) => r.id)).toEqual(["guardrails", "metrics"]);
    expect(result.total).toBe(2);
  });

  it("falls back to any word when no record has all of them", async () => {
    expect((await ids("faithfulness csv")).sort()).toEqual(["datasets", "guardrails", "metrics"]);
  });

  it("matches prefixes", async () => {
    expect(await ids("albert")).toEqual(["fine-tune"]);
  });

  it("ranks a title match above a content match", async () => {
    const records = [
      record("a", "Overview", "This page talks about datasets in passing."),
      record("b", "Datasets", "All about tables."),
    ];
    expect((await engineOf(records).search("datasets", 10)).records[0]?.id).toBe("b");
  });

  it("returns nothing for an empty query", async () => {
    expect(await engine.search("   ", 10)).toEqual({ records: [], total: 0, terms: [] });
  });

  it("pages with limit and offset, reporting the total", async () => {
    const first = await engine.search("common", 10);
    const second = await engine.search("common", 10, 10);
    expect(first.total).toBe(25);
    expect(first.records).toHaveLength(10);
    expect(second.records).toHaveLength(10);
    expect(new Set([...first.records, ...second.records].map((r) => r.id)).size).toBe(20);
  });

  it("returns the matched terms and the query words for highlighting", async () => {
    expect((await engine.search("faith", 10)).terms).toEqual(expect.arrayContaining(["faithfulness", "faith"]));
  });

  it("fetches the records of the hits it returns, not the others", async () => {
    const fresh = engineOf(RECORDS);
    await fresh.search("common", 3);
    expect(fresh.fetched.filter((f) => f.startsWith("r/"))).toHaveLength(3);
  });
});

describe("snippetLength", () => {
  it.each([
    [["content:5"], 5],
    [["hierarchy.lvl1:3", "content:8"], 8],
    [["content"], 10],
    [["content:0"], 10],
    [["content:abc"], 10],
    [undefined, 10],
  ])("%j -> %d", (attributes, words) => {
    expect(snippetLength(attributes)).toBe(words);
  });

  it("uses the given fallback", () => {
    expect(snippetLength(undefined, 7)).toBe(7);
  });
});

describe("toHit", () => {
  it("has DocSearch's hit shape", () => {
    const hit = toHit(RECORDS[3]!, ["faithfulness"], 10);
    expect(hit).toMatchObject({
      objectID: "guardrails",
      url: "/autoeval/guardrails/#threshold",
      type: "lvl2",
      hierarchy: {
        lvl0: "AutoEval",
        lvl1: "Guardrails",
        lvl2: "Threshold",
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content: "Block unsupported answers in production with a faithfulness threshold.",
    });
    expect(Object.keys(hit._highlightResult.hierarchy)).toEqual([
      "lvl0",
      "lvl1",
      "lvl2",
      "lvl3",
      "lvl4",
      "lvl5",
      "lvl6",
    ]);
    expect(hit._highlightResult.content).toEqual({
      value: "Block unsupported answers in production with a <mark>faithfulness</mark> threshold.",
      matchLevel: "full",
      matchedWords: ["faithfulness"],
    });
    expect(hit._snippetResult.content.value).toContain("<mark>faithfulness</mark>");
    expect(hit._snippetResult.hierarchy.lvl1).toMatchObject({ value: "Guardrails", matchLevel: "none" });
  });

  it("gives null content for a record without text", () => {
    expect(toHit(record("empty", "Empty", ""), [], 10).content).toBeNull();
  });

  it("escapes the page's text and title", () => {
    const hit = toHit(RECORDS[4]!, ["alert"], 10);
    expect(hit._highlightResult.content.value).not.toContain("<script");
    expect(hit._highlightResult.hierarchy.lvl1?.value).toBe("Escaping &lt;b&gt;");
    expect(hit._snippetResult.content.value).toContain("&lt;script&gt;<mark>alert</mark>");
  });

  it("escapes the plain hierarchy and content too, which DocSearch renders for saved searches", () => {
    const hit = toHit(RECORDS[4]!, ["alert"], 10);
    expect(hit.hierarchy.lvl1).toBe("Escaping &lt;b&gt;");
    expect(hit.content).toBe("A page that mentions &lt;script&gt;alert(1)&lt;/script&gt; in its text.");
    expect(JSON.stringify(hit)).not.toMatch(/<(?!\/?mark>)/);
  });
});

describe("createLocalSearchClient", () => {
  const client = createLocalSearchClient(async () => engine);

  it("answers DocSearch's request list with hits, honouring hitsPerPage and the snippet length", async () => {
    const { results } = await client.search([
      {
        indexName: "autoeval-docs",
        query: "common",
        params: { hitsPerPage: 7, attributesToSnippet: ["hierarchy.lvl1:10", "content:2"] },
      },
    ]);
    expect(results).toHaveLength(1);
    const [result] = results;
    expect(result).toMatchObject({
      nbHits: 25,
      page: 0,
      nbPages: 4,
      hitsPerPage: 7,
      query: "common",
      index: "autoeval-docs",
    });
    expect(result!.hits).toHaveLength(7);
    for (const hit of result!.hits) {
      expect(hit._snippetResult.content.value.replace(/…/g, "").split(" ")).toHaveLength(2);
      expect(hit.url).toMatch(/^\/bulk-\d+\/$/);
    }
  });

  it("accepts the { requests: [...] } form and query in params, answering each request", async () => {
    const { results } = await client.search({
      requests: [
        { indexName: "a", params: { query: "faithfulness", hitsPerPage: 1 } },
        { indexName: "b", query: "csv", hitsPerPage: 20 },
      ],
    });
    expect(results.map((r) => [r.index, r.query, r.hits.length, r.nbHits])).toEqual([
      ["a", "faithfulness", 1, 2],
      ["b", "csv", 1, 1],
    ]);
  });

  it("uses 20 hits per page by default and pages through results", async () => {
    const { results } = await client.search([{ indexName: "x", query: "common", params: { page: 1 } }]);
    expect(results[0]).toMatchObject({ hitsPerPage: 20, page: 1, nbPages: 2 });
    expect(results[0]!.hits).toHaveLength(5);
  });

  it("answers the modal with only the hits it shows, given its hits per section", async () => {
    const modal = createLocalSearchClient(async () => engine, 5);
    const { results } = await modal.search([{ indexName: "x", query: "common" }]);
    // 25 pages of one section: DocSearch would show the first five of the 20 hits.
    expect(results[0]).toMatchObject({ nbHits: 25, hitsPerPage: 20 });
    expect(results[0]!.hits.map((h) => h.url)).toEqual([0, 1, 2, 3, 4].map((i) => `/bulk-${i}/`));
  });

  it("answers an empty query with no hits", async () => {
    const { results } = await client.search([{ indexName: "x", query: "" }]);
    expect(results[0]).toMatchObject({ hits: [], nbHits: 0, nbPages: 0 });
  });

  it("never returns markup from the page in highlights", async () => {
    const { results } = await client.search([{ indexName: "x", query: "script alert" }]);
    const html = JSON.stringify(results[0]!.hits.map((h) => [h._highlightResult, h._snippetResult]));
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("<mark>");
  });

  it("reports an index file that cannot be fetched as DocSearch's retry error, and fetches it again next time", async () => {
    const { manifest, files } = buildShards(RECORDS);
    let failures = 1;
    const flaky = loadEngine(manifest, async (path) => {
      if (path.startsWith("r/") && failures-- > 0) throw new Error("offline");
      return JSON.parse(files.get(path)!);
    });
    const failing = createLocalSearchClient(async () => flaky);
    await expect(failing.search([{ indexName: "x", query: "faithfulness" }])).rejects.toMatchObject({
      name: "RetryError",
      message: "The search index could not be loaded: offline",
    });
    const { results } = await failing.search([{ indexName: "x", query: "faithfulness" }]);
    expect(results[0]!.nbHits).toBe(2);
  });

  it("has the parts DocSearch's transformSearchClient needs", () => {
    expect(typeof client.addAlgoliaAgent).toBe("function");
    expect(client.transporter.algoliaAgent.value).toBe("autoeval-local-search");
  });
});
