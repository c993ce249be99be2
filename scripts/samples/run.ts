/**
 * `npm test`'s sample runner: every code sample a reader can copy runs against Stoplight
 * Prism mocking the API description (request validation on; Prism on SAMPLES_PRISM_PORT,
 * default 4011), page by page as flows, and the report is printed. Exits 1 when a sample
 * fails or too many are marked norun. Run with `npx vite-node scripts/samples/run.ts`.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { collectSamples } from "./collect";
import { flowsOf, type Flow } from "./flows";
import { runFlow, type StepRun } from "./execute";
import { startSampleServer } from "./proxy";
import { formatReport, runPasses, sampleResults, totalsOf } from "./report";
import { closeObjectSchemas } from "./strict-spec";
import { contentFiles } from "../../src/build/__tests__/content/helpers/content-files";
import { apiReferenceOptions } from "../../src/config/api-reference";

const ROOT = path.resolve(__dirname, "../..");
const PRISM_PORT = Number(process.env.SAMPLES_PRISM_PORT ?? 4011);
const JOBS = Number(process.env.SAMPLES_JOBS ?? 3);

async function startPrism(spec: string): Promise<{ url: string; stop: () => void }> {
  const url = `http://127.0.0.1:${PRISM_PORT}`;
  const prism = spawn(
    path.join(ROOT, "node_modules/.bin/prism"),
    ["mock", "--errors", "--host", "127.0.0.1", "--port", String(PRISM_PORT), spec],
    { env: { ...process.env, SCARF_ANALYTICS: "false" }, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  let log = "";
  prism.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
  prism.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const stop = () => {
    if (prism.exitCode === null) process.kill(-prism.pid!, "SIGTERM");
  };
  const deadline = Date.now() + 90_000;
  while (!/Prism is listening/.test(log)) {
    if (prism.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error(
        `Prism did not start on port ${PRISM_PORT} (set SAMPLES_PRISM_PORT to a free port):\n${log.slice(-2000)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop };
}

/** Runs the flows, a few at a time (the machine has two cores). */
async function runAll(flows: readonly Flow[], run: (flow: Flow) => Promise<StepRun[]>): Promise<StepRun[]> {
  const queue = [...flows];
  const results: StepRun[] = [];
  await Promise.all(
    Array.from({ length: JOBS }, async () => {
      for (let flow = queue.shift(); flow; flow = queue.shift()) results.push(...(await run(flow)));
    }),
  );
  return results;
}

async function main() {
  const started = Date.now();
  const apiOptions = apiReferenceOptions();
  const workDir = mkdtempSync(path.join(os.tmpdir(), "autoeval-samples-"));
  const strictSpec = path.join(workDir, "openapi-strict.json");
  writeFileSync(strictSpec, JSON.stringify(closeObjectSchemas(parse(readFileSync(apiOptions.specPath, "utf8")))));

  const { pages, clientFiles } = await collectSamples({
    root: ROOT,
    mdxFiles: contentFiles(path.join(ROOT, "content")),
    sdkFile: path.join(ROOT, "content/docs/sdk.mdx"),
    specPath: apiOptions.specPath,
    apiOptions,
  });
  const samples = pages.flatMap((page) => page.steps.flatMap((step) => (step.kind === "sample" ? [step.sample] : [])));
  const prism = await startPrism(strictSpec);
  const server = await startSampleServer(prism.url);
  let runs: StepRun[];
  try {
    runs = await runAll(pages.flatMap(flowsOf), (flow) => runFlow(flow, { server, workDir, clientFiles }));
  } finally {
    await server.close();
    prism.stop();
  }
  const results = sampleResults(samples, runs);
  console.log(formatReport(results, (Date.now() - started) / 1000));
  const totals = totalsOf(results);
  if (runPasses(totals)) {
    rmSync(workDir, { recursive: true, force: true });
    console.log(`${totals.passed} passed, 0 failed`);
  } else {
    console.log(`The flows' folders are kept in ${workDir}.`);
    process.exitCode = 1;
  }
}

await main();
