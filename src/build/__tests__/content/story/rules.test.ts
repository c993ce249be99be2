/**
 * Each story rule catches what it is for (so the checks over the real content can fail).
 */
import { describe, expect, it } from "vitest";
import { idProblems, objectProblems } from "./check";
import { requestPointerOf, shownInMdx, shownInOpenApi, type Shown } from "./collect";
import type { StoryObject } from "./registry";
import { runSizeProblems, sameRowScoreProblems, scoreCountProblems } from "./rules/counts";
import { jobStatusProblems } from "./rules/jobs";
import { listingProblems, summaryProblems } from "./rules/listings";
import { causalProblems, shownCausalProblems, shownTimeProblems } from "./rules/times";
import { archiveProblems } from "./rules/usage";
import { viewProblems } from "./rules/views";

const response = (operation: string, request: unknown, value: unknown): Shown => ({
  where: "fake",
  operation,
  request,
  value,
});

const predicate = (columnName: string, operator: string, value: string) => ({
  columnName,
  stringCriteria: { operator, value },
  numericCriteria: { operator: "OPERATOR_UNSPECIFIED", int64Value: 0, doubleValue: 0 },
  stringListCriteria: { operator: "OPERATOR_UNSPECIFIED", values: [] },
});

const COLUMNS = ["input", "output", "ground_truth"].map((literalName, index) => ({ literalName, index }));
const row = (id: string, ...cells: string[]) => ({ id, rowValues: cells.map((stringValue) => ({ stringValue })) });

describe("one id, one object", () => {
  it("catches an unregistered id, a wrong fact, a wrong kind and a run returned by the wrong operation", async () => {
    const page = [
      '<ApiExample operation="evaluate-run" body={{ metrics: [], input: [], output: [], groundTruth: [] }} />',
      "",
      '```json title="Response"',
      '{ "runId": "run_9d4a7e3c58", "metricScores": [] }',
      "```",
      "",
      "```json",
      '{ "dataset": { "id": "ds_5b81d0e6a7", "numRows": 4, "initializationStatus": "JOB_STATUS_COMPLETED" } }',
      "```",
      "",
      "```json",
      '{ "promptTemplate": { "id": "pt_58c1e3a9d7", "template": "Another text" }, "datasetId": "run_9d4a7e3c58" }',
      "```",
      "",
      "```json",
      '{ "id": "row_000001", "rowValues": [{ "stringValue": "Another question" }] }',
      "```",
      "",
      "```json",
      '{ "jobId": "ftj_3e8b1c7d92", "fineTuneJobConfig": { "testDatasetId": "ds_5b81d0e6a7" } }',
      "```",
      "",
      "Our run `run_0000000000` is new.",
    ].join("\n");
    const shown = await shownInMdx(page, "fake.mdx");
    const problems = [...idProblems(page, "fake.mdx"), ...shown.flatMap((s) => objectProblems(s))].join("\n");
    expect(problems).toContain("fake.mdx: run_0000000000 is not in the story registry");
    expect(problems).toContain("run_9d4a7e3c58 is returned by evaluate-run, but that run was made by evaluate-dataset");
    expect(problems).toContain("ds_5b81d0e6a7 (dataset) has numRows 4, the story says 1250");
    expect(problems).toContain('pt_58c1e3a9d7 (prompt template) has template "Another text"');
    expect(problems).toContain("datasetId: run_9d4a7e3c58 is a evaluation run, not a dataset");
    expect(problems).toContain('row_000001 shows the cells ["Another question"]');
    expect(problems).toContain("fineTuneJobConfig.testDatasetId");
  });

  it("reads a dataset's size only once it has loaded", async () => {
    const shown = await shownInMdx(
      '```json\n{ "dataset": { "id": "ds_5b81d0e6a7", "numRows": 0, "initializationStatus": "JOB_STATUS_QUEUED" } }\n```',
      "fake.mdx",
    );
    expect(shown.flatMap((s) => objectProblems(s))).toEqual([]);
  });

  it("pairs a response with the request it answers, on a page and in the description", async () => {
    const page =
      '<ApiExample operation="get-dataset" body={{ id: "ds_5b81d0e6a7" }} />\n\n```json title="Response"\n{}\n```';
    expect((await shownInMdx(page, "fake.mdx"))[1]!.request).toEqual({ id: "ds_5b81d0e6a7" });
    expect(requestPointerOf("/paths/~1x~1get/post/responses/200/content/application~1json/example")).toBe(
      "/paths/~1x~1get/post/requestBody/content/application~1json/example",
    );
    const yaml = [
      "paths:",
      "  /api/2/auto_eval/dataset/get:",
      "    post:",
      "      summary: Get Dataset",
      "      requestBody: { content: { application/json: { example: { id: ds_5b81d0e6a7 } } } }",
      "      responses: { '200': { content: { application/json: { example: { dataset: {} } } } } }",
    ].join("\n");
    const response = shownInOpenApi(yaml, "fake.yaml").find((s) => !s.isRequest)!;
    expect(response.operation).toBe("get-dataset");
    expect(response.request).toEqual({ id: "ds_5b81d0e6a7" });
  });
});

