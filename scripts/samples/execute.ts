/**
 * Runs one flow: each step in the flow's folder with Debian's bash and curl, Debian's python3
 * (with python3-requests) or Node, the environment carried from step to step (what a shell
 * step exports, the later steps see), and each sample judged by its exit code and by every
 * request it made through the sample server. A server step (`serve="<port>"`) is started and
 * left running for the steps after it, and stopped when its flow ends.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FlowLanguage, Sample } from "./collect";
import type { Flow, FlowStep } from "./flows";
import { listening } from "./gateway";
import { isRefused, type Exchange, type SampleServer } from "./proxy";
import { SDK_PACKAGE } from "../../src/common/sdk-operations";

const ROOT = path.resolve(__dirname, "../..");
/**
 * What a reader installs before running the JavaScript samples (`npm install lastmile`, and
 * `npm install express` for the guardrail guide's app): each flow's folder gets them as the
 * project installed them, linked into its own node_modules. Both are devDependencies, so the
 * version the samples run with is ours, not whatever another package pulled in.
 */
const READER_PACKAGES = [SDK_PACKAGE, "express"];

export const PYTHON = "/usr/bin/python3";
/** Flows run side by side, a few at a time (CI has two cores). */
const JOBS = Number(process.env.SAMPLES_JOBS ?? 3);
export const STEP_TIMEOUT_MS = Number(process.env.SAMPLES_STEP_TIMEOUT_MS ?? 60_000);
/** The key the samples send; Prism wants a bearer token, not a real key. */
export const SAMPLE_KEY = "sk-sample-runner";

export type Verdict = "passed" | "failed" | "blocked" | "norun";

export interface StepRun {
  readonly sample: Sample;
  /** The flow it ran in; null for a sample no flow runs. */
  readonly flow: FlowLanguage | null;
  readonly verdict: Verdict;
  readonly problem: string | null;
  readonly output: string;
  readonly exchanges: readonly Exchange[];
  readonly ms: number;
}

/** Variables the shell sets itself, which a step must not hand on. */
const SHELL_OWN = new Set(["PWD", "OLDPWD", "SHLVL", "_"]);

function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; input: string }) {
  return new Promise<{ code: number | null; output: string; timedOut: boolean }>((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ["pipe", "pipe", "pipe"] });
    let output = "";
    const append = (chunk: Buffer) => {
      if (output.length < 20_000) output += chunk.toString();
    };
    child.stdout.on("data", append);
    child.stderr.on("data", append);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, STEP_TIMEOUT_MS);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output, timedOut });
    });
    // A sample that never reads its input may exit before it is written: that is no failure.
    child.stdin.on("error", () => {});
    child.stdin.end(options.input);
  });
}

function readEnvDump(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  return Object.fromEntries(
    readFileSync(file, "utf8")
      .split("\0")
      .filter((entry) => entry.includes("="))
      .map((entry) => [entry.slice(0, entry.indexOf("=")), entry.slice(entry.indexOf("=") + 1)])
      .filter(([name]) => !SHELL_OWN.has(name!)),
  );
}

/** The command that runs a sample's file, as the reader would. */
function commandFor(sample: Sample, file: string): [string, string[]] {
  switch (sample.language) {
    case "curl":
      // Pasted into the reader's shell: what it exports stays for the next steps.
      return ["bash", ["-c", `set -eo pipefail; trap 'env -0 > .flow-env' EXIT; . ./${file}`]];
    case "python":
      return [PYTHON, [file]];
    case "javascript":
      return [process.execPath, [file]];
    case "other":
      throw new Error(`${sample.id}: no flow runs this language`);
  }
}

