/**
 * The shown-answer checks: which blocks are answers, which operation each answers, how a
 * block's keys are compared with the mock's answer, and that a wrong or unchecked answer
 * fails the run while a marked one is left alone.
 */
import { describe, expect, it } from "vitest";
import { pageSteps, type Sample, type Step } from "../collect";
import type { StepRun } from "../execute";
import { runPasses } from "../report";
import {
  checkResponse,
  formatResponses,
  isResponseBlock,
  keyPaths,
  responseTotalsOf,
  responseValidator,
  shapeDifferences,
  type ShownResponse,
} from "../responses";

const fence = (meta: string, code: string) => `\`\`\`${meta}\n${code}\n\`\`\``;
const GET = { method: "post", url: "https://x.test/api/2/dataset/get", apiPath: "/api/2/dataset/get" };
const LIST = { method: "post", url: "https://x.test/api/2/dataset/list", apiPath: "/api/2/dataset/list" };
const operations = new Map([
  ["get-dataset", GET],
  ["list-datasets", LIST],
]);

const responsesOf = (steps: readonly Step[]) =>
  steps.flatMap((step) => (step.kind === "response" ? [step.response] : []));

describe("which blocks show an API answer", () => {
  it("takes json blocks titled Response…, and any block with response or response-of", () => {
    expect(isResponseBlock("json", "Response", null)).toBe(true);
    expect(isResponseBlock("json", "Response rows", null)).toBe(true);
    expect(isResponseBlock("json", "upload-form.json", null)).toBe(false);
    expect(isResponseBlock("json", null, null)).toBe(false);
    expect(isResponseBlock("text", "Output", 'response-of="get-dataset"')).toBe(true);
    expect(isResponseBlock("json", "Log line", 'response="illustrative"')).toBe(true);
  });
});

describe("tying a shown answer to its operation", () => {
  const page = [
    '<ApiExample operation="get-dataset" body={{ id: "ds_1" }} />',
    "",
    fence('json title="Response"', '{"dataset": {"id": "ds_1"}}'),
    "",
    fence('python title="list.py" operations="get-dataset,list-datasets"', "print(1)"),
    "",
    fence('json title="Response" response="abridged"', "{ ... }"),
    "",
    fence('json title="Response" response-of="get-dataset"', "{}"),
  ].join("\n");
  const shown = responsesOf(pageSteps(page, "p.mdx", operations));

  it("uses the last operation called above: an ApiExample's, or the last a block's operations lists", () => {
    expect(shown.map((r) => [r.id, r.operation?.slug, r.mark])).toEqual([
      ["p.mdx:3", "get-dataset", null],
      ["p.mdx:11", "list-datasets", "abridged"],
      ["p.mdx:15", "get-dataset", null],
    ]);
    expect(shown[0]!.operation).toEqual({ slug: "get-dataset", method: "post", apiPath: "/api/2/dataset/get" });
  });

  it("refuses an unknown mark and an unknown operation, naming the valid marks", () => {
    expect(() => pageSteps(fence('json title="Response" response="short"', "{}"), "p.mdx", operations)).toThrow(
      'p.mdx:1: response="short" is not a mark; use one of abridged, illustrative',
    );
    expect(() => pageSteps(fence('json title="Response" response-of="nope"', "{}"), "p.mdx", operations)).toThrow(
      'p.mdx:1: response-of="nope" names no operation',
    );
  });

  it("still saves a Response block a later step reads (save-as)", () => {
    const steps = pageSteps(fence('json title="Response" save-as="form.json"', "{}"), "p.mdx", operations);
    expect(steps.map((s) => s.kind)).toEqual(["response", "save"]);
  });
});

describe("comparing a shown answer's keys with the mock's", () => {
  it("lists every key path, merging the items of a list", () => {
    expect([...keyPaths({ a: { b: 1 }, list: [{ c: 1 }, { d: 2 }], empty: [] })]).toEqual([
      "a",
      "a.b",
      "list",
      "list[].c",
      "list[].d",
      "empty",
    ]);
  });

  it("agrees when only values differ, and names what is lacking and what is added", () => {
    expect(shapeDifferences({ a: 1, list: [{ b: 2 }] }, { a: 9, list: [{ b: 3 }, { b: 4 }] })).toEqual([]);
    expect(shapeDifferences({ a: 1, c: 3 }, { a: 1, b: { x: 1 } })).toEqual([
      "lacks b, b.x, which the mock's answer has",
      "has c, which the mock's answer lacks",
    ]);
  });
});

