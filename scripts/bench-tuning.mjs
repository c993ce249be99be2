#!/usr/bin/env node
// Measurement only: what each piece of the framework tuning buys (CONTRIBUTING.md, "Framework
// tuning"). For each variant, the real site built in a project folder of its own under the
// temp folder (bench-build.mjs's prepareProject): a cold build and a warm build after one MDX
// edit, with wall time and peak memory, the load average before each, and the first-load
// JavaScript (gzip) of the bench's pages. Variants: "on" (every piece), "off" (SITE_TUNING=off)
// and any piece's name (built with SITE_TUNING_SKIP=<piece>). Each built site is kept in
// <out>/<variant>/ for `node scripts/bench-phone.mjs <out>/<variant> --runs 3`. Runs against any
// commit that has the switch. --rounds N builds the variant list N times, interleaved, so a slow
// minute of the machine falls on every variant alike, and ends with each variant's medians.
// --warm-env-switch runs every warm build with one environment variable more than its cold build
// (npm's `npm_lifecycle_event`, as when `npx gatsby build` is followed by `npm run build`): the
// case server-env-definitions is for.
//   node scripts/bench-tuning.mjs --variants on,off,swc-minifier [--rounds 3] [--cold-only swc-minifier]
//     [--warm-env-switch] [--out /tmp/tuning-bench]
import { appendFileSync, cpSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { checkEditBuilt, editOneMdxFile } from "./lib/bench-edit.mjs";
import { prepareProject, timedBuild } from "./bench-build.mjs";

const PAGES = ["/", "/quickstart/", "/autoeval/metrics/", "/api/evaluate/", "/api/schemas/dataset/"];
const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const variants = arg("--variants", "on,off").split(",");
// Pieces whose gain is in the built files only: one cold build is enough.
const coldOnly = new Set(arg("--cold-only", "").split(",").filter(Boolean));
const rounds = Number(arg("--rounds", "1"));
const warmEnvSwitch = process.argv.includes("--warm-env-switch");
const out = path.resolve(arg("--out", path.join(os.tmpdir(), "tuning-bench")));
mkdirSync(out, { recursive: true });

/** timedBuild (bench-build.mjs), with the load average before it. */
function loadedBuild(project, env) {
  const load = os.loadavg()[0].toFixed(1);
  return { ...timedBuild(project, env), load };
}

/** First-load JavaScript of a page, gzip bytes: the app's chunk group and the page template's. */
function firstLoadJs(publicDir, pagePath) {
  const stats = JSON.parse(readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"));
  const dataFile = path.join(publicDir, "page-data", pagePath === "/" ? "index" : pagePath, "page-data.json");
  const { componentChunkName } = JSON.parse(readFileSync(dataFile, "utf8"));
  const js = (group) => stats.namedChunkGroups[group].assets.map((a) => a.name).filter((n) => n.endsWith(".js"));
  const files = new Set([...js("app"), ...js(componentChunkName)]);
  return [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(publicDir, file))).length, 0);
}

const records = [];
for (let round = 1; round <= rounds; round += 1)
  for (const variant of variants) records.push(benchVariant(variant, round));
if (rounds > 1) printMedians(records);

/** One cold build of `variant` (and a warm one after an MDX edit); logs and returns its record. */
function benchVariant(variant, round) {
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", FORCE_COLOR: "0" };
  delete env.SITE_TUNING;
  delete env.SITE_TUNING_SKIP;
  if (variant === "off") env.SITE_TUNING = "off";
  else if (variant !== "on") env.SITE_TUNING_SKIP = variant;
  const { project } = prepareProject(1, path.join(os.tmpdir(), "autoeval-bench-tuning"));
  const cold = loadedBuild(project, env);
  const publicDir = path.join(project, "public");
  const firstLoad = Object.fromEntries(PAGES.map((page) => [page, firstLoadJs(publicDir, page)]));
  rmSync(path.join(out, variant), { recursive: true, force: true });
  cpSync(publicDir, path.join(out, variant), { recursive: true });
  let warm = null;
  if (!coldOnly.has(variant)) {
    editOneMdxFile(project);
    warm = loadedBuild(project, warmEnvSwitch ? { ...env, npm_lifecycle_event: "build" } : env);
    checkEditBuilt(project);
  }
  rmSync(project, { recursive: true, force: true });
  const record = { variant, round, warmEnvSwitch, cold, warm, firstLoad, at: new Date().toISOString() };
  appendFileSync(path.join(out, "results.jsonl"), `${JSON.stringify(record)}\n`);
  console.log(
    `${variant} (round ${round}): cold ${cold.seconds} s ${cold.peakMb} MB (load ${cold.load}), warm ${warm ? `${warm.seconds} s ${warm.peakMb} MB (load ${warm.load})` : "not built"}, first-load JS gz ` +
      PAGES.map((p) => `${p} ${(firstLoad[p] / 1024).toFixed(1)}`).join(", "),
  );
  return record;
}

/** Each variant's median cold and warm seconds and peak MB over the rounds. */
function printMedians(all) {
  const median = (values) => {
    const sorted = values.filter((v) => v !== undefined).sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  console.log(`\nmedians over ${rounds} rounds:`);
  for (const variant of variants) {
    const mine = all.filter((r) => r.variant === variant);
    const cold = mine.map((r) => r.cold.seconds);
    const warm = mine.map((r) => r.warm?.seconds);
    console.log(
      `${variant}: cold ${median(cold)} s (${Math.min(...cold)}–${Math.max(...cold)}), peak ${median(mine.map((r) => r.cold.peakMb))} MB` +
        (mine[0].warm
          ? `; warm ${median(warm)} s (${Math.min(...warm)}–${Math.max(...warm)}), peak ${median(mine.map((r) => r.warm.peakMb))} MB`
          : ""),
    );
  }
}