describe("a dataset view honours its request", () => {
  const request = {
    filters: [
      { allOf: { predicates: [predicate("output", "OPERATOR_CONTAINS", "refund")] }, anyOf: { predicates: [] } },
    ],
    orderBy: "input",
    orderDirection: "asc",
    limit: 2,
  };
  const view = (...data: unknown[]) => ({ datasetView: { columns: COLUMNS, data } });

  it("catches a row that fails the filter and rows out of order", () => {
    const problems = viewProblems(
      response(
        "get-dataset-view",
        request,
        view(row("r1", "What is it?", "Returns take 30 days.", ""), row("r2", "How long?", "A refund in 5 days.", "")),
      ),
    );
    expect(problems).toEqual([
      "fake: r1 does not pass filters[0] of the request it answers",
      "fake: r1 comes before r2, against orderBy input asc",
    ]);
  });

  it("accepts rows that pass and come in order", () => {
    const ok = view(row("r1", "Can I?", "We refund you.", ""), row("r2", "How?", "A refund in 5 days.", ""));
    expect(viewProblems(response("get-dataset-view", request, ok))).toEqual([]);
  });

  it("catches an unfiltered view from the start that does not begin with the file's first rows", () => {
    const problems = viewProblems(
      response("get-dataset-view", { filters: [], limit: 2 }, view(row("row_000417"), row("row_000418"))),
      { row_000417: { kind: "row", facts: {}, row: { dataset: "ds", position: 417, cells: [] } } },
    );
    expect(problems).toEqual([
      "fake: row_000417 is row 417 of its file, but an unfiltered, unordered view from row 1 shows it as row 1",
    ]);
  });
});

describe("a listing honours its request and the story", () => {
  const story: Record<string, StoryObject> = {
    exp_a: { kind: "experiment", facts: { projectId: "prj_p" } },
    run_1: { kind: "evaluation run", facts: { projectId: "prj_p", experimentId: "exp_a" } },
    run_2: { kind: "evaluation run", facts: { projectId: "prj_p", experimentId: "exp_a" } },
    run_3: { kind: "evaluation run", facts: { projectId: "prj_p" } },
  };
  const request = { filters: { experimentId: "exp_a" }, pageIndex: 0, pageSize: 20 };

  it("catches a totalCount that leaves out a run of the experiment, and a short page", () => {
    const problems = listingProblems(
      response("list-evaluation-runs", request, { evaluationRuns: [{ id: "run_1" }], totalCount: 1 }),
      story,
    );
    expect(problems).toEqual(["fake: totalCount 1, but the story holds 2 that match (run_1, run_2)"]);
  });

  it("catches an item that does not match the filters", () => {
    const problems = listingProblems(
      response("list-evaluation-runs", request, { evaluationRuns: [{ id: "run_1" }, { id: "run_3" }], totalCount: 2 }),
      story,
    );
    expect(problems[0]).toContain("run_3 is listed, but it does not match the request");
  });

  it("accepts a page that pageSize cuts short", () => {
    const paged = { ...request, pageSize: 1 };
    expect(
      listingProblems(
        response("list-evaluation-runs", paged, { evaluationRuns: [{ id: "run_2" }], totalCount: 2 }),
        story,
      ),
    ).toEqual([]);
  });

  it("catches a project summary that leaves out a run of its period", () => {
    const runs: Record<string, StoryObject> = {
      run_1: {
        kind: "evaluation run",
        facts: { projectId: "prj_p", createdAt: "2026-11-02T00:00:00Z" },
        aggregates: { F: 0.5 },
      },
      run_2: {
        kind: "evaluation run",
        facts: { projectId: "prj_p", createdAt: "2026-11-03T00:00:00Z" },
        aggregates: { F: 0.7 },
      },
    };
    const summary = {
      projectSummary: {
        evaluationRunSummaries: [
          {
            metricAggregate: { metric: { name: "F" } },
            results: [{ timestamp: "2026-11-03T00:00:00Z", aggregateScore: 0.7 }],
          },
        ],
      },
    };
    const problems = summaryProblems(
      response("get-project-summary", { id: "prj_p", startTime: "2026-11-01T00:00:00Z" }, summary),
      runs,
    );
    expect(problems[0]).toContain("but the story's runs in the period give");
  });
});

