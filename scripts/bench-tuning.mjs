#!/usr/bin/env node
// Measurement only: what each piece of the framework tuning buys (CONTRIBUTING.md, "Framework
// tuning"). For each variant, the real site built in a project folder of its own under the
// temp folder (bench-build.mjs's prepareProject): a cold build and a warm build after one MDX
// edit, with wall time and peak memory, the load average before each, and the first-load
// JavaScript (gzip) of the bench's pages. Variants: "on" (every piece), "off" (SITE_TUNING=off)
// and any piece's name (built with SITE_TUNING_SKIP=<piece>). Each built site is kept in
// <out>/<variant>/ for `node scripts/bench-phone.mjs <out>/<variant> --runs 3`. Runs against any
// commit that has the switch; figures are single runs, noisy on a shared machine.
//   node scripts/bench-tuning.mjs --variants on,off,swc-minifier [--cold-only swc-minifier] [--out /tmp/tuning-bench]
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

for (const variant of variants) {
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
    warm = loadedBuild(project, env);
    checkEditBuilt(project);
  }
  rmSync(project, { recursive: true, force: true });
  const record = { variant, cold, warm, firstLoad, at: new Date().toISOString() };
  appendFileSync(path.join(out, "results.jsonl"), `${JSON.stringify(record)}\n`);
  console.log(
    `${variant}: cold ${cold.seconds} s ${cold.peakMb} MB (load ${cold.load}), warm ${warm ? `${warm.seconds} s ${warm.peakMb} MB (load ${warm.load})` : "not built"}, first-load JS gz ` +
      PAGES.map((p) => `${p} ${(firstLoad[p] / 1024).toFixed(1)}`).join(", "),
  );
}
