// The development half of the bench: how long `gatsby develop` takes to start, and how long an
// edit takes to show in a page open in the browser: an MDX edit (goal: on screen within 2 s),
// a sidebar edit and an OpenAPI edit. Runs in a copy of the project under the system's temp
// folder (the site's code copied, node_modules linked: scripts/bench-build.mjs), so the
// worktree's .cache/ and public/ are left alone. Headless Chromium (Debian's) holds the page; it
// watches every animation frame for the edited text, so a time is the edit's save to the frame
// that shows it.
//
// Run alone with `node scripts/bench-develop.mjs [--port 9053] [--runs 3] [--log develop.log]` from the root of the
// checkout to measure (any commit's: it copies the project it is run from); `npm run bench`
// runs it too (`--no-develop` skips it).
import { spawn } from "node:child_process";
import { appendFileSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { prepareProject } from "./bench-build.mjs";
import { formatTable } from "./lib/bench-table.mjs";

/** What the MDX edit changes, and the page that shows it. */
const MDX_FILE = "content/docs/workbooks.mdx";
const MDX_PAGE = "/workbooks/";
/** The sidebar edit relabels this top-level link of the current docs' sidebar. */
const SIDEBARS_FILE = "content/sidebars/current.json";
const SIDEBAR_LABEL = "Release notes";
/** The OpenAPI edit starts this operation's description (the block after its summary) with a sentence. */
const API_FILE = "openapi/autoeval-api-v2.yaml";
const API_PAGE = "/api/evaluate/";
const API_DESCRIPTION = /(\n(\s+)summary: Evaluate\n\s+description: \|\n)(\s+)/;
const MDX_GOAL_MS = 2000;

const chromiumFlags = JSON.parse(readFileSync(new URL("./chromium-flags.json", import.meta.url), "utf8"));
const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;

/**
 * Starts `gatsby develop` in `project`; `ready` resolves once it says it serves. Its output
 * goes to `logFile` too, when given.
 */
function startDevelop(project, port, log, logFile) {
  const child = spawn(
    path.join(project, "node_modules/.bin/gatsby"),
    ["develop", "-H", "127.0.0.1", "-p", String(port)],
    {
      cwd: project,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", FORCE_COLOR: "0" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  let output = "";
  const ready = new Promise((resolve, reject) => {
    const onData = (/** @type {Buffer} */ chunk) => {
      output += chunk.toString();
      if (logFile) appendFileSync(logFile, chunk);
      if (/You can now view .* in the browser/.test(output)) resolve(child);
      if (/ERROR #|Failed to compile/.test(output)) reject(new Error(`gatsby develop failed:\n${output.slice(-3000)}`));
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`gatsby develop exited (${code}):\n${output.slice(-3000)}`)));
  });
  ready.catch(() => undefined).then(() => log(`gatsby develop serves ${project} on port ${port}`));
  return { child, ready };
}

/** Stops develop and every process it started (its process group). */
function stop(child) {
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}

/**
 * Milliseconds from `edit()` to the first animation frame whose page holds `text` (in the
 * element `selector` picks), the page watching every frame.
 */
async function timeToScreen(page, selector, text, edit) {
  const seen = page.waitForFunction(
    // Runs in the page.
    ([where, wanted]) => (globalThis.document.querySelector(where)?.textContent ?? "").includes(wanted),
    [selector, text],
    { polling: "raf", timeout: 120_000 },
  );
  const started = Date.now();
  edit();
  await seen;
  return Date.now() - started;
}

/**
 * @param {{ port?: number, runs?: number, log?: (line: string) => void, logFile?: string | null }} [options]
 * @returns {Promise<{ record: Record<string, unknown>, rows: string[][] }>}
 */
export async function benchDevelop({ port = 9053, runs = 3, log = console.error, logFile = null } = {}) {
  const { project } = prepareProject(1, path.join(os.tmpdir(), "autoeval-bench-develop"));
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const { child, ready } = startDevelop(project, port, log, logFile);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...chromiumFlags, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
  });
  try {
    await ready;
    const serverReady = Date.now() - started;
    const page = await browser.newPage();
    await page.goto(`${base}${MDX_PAGE}`, { timeout: 300_000 });
    await page.locator("main h1").waitFor({ timeout: 300_000 });
    const firstPage = Date.now() - started;
    log(`develop: serving after ${seconds(serverReady)}, ${MDX_PAGE} shown after ${seconds(firstPage)}`);

    const mdx = [];
    const sidebar = [];
    for (let run = 1; run <= runs; run++) {
      const sentence = `Bench edit ${run} at ${Date.now()}.`;
      mdx.push(
        await timeToScreen(page, "main", sentence, () =>
          appendFileSync(path.join(project, MDX_FILE), `\n${sentence}\n`),
        ),
      );
      const label = `${SIDEBAR_LABEL} ${run}-${Date.now()}`;
      const sidebars = path.join(project, SIDEBARS_FILE);
      const text = readFileSync(sidebars, "utf8");
      sidebar.push(
        await timeToScreen(page, "nav[aria-label='Docs sidebar']", label, () =>
          writeFileSync(sidebars, text.replace(/"label": "Release notes[^"]*"/, `"label": "${label}"`)),
        ),
      );
      log(`develop: run ${run}: MDX edit ${seconds(mdx.at(-1))}, sidebar edit ${seconds(sidebar.at(-1))}`);
    }

    const api = [];
    await page.goto(`${base}${API_PAGE}`, { timeout: 300_000 });
    await page.locator("main h1").waitFor({ timeout: 300_000 });
    const description = path.join(project, API_FILE);
    for (let run = 1; run <= runs; run++) {
      const sentence = `Bench edit ${run} at ${Date.now()}.`;
      const yaml = readFileSync(description, "utf8");
      const edited = yaml.replace(API_DESCRIPTION, (_, head, _indent, body) => `${head}${body}${sentence} `);
      if (edited === yaml) throw new Error(`${API_FILE}: the Evaluate operation's description was not found.`);
      api.push(await timeToScreen(page, "main", sentence, () => writeFileSync(description, edited)));
      log(`develop: run ${run}: OpenAPI edit ${seconds(api.at(-1))}`);
    }

    const record = {
      serverReadyMs: serverReady,
      firstPageMs: firstPage,
      mdxEditMs: mdx,
      sidebarEditMs: sidebar,
      openApiEditMs: api,
    };
    const all = (/** @type {number[]} */ values) => values.map(seconds).join(", ");
    const rows = [
      ["Develop, start", `${seconds(serverReady)} to serve`, `${MDX_PAGE} on screen after ${seconds(firstPage)}`],
      [
        "Develop, MDX edit on screen",
        `${seconds(median(mdx))} median ${median(mdx) <= MDX_GOAL_MS ? "≤" : ">"} ${MDX_GOAL_MS / 1000} s goal`,
        `${runs} runs: ${all(mdx)}`,
      ],
      ["Develop, sidebar edit on screen", `${seconds(median(sidebar))} median`, `${runs} runs: ${all(sidebar)}`],
      ["Develop, OpenAPI edit on screen", `${seconds(median(api))} median`, `${runs} runs: ${all(api)} (${API_PAGE})`],
    ];
    return { record, rows };
  } finally {
    await browser.close();
    stop(child);
    rmSync(project, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "9053" },
      runs: { type: "string", default: "3" },
      log: { type: "string" },
    },
  });
  const { rows } = await benchDevelop({
    port: Number(values.port),
    runs: Number(values.runs),
    logFile: values.log ?? null,
  });
  console.log(formatTable(rows));
}