describe("times run in causal order", () => {
  it("catches a test set cloned before labels existed, and a run before its dataset loaded", () => {
    const story: Record<string, StoryObject> = {
      ds_train: { kind: "dataset", facts: { createdAt: "2026-11-02T09:00:00Z" }, labeledAt: "2026-11-02T11:42:18Z" },
      ds_test: { kind: "dataset", facts: { createdAt: "2026-11-02T10:05:12Z" }, readyAt: "2026-11-02T10:05:31Z" },
      ftj_x: {
        kind: "fine-tune job",
        facts: { createdAt: "2026-11-02T11:00:00Z" },
        config: { trainDatasetId: "ds_train", testDatasetId: "ds_test" },
      },
      run_x: { kind: "evaluation run", facts: { createdAt: "2026-11-02T10:05:20Z", sourceDatasetId: "ds_test" } },
    };
    expect(causalProblems(story)).toEqual([
      "ftj_x (2026-11-02T11:00:00Z) uses ds_train (trainDatasetId) before it is labeled (2026-11-02T11:42:18Z)",
      "ftj_x uses ds_test (testDatasetId), which is never labeled in the story",
      "run_x (2026-11-02T10:05:20Z) uses ds_test (sourceDatasetId) before it is loaded (2026-11-02T10:05:31Z)",
    ]);
  });

  it("catches, in what pages show, a fine-tune job on a test set no page shows labeled, and a run before its experiment", () => {
    const job: Shown = {
      where: "job",
      value: {
        id: "ftj_x",
        createdAt: "2026-11-04T08:00:00Z",
        status: "JOB_STATUS_COMPLETED",
        config: { trainDatasetId: "ds_train", testDatasetId: "ds_test" },
      },
    };
    const train: Shown = {
      where: "train",
      value: {
        id: "ds_train",
        createdAt: "2026-11-02T09:14:03Z",
        updatedAt: "2026-11-02T11:42:18Z",
        initializationStatus: "JOB_STATUS_COMPLETED",
        labelState: { labelingStatus: "JOB_STATUS_COMPLETED" },
      },
    };
    const test: Shown = {
      where: "test",
      value: { id: "ds_test", createdAt: "2026-11-02T10:05:12Z", initializationStatus: "JOB_STATUS_COMPLETED" },
    };
    const experiment: Shown = { where: "exp", value: { id: "exp_x", createdAt: "2026-11-03T14:02:10Z" } };
    const run: Shown = {
      where: "run",
      value: {
        id: "run_x",
        createdAt: "2026-11-03T14:00:00Z",
        runType: "EVALUATION_RUN_TYPE_EXPERIMENT",
        experimentId: "exp_x",
      },
    };
    expect(shownCausalProblems([job, train, test, experiment, run])).toEqual([
      "job: ftj_x uses ds_test (testDatasetId), which no page shows labeled",
      "run: run_x (2026-11-03T14:00:00Z) uses exp_x, made later (2026-11-03T14:02:10Z, exp)",
    ]);
  });

  it("catches an update before the object was made, and progress after its job ended", () => {
    const story: Record<string, StoryObject> = {
      ftj_x: {
        kind: "fine-tune job",
        facts: { createdAt: "2026-11-04T08:00:00Z" },
        completedAt: "2026-11-04T09:00:00Z",
      },
    };
    const value = {
      dataset: { createdAt: "2026-11-02T10:00:00Z", updatedAt: "2026-11-02T09:00:00Z" },
      progress: [{ jobId: "ftj_x", timestamp: "2026-11-04T09:30:00Z" }],
    };
    expect(shownTimeProblems({ where: "fake", value }, story)).toEqual([
      "fake.dataset: updatedAt 2026-11-02T09:00:00Z is before createdAt 2026-11-02T10:00:00Z",
      "fake.progress[0]: progress at 2026-11-04T09:30:00Z, after ftj_x ends (2026-11-04T09:00:00Z)",
    ]);
  });
});