describe("validating a shown answer against the strict description", () => {
  const description = {
    paths: {
      "/api/2/dataset/get": {
        post: {
          responses: {
            "200": {
              content: { "application/json": { schema: { $ref: "#/components/schemas/GetDatasetResponse" } } },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        GetDatasetResponse: {
          type: "object",
          additionalProperties: false,
          properties: { dataset: { $ref: "#/components/schemas/Dataset" } },
        },
        Dataset: {
          type: "object",
          additionalProperties: false,
          properties: { id: { type: "string", example: "ds_1" }, rows: { type: "string", format: "int64" } },
        },
      },
    },
  };
  const validate = responseValidator(description);

  it("accepts a valid answer and names a property the schema does not declare", () => {
    expect(validate("POST", "/api/2/dataset/get", { dataset: { id: "ds_1", rows: "4" } })).toEqual([]);
    expect(validate("POST", "/api/2/dataset/get", { dataset: { id: "ds_1", rowCount: 4 } })).toEqual([
      "/dataset must NOT have additional properties (rowCount)",
    ]);
    expect(validate("POST", "/api/2/nothing", {})).toEqual([
      "the description gives POST /api/2/nothing no JSON success answer",
    ]);
  });

  const shown = (text: string, mark: ShownResponse["mark"] = null): ShownResponse => ({
    id: "p.mdx:9",
    file: "p.mdx",
    line: 9,
    text,
    mark,
    operation: { slug: "get-dataset", method: "post", apiPath: "/api/2/dataset/get" },
  });
  const run = (line: number, body: string): StepRun => ({
    sample: { file: "p.mdx", line } as Sample,
    flow: "python",
    verdict: "passed",
    problem: null,
    output: "",
    ms: 0,
    exchanges: [
      {
        method: "POST",
        path: "/api/2/dataset/get",
        requestBody: "{}",
        status: 200,
        responseBody: body,
        violations: [],
      },
    ],
  });
  const mock = run(3, '{"dataset": {"id": "ds_mock", "rows": "8"}}');

  it("checks an answer that validates and has the mock's keys", () => {
    const check = checkResponse(shown('{"dataset": {"id": "ds_1", "rows": "4"}}'), [mock], validate);
    expect(check).toMatchObject({ verdict: "checked", problems: [] });
  });

  it("fails an answer whose keys differ from the mock's, or that breaks the schema", () => {
    const short = checkResponse(shown('{"dataset": {"id": "ds_1"}}'), [mock], validate);
    expect(short.verdict).toBe("failed");
    expect(short.problems).toEqual(["it lacks dataset.rows, which the mock's answer has (python)"]);
    const wrong = checkResponse(shown('{"dataset": {"id": "ds_1", "rows": "4", "x": 1}}'), [mock], validate);
    expect(wrong.problems[0]).toContain("does not match get-dataset's schema: /dataset must NOT have additional");
  });

  it("leaves a marked answer alone, and counts one with nothing to compare as unchecked", () => {
    expect(checkResponse(shown("{ ... }", "abridged"), [], validate).verdict).toBe("marked");
    // The only answer came after the block, so it is not the one the block shows.
    const late = checkResponse(shown('{"dataset": {"id": "ds_1", "rows": "4"}}'), [run(12, "{}")], validate);
    expect(late.verdict).toBe("unchecked");
    const none = checkResponse({ ...shown("{}"), operation: null }, [], validate);
    expect(none.problems[0]).toContain('give it response-of="<operation slug>"');
  });

  it("fails the run on an unchecked or wrong answer, and reports the counts", () => {
    const checks = [
      checkResponse(shown('{"dataset": {"id": "ds_1", "rows": "4"}}'), [mock], validate),
      checkResponse(shown("{ ... }", "illustrative"), [], validate),
      checkResponse({ ...shown("{}"), operation: null }, [], validate),
    ];
    const totals = responseTotalsOf(checks);
    expect(formatResponses(checks)[0]).toBe(
      "responses: 3 shown, 1 checked, 1 marked abridged/illustrative, 1 unchecked",
    );
    const samples = { found: 1, run: 1, passed: 1, failed: 0, blocked: 0, norun: 0 };
    expect(runPasses(samples, totals)).toBe(false);
    expect(runPasses(samples, responseTotalsOf(checks.slice(0, 2)))).toBe(true);
  });
});
