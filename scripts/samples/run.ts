/**
 * `npm test`'s sample runner: every code sample a reader can copy runs against Stoplight
 * Prism mocking the API description (request validation on; Prism on SAMPLES_PRISM_PORT,
 * default 4011), page by page as flows; then every API answer a page shows is checked against
 * the description and the mock's answer (responses.ts), and the report is printed. Exits 1
 * when a sample fails or is marked norun, or a shown answer is wrong or unchecked.
 * Run with `npx vite-node scripts/samples/run.ts`.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { collectSamples } from "./collect";
import { flowsOf } from "./flows";
import { runFlows, type StepRun } from "./execute";
import { startGateway } from "./gateway";
import { startPrism } from "./prism";
import { startSampleServer } from "./proxy";
import { formatReport, runPasses, sampleResults, totalsOf } from "./report";
import { checkResponse, responseTotalsOf, responseValidator } from "./responses";
import { writeStrictDescription } from "./strict-spec";
import { contentFiles } from "../../src/build/__tests__/content/helpers/content-files";
import { apiReferenceOptions } from "../../src/build/config/api-reference";

const ROOT = path.resolve(__dirname, "../..");
const PRISM_PORT = Number(process.env.SAMPLES_PRISM_PORT ?? 4011);

async function main() {
  const started = Date.now();
  const apiOptions = apiReferenceOptions();
  const workDir = mkdtempSync(path.join(os.tmpdir(), "autoeval-samples-"));
  const strictSpec = path.join(workDir, "openapi-strict.json");
  writeStrictDescription(apiOptions.specPath, strictSpec);

  const { pages, clientFiles, gateway } = await collectSamples({
    root: ROOT,
    mdxFiles: contentFiles(path.join(ROOT, "content")),
    sdkFile: path.join(ROOT, "content/docs/sdk.mdx"),
    specPath: apiOptions.specPath,
    apiOptions,
  });
  const samples = pages.flatMap((page) => page.steps.flatMap((step) => (step.kind === "sample" ? [step.sample] : [])));
  const prism = await startPrism(strictSpec, PRISM_PORT);
  let runs: StepRun[];
  try {
    const mockGateway = await startGateway(gateway.code, workDir, prism.url);
    const server = await startSampleServer(mockGateway.url);
    try {
      runs = await runFlows(pages.flatMap(flowsOf), { server, workDir, clientFiles });
    } finally {
      await server.close();
      mockGateway.stop();
    }
  } finally {
    prism.stop();
  }
  const results = sampleResults(samples, runs);
  const validate = responseValidator(JSON.parse(readFileSync(strictSpec, "utf8")));
  const checks = pages.flatMap((page) =>
    page.steps.flatMap((step) => (step.kind === "response" ? [checkResponse(step.response, runs, validate)] : [])),
  );
  console.log(formatReport(results, (Date.now() - started) / 1000, checks));
  console.log(`Every flow reached Prism through the mock gateway of ${gateway.id}, as shown there.`);
  const totals = totalsOf(results);
  if (runPasses(totals, responseTotalsOf(checks))) {
    rmSync(workDir, { recursive: true, force: true });
  } else {
    console.log(`The flows' folders are kept in ${workDir}.`);
    process.exitCode = 1;
  }
}

await main();