const EXTENSION: Record<FlowLanguage, string> = { curl: "sh", python: "py", javascript: "mjs" };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * How a later step of the flow uses the sample's file: "runs" it (`node app.mjs`, `python3
 * app.py`, `flask --app app run`) or "imports" it (`from guardrail import guard`, `from
 * "./guardrail.mjs"`); null when none does.
 */
export function usedLater(sample: Sample, later: readonly FlowStep[]): "runs" | "imports" | null {
  if (!sample.fileName) return null;
  const file = escape(sample.fileName);
  const stem = escape(sample.fileName.replace(/\.[^.]+$/, ""));
  const runs = new RegExp(`(^|\\s)(node|python3?)\\s+(\\./)?${file}\\b|--app\\s+${stem}\\b`, "m");
  const imports =
    sample.language === "python"
      ? new RegExp(`^\\s*(from\\s+${stem}\\s+import|import\\s+${stem}\\b)`, "m")
      : new RegExp(`from\\s+["']\\./${file}["']`);
  const codes = later.flatMap((step) => (step.kind === "sample" ? [step.sample.code] : []));
  if (codes.some((code) => runs.test(code))) return "runs";
  if (codes.some((code) => imports.test(code))) return "imports";
  return null;
}

interface Server {
  readonly sample: Sample;
  readonly child: ChildProcess;
}

/**
 * Starts a server step (`serve="<port>"`) and waits until its port answers. The port must be
 * free first, or the flow's requests would reach another program.
 */
