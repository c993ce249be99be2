import { describe, expect, it } from "vitest";
import {
  buildIndex,
  distinctPages,
  indexedFields,
  indexTokens,
  loadIndex,
  processTerm,
  queryTokens,
  rankedSearch,
  recordBoost,
  relevance,
  headingsOfTemplates,
} from "../ranking.mjs";
import type { SearchRecord } from "../types";

function page(url: string, lvl1: string, content: string, lvl2: string | null = null): SearchRecord {
  return {
    id: `${url}#${lvl2 ?? 0}`,
    url,
    type: lvl2 ? "lvl2" : "lvl1",
    hierarchy: { lvl0: "Docs", lvl1, lvl2, lvl3: null },
    content,
  };
}

const RECORDS: SearchRecord[] = [
  page("/autoeval/fine-tune/", "Fine-tuning evaluators", "Train an evaluator on your labelled rows."),
  page("/api/create-fine-tune-job/", "Create Fine Tune Job", "Creates a fine tune job."),
  page("/api/get-fine-tune-job/", "Get Fine Tune Job", "Returns a fine tune job."),
  page("/api/list-fine-tune-jobs/", "List Fine Tune Jobs", "Lists fine tune jobs."),
  page("/api/schemas/finetunejob/", "FineTuneJob", "A fine tune job: fine_tune_job_id, status."),
  page("/quickstart/", "Quickstart", "Score rows in ten minutes."),
  page("/autoeval/labeling/", "Labeling", "Run a pseudo-label job before you train."),
];
const file = JSON.parse(JSON.stringify({ index: buildIndex(RECORDS), records: RECORDS }));
const cases = (queries: string[], target: string) => queries.map((query) => ({ query, page: target }));

describe("the words of pages and queries", () => {
  it("keeps each part of a hyphenated or underscored word and the word joined", () => {
    expect(indexTokens("Fine-tuning, fine_tune_job (alBERTa-LC-8k)")).toEqual([
      "Fine",
      "tuning",
      "Finetuning",
      "fine",
      "tune",
      "job",
      "finetunejob",
      "alBERTa",
      "LC",
      "8k",
      "alBERTaLC8k",
    ]);
  });

  it("splits a query on hyphens without joining", () => {
    expect(queryTokens("fine-tune  list_metrics")).toEqual(["fine", "tune", "list", "metrics"]);
  });

  it("gives one form to plurals and verb forms, and drops stop words", () => {
    expect(["tuning", "tune", "Datasets", "dataset", "labelling", "labeling"].map(processTerm)).toEqual([
      "tun",
      "tun",
      "dataset",
      "dataset",
      "label",
      "label",
    ]);
    expect(processTerm("the")).toBeNull();
  });

  it("gives a word and its -s, -ed, -ing, -ment, -er, -able and -ion forms one form", () => {
    const forms = (words: string) => new Set(words.split(" ").map(processTerm));
    // Porter's stemmer split these: deploy → deploi, deployment → deploy.
    expect(forms("deploy deploys deployed deploying deployment")).toEqual(new Set(["deploy"]));
    expect(forms("apply applies applied applying application")).toEqual(new Set(["appli"]));
    expect(forms("create created creation")).toEqual(new Set(["creat"]));
    expect(forms("view viewer views")).toEqual(new Set(["view"]));
    expect(forms("tune tunable tuned")).toEqual(new Set(["tun"]));
    expect(forms("add added adding")).toEqual(new Set(["ad"]));
  });
});

