/**
 * The sample runner against a real Prism: a correct flow passes, and a broken sample (a
 * misspelt field, a wrong path, a field the previous step does not return) fails the run,
 * with the page, the block and the request Prism refused in the report.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadApiModel } from "../../../plugins/gatsby-source-openapi/model";
import { apiReferenceOptions } from "../../../src/build/config/api-reference";
import { pageSteps } from "../collect";
import { runFlows } from "../execute";
import { flowsOf } from "../flows";
import { freePort, startGateway, type RunningGateway } from "../gateway";
import { startPrism, type RunningPrism } from "../prism";
import { startSampleServer, type SampleServer } from "../proxy";
import { formatReport, runPasses, sampleResults, totalsOf, type SampleResult } from "../report";
import { checkResponse, responseTotalsOf, responseValidator } from "../responses";
import { writeStrictDescription } from "../strict-spec";

const fence = (meta: string, code: string) => `\`\`\`${meta}\n${code}\n\`\`\``;
const python = (body: string) =>
  [
    "import os",
    "import requests",
    'base = os.environ.get("AUTOEVAL_BASE_URL", "https://lastmileai.dev") + "/api/2/auto_eval"',
    'headers = {"Authorization": f"Bearer {os.environ[\'AUTOEVAL_API_KEY\']}"}',
    body,
  ].join("\n");

const PAGE = [
  "## A flow",
  "",
  '<ApiExample operation="create-dataset" body={{ name: "runner-test", projectId: "prj_7f3a9c2e41" }} />',
  "",
  fence("bash", "export DATASET_ID=ds_5b81d0e6a7"),
  "",
  fence(
    'python title="ok.py" operations="get-dataset"',
    python(
      'r = requests.post(f"{base}/dataset/get", json={"id": os.environ["DATASET_ID"]}, headers=headers)\nr.raise_for_status()\nprint(r.json()["dataset"]["name"])',
    ),
  ),
  "",
  fence(
    'python title="misspelt_optional.py" operations="list-evaluation-runs"',
    python('requests.post(f"{base}/evaluation/list_runs", json={"pageIndex": 0, "pageSzie": 50}, headers=headers)'),
  ),
  "",
  fence('powershell norun="PowerShell is not installed here"', '$env:DATASET_ID = "ds_5b81d0e6a7"'),
].join("\n");

const BROKEN = {
  "misspelt required field": python(
    'requests.post(f"{base}/dataset/get", json={"datasetid": "ds_5b81d0e6a7"}, headers=headers)',
  ),
  "wrong path": python('requests.post(f"{base}/dataset/gett", json={"id": "ds_5b81d0e6a7"}, headers=headers)'),
  "a field the previous step does not return": python(
    'd = requests.post(f"{base}/dataset/create", json={"name": "x", "projectId": "prj_7f3a9c2e41"}, headers=headers).json()\n' +
      'requests.post(f"{base}/dataset/get", json={"id": d["dataset"]["datasetId"]}, headers=headers).raise_for_status()',
  ),
  "no request made": python("print('no call')"),
};

let prism: RunningPrism;
let gateway: RunningGateway;
let server: SampleServer;
let workDir: string;
let operations: Map<string, { method: string; url: string; apiPath: string }>;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), "autoeval-samples-test-"));
  const spec = path.join(workDir, "openapi-strict.json");
  writeStrictDescription(apiReferenceOptions().specPath, spec);
  const model = await loadApiModel(apiReferenceOptions());
  operations = new Map(model.operations.map((op) => [op.slug, op]));
  prism = await startPrism(spec, await freePort());
  // The gateway exactly as /sdk/ shows it, in front of Prism, as in the real run.
  const sdk = readFileSync(path.join(ROOT, "content/docs/sdk.mdx"), "utf8");
  const shown = pageSteps(sdk, "content/docs/sdk.mdx", operations).find(
    (step) => step.kind === "sample" && step.sample.fileName === "mock-gateway.mjs",
  );
  if (shown?.kind !== "sample") throw new Error("content/docs/sdk.mdx shows no mock-gateway.mjs");
  gateway = await startGateway(shown.sample.code, workDir, prism.url);
  server = await startSampleServer(gateway.url);
}, 150_000);

afterAll(async () => {
  await server?.close();
  gateway?.stop();
  prism?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

const ROOT = path.resolve(__dirname, "../../..");

async function runPage(source: string): Promise<SampleResult[]> {
  const steps = pageSteps(source, "fake.mdx", operations);
  const page = { name: `fake-${Math.random().toString(36).slice(2)}.mdx`, steps };
  const runs = await runFlows(flowsOf(page), { server, workDir, clientFiles: [] });
  const samples = steps.flatMap((step) => (step.kind === "sample" ? [step.sample] : []));
  return sampleResults(samples, runs);
}

describe("the sample runner", () => {
  it("passes a correct flow, fails a misspelt optional field, and counts a norun block", async () => {
    const results = await runPage(PAGE);
    const verdicts = Object.fromEntries(results.map((r) => [`${r.sample.id} ${r.sample.language}`, r.verdict]));
    expect(verdicts).toEqual({
      "fake.mdx:3 (curl) curl": "passed",
      "fake.mdx:3 (python) python": "passed",
      "fake.mdx:3 (javascript) javascript": "passed",
      "fake.mdx:5 curl": "passed",
      "fake.mdx:9 python": "passed",
      "fake.mdx:19 python": "failed",
      "fake.mdx:27 other": "norun",
    });
    const report = formatReport(results, 1);
    expect(report).toContain("✗ fake.mdx:19 [code block, python, in the python flow]");
    expect(report).toContain("refused: POST /api/2/auto_eval/evaluation/list_runs → 400");
    expect(report).toMatch(/pageSzie/);
    expect(report).toContain("fake.mdx:27 (other): PowerShell is not installed here");
    expect(runPasses(totalsOf(results), responseTotalsOf([]))).toBe(false);
    // Any norun fails the run.
    expect(report).toContain("Every sample must run against the mock: 1 of 7 are marked norun.");
  }, 120_000);

  it.each(Object.entries(BROKEN))(
    "fails a sample with %s",
    async (_name, code) => {
      const results = await runPage(fence('python operations="get-dataset"', code));
      expect(results.map((r) => r.verdict)).toEqual(["failed"]);
      expect(runPasses(totalsOf(results), responseTotalsOf([]))).toBe(false);
    },
    60_000,
  );

  it("names what went wrong: the refused request, or the output", async () => {
    const report = formatReport(await runPage(fence('python operations="get-dataset"', BROKEN["wrong path"])), 1);
    expect(report).toContain("refused: POST /api/2/auto_eval/dataset/gett → 404");
    const keyError = formatReport(
      await runPage(fence("python", BROKEN["a field the previous step does not return"])),
      1,
    );
    expect(keyError).toContain("KeyError: 'datasetId'");
  }, 60_000);
});

const UPLOAD = (fields: string) =>
  python(
    [
      'form = requests.post(f"{base}/dataset/upload_file", json={"datasetId": "ds_5b81d0e6a7"}, headers=headers).json()["s3PresignedPost"]',
      `r = requests.post(form["url"], data=${fields}, files={"file": ("rows.csv", b"input,output\\n")})`,
      "print(r.status_code, r.text)",
      "r.raise_for_status()",
    ].join("\n"),
  );

describe("the mock gateway /sdk/ publishes, as the storage stand-in", () => {
  it("takes a POST with the form's fields and the file last, and refuses one without the fields", async () => {
    const ok = await runPage(fence('python operations="upload-dataset-file"', UPLOAD('form["fields"]')));
    expect(ok.map((r) => r.verdict)).toEqual(["passed"]);
    const bare = await runPage(fence('python operations="upload-dataset-file"', UPLOAD("{}")));
    expect(bare.map((r) => r.verdict)).toEqual(["failed"]);
    expect(formatReport(bare, 1)).toMatch(/form field "[^"]+" is missing or differs from the upload form/);
  }, 60_000);
});

describe("a shown answer against the mock's", () => {
  it("validates one with the schema's fields, and fails one with a key the schema does not have", async () => {
    const example = JSON.stringify({ evaluationRuns: [], totalCount: 0 });
    const page = (answer: string) =>
      [
        '<ApiExample operation="list-evaluation-runs" body={{ pageIndex: 0, pageSize: 2 }} />',
        "",
        fence('json title="Response"', answer),
      ].join("\n");
    const verdicts = [];
    for (const answer of [example, JSON.stringify({ evaluationRuns: [], totalCount: 0, next: 1 })]) {
      const steps = pageSteps(page(answer), "fake.mdx", operations);
      const flowPage = { name: `fake-${Math.random().toString(36).slice(2)}.mdx`, steps };
      const runs = await runFlows(flowsOf(flowPage), { server, workDir, clientFiles: [] });
      const validate = responseValidator(JSON.parse(readFileSync(path.join(workDir, "openapi-strict.json"), "utf8")));
      const shown = steps.flatMap((step) => (step.kind === "response" ? [step.response] : []));
      verdicts.push(checkResponse(shown[0]!, runs, validate));
    }
    expect(verdicts[0]!.problems.filter((p) => p.includes("schema"))).toEqual([]);
    expect(verdicts[1]!.verdict).toBe("failed");
    expect(verdicts[1]!.problems[0]).toContain("does not match list-evaluation-runs's schema");
  }, 60_000);
});
