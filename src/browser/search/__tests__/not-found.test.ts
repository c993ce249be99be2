import { describe, expect, it } from "vitest";
import { sectionOf, suggestPages, wordsOfPath } from "../not-found";
import type { SearchRecord } from "../../../common/search/types";
import { engineOf } from "../../../build/search/__tests__/shard-engine";

const page = (url: string, title: string, content: string, type: SearchRecord["type"] = "lvl1"): SearchRecord => ({
  id: url,
  url,
  type,
  hierarchy: { lvl0: "AutoEval", lvl1: title, lvl2: type === "lvl1" ? null : "Section", lvl3: null },
  content,
});

const engine = engineOf([
  page("/autoeval/metrics/", "Metrics", "Every metric AutoEval computes, in a list."),
  page("/autoeval/metrics/#faithfulness", "Metrics", "Faithfulness metric list entry.", "lvl2"),
  page("/autoeval/datasets/", "Datasets", "Upload rows."),
  page("/quickstart/", "Quickstart", "From a key to a first evaluation."),
]);

describe("wordsOfPath", () => {
  it("splits the path into words, dropping noise, numbers and escapes", () => {
    expect(wordsOfPath("/autoeval/metric-list/")).toBe("autoeval metric list");
    expect(wordsOfPath("/docs/quick_start/index.html")).toBe("quick start");
    expect(wordsOfPath("/2024/%E2%9C%93/")).toBe("");
  });
});

describe("sectionOf", () => {
  it("is the first folder of a path with more than one", () => {
    expect(sectionOf("/api/evalute/")).toBe("/api/");
    expect(sectionOf("/quickstat/")).toBeNull();
    expect(sectionOf("/")).toBeNull();
  });
});

describe("suggestPages", () => {
  it("offers the best-matching pages, one link per page", async () => {
    const suggestions = await suggestPages(engine, "/autoeval/metric-list/");
    expect(suggestions[0]).toEqual({ path: "/autoeval/metrics/", title: "Metrics" });
    expect(new Set(suggestions.map((s) => s.path)).size).toBe(suggestions.length);
  });

  it("never offers the missing path itself, and reads only the offered pages' own records", async () => {
    const fresh = engineOf([
      page("/autoeval/metrics/", "Metrics", "Every metric AutoEval computes, in a list."),
      page("/autoeval/metrics/#faithfulness", "Metrics", "Faithfulness metric list entry.", "lvl2"),
      page("/autoeval/metrics/#relevance", "Metrics", "Relevance metric list entry.", "lvl2"),
      page("/autoeval/datasets/", "Datasets", "Upload rows for a metric."),
    ]);
    const suggestions = await suggestPages(fresh, "/autoeval/metrics/");
    expect(suggestions).toEqual([{ path: "/autoeval/datasets/", title: "Datasets" }]);
    expect(fresh.fetched.filter((f) => f.startsWith("r/")).sort()).toEqual(["r/0-0.json", "r/1-0.json"]);
  });

  it("searches a mistyped address within its section, and offers the section's pages first", async () => {
    const api = engineOf([
      page("/sdk/", "API reference", "How to call the API: evaluate, datasets and more."),
      page("/guides/rag-evaluation/", "Evaluate a RAG app", "Evaluate answers with the API."),
      page("/api/evaluate/", "Evaluate", "Scores rows with metrics."),
    ]);
    const suggestions = await suggestPages(api, "/api/evalute/");
    expect(suggestions[0]).toEqual({ path: "/api/evaluate/", title: "Evaluate" });
  });

  it("offers nothing for a path without words", async () => {
    expect(await suggestPages(engine, "/404/")).toEqual([]);
  });
});