describe("ranking", () => {
  it("finds the guide first for every spelling of fine-tune, ahead of the API pages that share the words", () => {
    const { outcomes } = relevance(
      file,
      cases(["fine-tune", "fine tune", "finetune", "fine-tuning", "Fine tuning"], "/autoeval/fine-tune/"),
      1,
    );
    expect(outcomes.filter((o) => !o.passed)).toEqual([]);
  });

  it("joins two neighbouring query words to find a compound written as one", () => {
    expect(relevance(file, cases(["quick start"], "/quickstart/"), 1).passed).toBe(1);
  });

  it("finds a hyphenated page word from the spaced and the joined query", () => {
    expect(
      relevance(file, cases(["pseudo label", "pseudolabel", "pseudo-labelling"], "/autoeval/labeling/"), 1).passed,
    ).toBe(3);
  });

  it("weighs guides over API operations over schema pages", () => {
    const boosts = ["/guide/", "/release-notes/", "/api/evaluate/", "/api/schemas/metric/"].map((url) =>
      recordBoost(page(url, "T", "")),
    );
    expect([...boosts].sort((a, b) => b - a)).toEqual(boosts);
  });

  it("counts distinct pages, in the order of their best section", () => {
    const engine = buildIndex(RECORDS);
    const urls = new Map(RECORDS.map((r) => [r.id, r.url]));
    const pages = distinctPages(rankedSearch(engine, "job"), (id) => urls.get(id));
    expect(new Set(pages).size).toBe(pages.length);
  });

  it("falls back to any word when no page has them all", () => {
    expect(rankedSearch(buildIndex(RECORDS), "quickstart zebra").length).toBeGreaterThan(0);
  });
});

describe("what counts in a record", () => {
  const operation = (slug: string, title: string, n: number, lvl2: string | null, content: string): SearchRecord => ({
    id: `/api/${slug}/#${n}`,
    url: n === 0 ? `/api/${slug}/` : `/api/${slug}/#${(lvl2 ?? "").toLowerCase().replace(/\W+/g, "-")}`,
    type: n === 0 ? "lvl1" : "lvl2",
    hierarchy: { lvl0: "API", lvl1: title, lvl2, lvl3: null },
    content,
  });
  const OPERATIONS: SearchRecord[] = [
    ["evaluate", "Evaluate", "Scores rows with one metric."],
    ["evaluate-dataset", "Evaluate Dataset", "Scores a dataset; evaluate every row and store the run."],
    ["evaluate-run", "Evaluate Run", "Evaluate rows you send and store the run; evaluate again later."],
    ["list-datasets", "List Datasets", "Lists the datasets of a project."],
  ].flatMap(([slug, title, content]) => [
    operation(slug!, title!, 0, null, content!),
    operation(slug!, title!, 1, "Responses", "The run, with its scores."),
    operation(slug!, title!, 2, "Code samples", ""),
  ]);
  const GUIDE: SearchRecord[] = [
    page("/guides/rag-evaluation/", "Evaluating a RAG pipeline", "Evaluate the retriever, then evaluate the answers."),
  ];
  const records = [...OPERATIONS, ...GUIDE];
  const engine = loadIndex(JSON.parse(JSON.stringify({ index: buildIndex(records), records })));
  const urls = new Map(records.map((r) => [r.id, r.url]));
  const pagesOf = (query: string) => distinctPages(rankedSearch(engine, query), (id) => urls.get(id));

  it("finds the headings every page of a template shares, per kind of page", () => {
    expect([...headingsOfTemplates(records)].sort()).toEqual(["operation\nCode samples", "operation\nResponses"]);
  });

  it("gives a template's headings no weight: no operation answers for the word 'responses' by its heading", () => {
    expect(indexedFields(OPERATIONS[1]!, headingsOfTemplates(records)).headings).toBe("");
    expect(pagesOf("code samples")).toEqual([]);
  });

  it("puts the page whose title is the query first", () => {
    expect(pagesOf("evaluate")[0]).toBe("/api/evaluate/");
    expect(pagesOf("list datasets")[0]).toBe("/api/list-datasets/");
    expect(indexedFields(OPERATIONS[0]!).titleKey).toBe("evalu");
    expect(indexedFields(OPERATIONS[9]!).titleKey).toBe("list_dataset");
    expect(indexedFields(OPERATIONS[1]!).titleKey).toBe("");
  });
});
