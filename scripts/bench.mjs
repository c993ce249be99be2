#!/usr/bin/env node
// The benchmark (`npm run bench`): not a test, a record to compare changes by.
// Reports cold and warm build wall time and peak memory, a warm rebuild after editing one
// MDX file, page counts per version, first-load bytes of sample pages (HTML, CSS, JS, data;
// raw and gzip), the search index (size, first-query transfer, p50/p95 query time), and
// Lighthouse (mobile and desktop, median of 3, third-party hosts blocked), and the phone profile
// (scripts/bench-phone.mjs: 150 ms RTT, 1.6 Mbit/s, 4× CPU applied through DevTools, median of 5).
// How build cost grows: cold and warm builds of the real site and of a synthetic site 10× its
// size, per 1,000 pages (scripts/bench-build.mjs).
// gatsby develop's start time and how long an MDX, a sidebar and an OpenAPI edit take to show in
// an open page (scripts/bench-develop.mjs).
// Writes bench-results/latest.md and bench-results/<date>.json. Flags: --no-lighthouse, --no-phone, --no-develop,
// --no-build
// (measures the site as built, and keeps the last table's build rows, each naming its run),
// --no-growth (skips the 10× site, the slowest part); `--only build` runs the growth part alone
// and writes bench-results/build-latest.md.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { checkEditBuilt, editOneMdxFile } from "./lib/bench-edit.mjs";
import { carriedBuildRows, formatTable } from "./lib/bench-table.mjs";
import { siteFiles } from "../src/build/site-files.mjs";
import { phoneBench, phoneRows } from "./bench-phone.mjs";

const args = new Set(process.argv.slice(2));
const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : null;
if (only !== null && only !== "build") throw new Error(`--only ${only}: the part that runs alone is "build".`);
const PAGES = ["/", "/quickstart/", "/autoeval/metrics/", "/api/evaluate/", "/api/schemas/dataset/"];
// First-load JavaScript goal per page (gzip); e2e/budgets.spec.ts fails above 100 KB.
const JS_GOAL_KB = 90;
const JS_GOAL_BYTES = JS_GOAL_KB * 1024;
// Lighthouse serves the build here, away from the browser tests' ports.
const LIGHTHOUSE_PORT = 9050;
// The phone bench serves the build here.
const PHONE_PORT = 9052;
// The search bench serves the build here, and the build with the synthetic index on the next port.
const SEARCH_PORT = 9051;
// gatsby develop serves a copy of the project here for the develop bench.
const DEVELOP_PORT = 9053;
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", FORCE_COLOR: "0" };
const rows = [];
const record = {};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;