async function startServer(
  sample: Sample,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<{ server: Server | null; problem: string | null; output: string }> {
  const port = sample.serve!;
  if (await listening(port)) return { server: null, problem: `port ${port} is in use before it starts`, output: "" };
  // Its own process group, so stopping it stops what it started (flask's worker, say).
  const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  const append = (chunk: Buffer) => {
    if (output.length < 20_000) output += chunk.toString();
  };
  child.stdout.on("data", append);
  child.stderr.on("data", append);
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  while (!(await listening(port))) {
    if (child.exitCode !== null || child.signalCode !== null)
      return { server: null, problem: `exited with code ${child.exitCode} before port ${port} answered`, output };
    if (Date.now() > deadline) {
      stopServer(child);
      return { server: null, problem: `port ${port} did not answer within ${STEP_TIMEOUT_MS / 1000} s`, output };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { server: { sample, child }, problem: null, output };
}

function stopServer(child: ChildProcess): void {
  if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, "SIGTERM");
}

export async function runFlow(flow: Flow, options: FlowOptions): Promise<StepRun[]> {
  const dir = path.join(options.workDir, flow.id);
  mkdirSync(dir, { recursive: true });
  for (const client of options.clientFiles) writeFileSync(path.join(dir, client.name), client.content);
  mkdirSync(path.join(dir, "node_modules"), { recursive: true });
  for (const name of READER_PACKAGES) {
    const link = path.join(dir, "node_modules", name);
    if (!existsSync(link)) symlinkSync(path.join(ROOT, "node_modules", name), link, "dir");
  }
  const bin = path.dirname(process.execPath);
  const env: NodeJS.ProcessEnv = {
    // Debian's tools first: python3 on the machine's PATH may be another Python without requests.
    PATH: `${bin}:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin`,
    HOME: process.env.HOME ?? dir,
    LANG: "C.UTF-8",
    AUTOEVAL_API_KEY: SAMPLE_KEY,
    AUTOEVAL_BASE_URL: options.server.baseUrl(flow.id),
  };
  const runs: StepRun[] = [];
  const servers: Server[] = [];
  try {
    await runSteps(flow, dir, env, options, runs, servers);
  } finally {
    for (const server of servers) stopServer(server.child);
  }
  return runs;
}

async function runSteps(
  flow: Flow,
  dir: string,
  startEnv: NodeJS.ProcessEnv,
  options: FlowOptions,
  runs: StepRun[],
  servers: Server[],
): Promise<void> {
  let env = startEnv;
  let stoppedBy: string | null = null;
  for (const [index, step] of flow.steps.entries()) {
    if (step.kind === "save") {
      const last = options.server.exchanges(flow.id).at(-1);
      if (last) writeFileSync(path.join(dir, step.name), last.responseBody);
      continue;
    }
    if (step.kind === "file") {
      // A file a reader saves by hand; one an earlier step wrote (upload-form.json) is kept.
      const file = path.join(dir, step.name);
      if (!existsSync(file)) writeFileSync(file, step.content);
      continue;
    }
    const { sample } = step;
    const base = { sample, flow: flow.language, output: "", exchanges: [], ms: 0 };
    if (sample.norun !== null) {
      runs.push({ ...base, verdict: "norun", problem: sample.norun });
      continue;
    }
    if (stoppedBy !== null) {
      runs.push({ ...base, verdict: "blocked", problem: `not reached: ${stoppedBy} failed before it` });
      continue;
    }
    if (sample.language === "other") throw new Error(`${sample.id}: no flow runs this language`);
    const shown = sample.fileName ?? `step-${index + 1}.${EXTENSION[sample.language]}`;
    writeFileSync(path.join(dir, shown), `${sample.code}\n`);
    // A file a later step runs (a server its start command runs) is written for it, and judged with it.
    const use = usedLater(sample, flow.steps.slice(index + 1));
    if (use === "runs") {
      runs.push({ ...base, verdict: "passed", problem: null, output: "(run by a later step)" });
      continue;
    }
    // A sample that only defines functions runs as a copy with its `then` call added.
    const file = sample.then === null ? shown : `run-${index + 1}.${EXTENSION[sample.language]}`;
    if (sample.then !== null) writeFileSync(path.join(dir, file), `${sample.code}\n${sample.then}\n`);
    const before = options.server.exchanges(flow.id).length;
    const started = Date.now();
    const [command, args] = commandFor(sample, file);
    if (sample.serve !== null) {
      const { server, problem, output } = await startServer(sample, command, args, {
        cwd: dir,
        env: { ...env, ...sample.env },
      });
      if (server) servers.push(server);
      runs.push({ ...base, verdict: problem ? "failed" : "passed", problem, output, ms: Date.now() - started });
      if (problem) stoppedBy = sample.id;
      continue;
    }
    const result = await run(command, args, { cwd: dir, env: { ...env, ...sample.env }, input: `${SAMPLE_KEY}\n` });
    // A request the sample gave up on (a short timeout) is still judged, once Prism answers it.
    await options.server.settled(flow.id);
    const exchanges = options.server.exchanges(flow.id).slice(before);
    if (sample.language === "curl") env = { ...env, ...readEnvDump(path.join(dir, ".flow-env")) };
    const refused = exchanges.filter(isRefused);
    const problem = result.timedOut
      ? `did not finish within ${STEP_TIMEOUT_MS / 1000} s`
      : refused.length > 0
        ? `${refused.length} request(s) refused or answered with an error`
        : result.code !== 0
          ? `exited with code ${result.code}`
          : sample.callsApi && exchanges.length === 0 && use !== "imports"
            ? "made no request to AUTOEVAL_BASE_URL (does it read the variable?)"
            : null;
    runs.push({
      ...base,
      verdict: problem ? "failed" : "passed",
      problem,
      output: result.output,
      exchanges,
      ms: Date.now() - started,
    });
    if (problem) stoppedBy = sample.id;
  }
}

export interface FlowOptions {
  readonly server: SampleServer;
  readonly workDir: string;
  readonly clientFiles: readonly { name: string; content: string }[];
}

/** Runs every flow, JOBS at a time; the steps of one flow run in order. */
export async function runFlows(flows: readonly Flow[], options: FlowOptions): Promise<StepRun[]> {
  const queue = [...flows];
  const results: StepRun[] = [];
  await Promise.all(
    Array.from({ length: JOBS }, async () => {
      for (let flow = queue.shift(); flow; flow = queue.shift()) results.push(...(await runFlow(flow, options)));
    }),
  );
  return results;
}