describe("a status matches its timestamps", () => {
  it("catches a running job with a model file, and a queued dataset with rows", () => {
    const value = {
      status: "JOB_STATUS_RUNNING",
      fineTuneJobResult: { progress: [], trainedModelFile: { id: "mf_x" } },
      dataset: { initializationStatus: "JOB_STATUS_QUEUED", numRows: 1250, columns: [] },
    };
    expect(jobStatusProblems({ where: "fake", value }, {})).toEqual([
      "fake: a JOB_STATUS_RUNNING job with a trained model file",
      "fake.dataset: a dataset queued for loading already has rows or columns",
    ]);
  });

  it("catches labels shown as written on a dataset the story never labels", () => {
    const value = {
      id: "ds_x",
      initializationStatus: "JOB_STATUS_COMPLETED",
      numRows: 3,
      columns: [{}],
      labelState: { labelingStatus: "JOB_STATUS_COMPLETED" },
    };
    expect(jobStatusProblems({ where: "fake", value }, { ds_x: { kind: "dataset", facts: {} } })).toEqual([
      "fake: labels shown as written, but the story never labels this dataset",
    ]);
  });
});

describe("counts agree", () => {
  it("catches a score list longer than the rows sent, and a run that miscounts its dataset", () => {
    const request = { metric: { name: "F" }, input: ["a"], output: ["b"], groundTruth: ["c"] };
    expect(
      scoreCountProblems(response("evaluate", request, { metric: { name: "F" }, scores: [0.9, 0.1] }), {}),
    ).toEqual(["fake: 2 F scores for 1 rows"]);
    expect(
      runSizeProblems({
        ds_x: { kind: "dataset", facts: { numRows: 4 } },
        run_x: { kind: "evaluation run", facts: { sourceDatasetId: "ds_x", numRows: 1250 } },
      }),
    ).toEqual(["run_x counts 1250 rows, but its dataset ds_x has 4"]);
  });

  it("catches one row with two scores", () => {
    const request = { metric: { name: "F" }, input: ["a"], output: ["b"], groundTruth: ["c"] };
    const problems = sameRowScoreProblems([
      { ...response("evaluate", request, { scores: [0.94], metric: { name: "F" } }), where: "one" },
      { ...response("evaluate", request, { scores: [0.97], metric: { name: "F" } }), where: "two" },
    ]);
    expect(problems).toEqual(['two: F scores row "a" / "b" as 0.97, one as 0.94']);
  });
});

describe("nothing in use is archived", () => {
  it("catches archiving a job's test set", () => {
    const story: Record<string, StoryObject> = {
      ds_test: { kind: "dataset", facts: {} },
      ftj_x: { kind: "fine-tune job", facts: {}, config: { testDatasetId: "ds_test" } },
    };
    const shown: Shown = { where: "fake", operation: "archive-dataset", isRequest: true, value: { id: "ds_test" } };
    expect(archiveProblems(shown, story)).toEqual(["fake: archives ds_test, which ftj_x still use"]);
  });
});