function timed(command, commandArgs) {
  const result = spawnSync("/usr/bin/time", ["-f", "%e %M", command, ...commandArgs], {
    env,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0)
    throw new Error(`${command} ${commandArgs.join(" ")} failed:\n${result.stderr.slice(-3000)}`);
  const [seconds, maxKb] = result.stderr.trim().split("\n").pop().split(" ").map(Number);
  return { seconds, peakMb: Math.round(maxKb / 1024) };
}

const gatsby = path.resolve("node_modules/.bin/gatsby");

if (only === "build") {
  const { benchBuild } = await import("./bench-build.mjs");
  const { record: growth, rows: growthRows } = benchBuild();
  const date = new Date().toISOString();
  const table = [`# Build growth ${date}`, "", formatTable(growthRows), ""].join("\n");
  console.log(table);
  mkdirSync("bench-results", { recursive: true });
  writeFileSync("bench-results/build-latest.md", table);
  writeFileSync(`bench-results/build-${date.replace(/[:.]/g, "-")}.json`, JSON.stringify(growth, null, 2));
  process.exit(0);
}

if (!args.has("--no-build")) {
  execFileSync(gatsby, ["clean"], { env, stdio: "ignore" });
  const cold = timed(gatsby, ["build"]);
  const warm = timed(gatsby, ["build"]);
  const restore = editOneMdxFile();
  let rebuild;
  try {
    rebuild = timed(gatsby, ["build"]);
    checkEditBuilt();
  } finally {
    restore();
  }
  timed(gatsby, ["build"]);
  // Growth: the real site and a synthetic one 10× its size, in temporary project folders.
  const growth = args.has("--no-growth") ? null : (await import("./bench-build.mjs")).benchBuild();
  record.build = { cold, warm, rebuildAfterMdxEdit: rebuild, growth: growth?.record ?? null };
  rows.push(["Build, cold", `${cold.seconds.toFixed(1)} s`, `peak ${cold.peakMb} MB`]);
  rows.push(["Build, warm", `${warm.seconds.toFixed(1)} s`, `peak ${warm.peakMb} MB`]);
  rows.push(["Build, warm after editing one MDX file", `${rebuild.seconds.toFixed(1)} s`, `peak ${rebuild.peakMb} MB`]);
  if (growth) rows.push(...growth.rows);
} else if (existsSync("bench-results/latest.md")) {
  // Keeps the last run's build figures in latest.md, marked as such.
  rows.push(...carriedBuildRows(readFileSync("bench-results/latest.md", "utf8")));
}

// Pages per version: every index.html outside page-data.
const htmlPages = siteFiles("public").filter((f) => f.endsWith("index.html") && !f.includes("page-data"));
const archived = htmlPages.filter((f) => f.startsWith("1.x/")).length;
const api = htmlPages.filter((f) => f.startsWith("api/")).length;
record.pages = {
  total: htmlPages.length,
  current: htmlPages.length - archived,
  archived1x: archived,
  apiReference: api,
};
rows.push([
  "Pages",
  `${htmlPages.length}`,
  `current docs ${htmlPages.length - archived - api}, API ${api}, 1.x ${archived}`,
]);

// First-load bytes of sample pages: HTML (with inlined CSS), the JS the page needs, page data.
const webpackStats = JSON.parse(readFileSync("public/webpack.stats.json", "utf8"));

// A named chunk group lists every file it needs, shared chunks included.
const groupAssets = (group) => webpackStats.namedChunkGroups[group].assets.map((asset) => asset.name);
const groupFiles = (group) => groupAssets(group).filter((name) => name.endsWith(".js"));

function firstLoad(pagePath) {
  const html = readFileSync(path.join("public", pagePath, "index.html"));
  const text = html.toString();
  const css = [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
  const pageData = JSON.parse(
    readFileSync(path.join("public/page-data", pagePath === "/" ? "index" : pagePath, "page-data.json"), "utf8"),
  );
  const appFiles = groupFiles("app");
  const scripts = new Set([...appFiles, ...groupFiles(pageData.componentChunkName)]);
  const js = [...scripts].map((s) => readFileSync(path.join("public", s)));
  // Where the bytes sit: React (framework), the runtime and shell every page loads (app), chunks
  // the template shares with other pages (template), and the page's own component (page).
  const split = { framework: 0, app: 0, template: 0, page: 0 };
  for (const name of scripts) {
    const part = /(^|\/)framework-/.test(name)
      ? "framework"
      : appFiles.includes(name)
        ? "app"
        : name.startsWith(`${pageData.componentChunkName}-`)
          ? "page"
          : "template";
    split[part] += gz(readFileSync(path.join("public", name)));
  }
  const data = [
    path.join("public/page-data", pagePath === "/" ? "index" : pagePath, "page-data.json"),
    "public/page-data/app-data.json",
    ...(pageData.staticQueryHashes ?? []).map((h) => `public/page-data/sq/d/${h}.json`),
  ].map((f) => readFileSync(f));
  const sum = (list) => list.reduce((a, b) => a + b.length, 0);
  const sumGz = (list) => list.reduce((a, b) => a + gz(b), 0);
  return {
    html: { raw: html.length, gzip: gz(html) },
    css: { raw: Buffer.byteLength(css), gzip: gz(Buffer.from(css)) },
    js: { raw: sum(js), gzip: sumGz(js), files: scripts.size, split },
    data: { raw: sum(data), gzip: sumGz(data) },
  };
}
record.firstLoad = {};
for (const page of PAGES) {
  const b = firstLoad(page);
  record.firstLoad[page] = b;
  const { framework, app, template, page: own } = b.js.split;
  rows.push([
    `First load ${page}`,
    `JS ${kb(b.js.gzip)} gz (${kb(b.js.raw)}) ${b.js.gzip <= JS_GOAL_BYTES ? "≤" : "> "} ${JS_GOAL_KB} KB goal`,
    `framework ${kb(framework)} · app ${kb(app)} · template ${kb(template)} · page ${kb(own)}; ` +
      `HTML ${kb(b.html.gzip)} gz (CSS inlined ${kb(b.css.gzip)} gz), data ${kb(b.data.gzip)} gz`,
  ]);
}

// The API console's own weight: what opening it on /api/evaluate/ fetches (its chunk group, less
// what the page's first load already has, and the operation's console data).
{
  const pageData = JSON.parse(readFileSync("public/page-data/api/evaluate/page-data.json", "utf8"));
  const loaded = new Set([...groupFiles("app"), ...groupFiles(pageData.componentChunkName)]);
  const extra = groupAssets("api-console").filter((name) => !loaded.has(name));
  const size = (names) => names.reduce((sum, name) => sum + gz(readFileSync(path.join("public", name))), 0);
  const scripts = extra.filter((name) => name.endsWith(".js"));
  const js = size(scripts);
  // Its stylesheet comes through ?lazy-stylesheet (src/build/webpack/lazy-stylesheets.ts): named in its code.
  const stylesheets = scripts.flatMap((name) =>
    [...readFileSync(path.join("public", name), "utf8").matchAll(/"(static\/[^"]+\.css)"/g)].map((m) => m[1]),
  );
  const css = size([...new Set(stylesheets)]);
  const data = gz(readFileSync("public/api-console/evaluate.json"));
  record.apiConsole = { js, css, data };
  rows.push([
    "API console, when opened on /api/evaluate/",
    `JS ${kb(js)} gz`,
    `CSS ${kb(css)} gz, console data ${kb(data)} gz; none of it in the first load`,
  ]);
}

// Search, on the built site and a synthetic 5,000-page one (scripts/bench-search.mjs).
{
  const { searchBench } = await import("./bench-search.mjs");
  const search = await searchBench(SEARCH_PORT);
  record.search = search.record;
  rows.push(...search.rows);
}

// gatsby develop: start time, and how long edits take to show in an open page (scripts/bench-develop.mjs).
if (!args.has("--no-develop")) {
  const { benchDevelop } = await import("./bench-develop.mjs");
  const develop = await benchDevelop({ port: DEVELOP_PORT });
  record.develop = develop.record;
  rows.push(...develop.rows);
}

// Lighthouse.
if (!args.has("--no-lighthouse")) {
  // Something already answering on the port would be measured instead of this build.
  const taken = await fetch(`http://127.0.0.1:${LIGHTHOUSE_PORT}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${LIGHTHOUSE_PORT} is in use: stop what serves there, then run the bench again.`);
  // Served with the build's deploy headers (CSP, caching), as a static host and the browser tests serve it.
  const server = spawn("node", ["scripts/serve-static.mjs", "public", String(LIGHTHOUSE_PORT)], {
    env,
    stdio: "ignore",
  });
  await new Promise((r) => setTimeout(r, 2000));
  const served = await fetch(`http://127.0.0.1:${LIGHTHOUSE_PORT}/`).then(
    (response) => response.ok,
    () => false,
  );
  if (!served) throw new Error(`scripts/serve-static.mjs did not serve public/ on port ${LIGHTHOUSE_PORT}.`);
  const flags = [
    ...JSON.parse(readFileSync("scripts/chromium-flags.json", "utf8")),
    '--host-resolver-rules="MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"',
  ].join(" ");
  record.lighthouse = {};
  try {
    for (const page of PAGES) {
      for (const preset of ["mobile", "desktop"]) {
        const runs = [];
        for (let i = 0; i < 3; i++) {
          const out = spawnSync(
            path.resolve("node_modules/.bin/lighthouse"),
            [
              `http://127.0.0.1:${LIGHTHOUSE_PORT}${page}`,
              "--quiet",
              "--output=json",
              "--output-path=stdout",
              `--chrome-flags=${flags}`,
              ...(preset === "desktop" ? ["--preset=desktop"] : []),
              "--only-categories=performance,accessibility,best-practices,seo",
            ],
            { env: { ...env, CHROME_PATH: "/usr/bin/chromium" }, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
          );
          if (out.status !== 0) throw new Error(`lighthouse failed on ${page}: ${out.stderr.slice(-2000)}`);
          const lhr = JSON.parse(out.stdout);
          runs.push({
            performance: lhr.categories.performance.score * 100,
            accessibility: lhr.categories.accessibility.score * 100,
            bestPractices: lhr.categories["best-practices"].score * 100,
            seo: lhr.categories.seo.score * 100,
            fcp: lhr.audits["first-contentful-paint"].numericValue,
            lcp: lhr.audits["largest-contentful-paint"].numericValue,
            tbt: lhr.audits["total-blocking-time"].numericValue,
            cls: lhr.audits["cumulative-layout-shift"].numericValue,
            bytes: lhr.audits["total-byte-weight"].numericValue,
          });
        }
        const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[1];
        const m = Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(k)]));
        // TBT is main-thread time scaled 4× by Lighthouse's model, so a busy machine moves it
        // more than any difference between servers or Chromium flags (DESIGN.md, "Lighthouse's
        // TBT"): the row gives the runs' spread and the load they ran at, not only the median.
        const tbts = runs.map((r) => Math.round(r.tbt));
        const load = os.loadavg()[0].toFixed(1);
        record.lighthouse[`${page} ${preset}`] = { ...m, tbtRuns: tbts, loadAverage: Number(load) };
        rows.push([
          `Lighthouse ${preset} ${page}`,
          `perf ${m.performance} · a11y ${m.accessibility} · BP ${m.bestPractices} · SEO ${m.seo}`,
          `FCP ${Math.round(m.fcp)} ms, LCP ${Math.round(m.lcp)} ms, TBT ${Math.round(m.tbt)} ms (runs ${Math.min(...tbts)}–${Math.max(...tbts)} ms, load ${load}), CLS ${m.cls.toFixed(3)}, ${kb(m.bytes)}`,
        ]);
      }
    }
  } finally {
    server.kill();
  }
}

// The phone profile: the benchmark pages as a reader's phone loads them (scripts/bench-phone.mjs).
if (!args.has("--no-phone")) {
  const runs = 5;
  record.phone = await phoneBench({ root: "public", port: PHONE_PORT, runs });
  rows.push(...phoneRows(record.phone, runs));
}

const date = new Date().toISOString();
const table = [`# Benchmark ${date}`, "", formatTable(rows), ""].join("\n");
console.log(table);
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/latest.md", table);
writeFileSync(`bench-results/${date.replace(/[:.]/g, "-")}.json`, JSON.stringify(record, null, 2));
if (!existsSync("bench-results/latest.md")) process.exit(1);
