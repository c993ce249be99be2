// The build half of the bench: how build cost grows with the site. Builds the real site (1×)
// and a synthetic site N× its docs and API (scripts/lib/synthetic-site.mjs, default 10×),
// each in a project folder of its own under the system's temp folder (the site's code copied,
// node_modules linked), so the worktree's public/ and .cache/ are left alone. For each: a cold
// build (no .cache), then a warm build after appending one sentence to one MDX file. Reports
// wall time and peak memory (largest single process, as /usr/bin/time measures it), and both
// per 1,000 built pages.
//
// Run alone with `npm run bench -- --only build` (slow: the 10× site takes minutes), or
// `node scripts/bench-build.mjs [--factors 1,10]`.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { checkEditBuilt, editOneMdxFile } from "./lib/bench-edit.mjs";
import { formatTable } from "./lib/bench-table.mjs";
import { siteFiles } from "../src/build/site-files.mjs";
import { generateSyntheticSite } from "./lib/synthetic-site.mjs";

/** What a site's project needs besides content/ and openapi/ (which the generator writes). */
const PROJECT_FILES = [
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "src",
  "gatsby",
  "plugins",
  "openapi-contract",
  "static",
  "scripts/lib",
];
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", FORCE_COLOR: "0" };

/** A `gatsby build` in `project` (with `buildEnv`): wall seconds and the largest process's peak MB. */
export function timedBuild(project, buildEnv = env) {
  const result = spawnSync("/usr/bin/time", ["-f", "%e %M", path.join(project, "node_modules/.bin/gatsby"), "build"], {
    cwd: project,
    env: buildEnv,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`gatsby build in ${project} failed:\n${result.stderr.slice(-3000)}`);
  const [seconds, maxKb] = result.stderr.trim().split("\n").pop().split(" ").map(Number);
  return { seconds, peakMb: Math.round(maxKb / 1024) };
}

/** A project folder for the site `factor` times today's; returns its path. */
export function prepareProject(factor, base = path.join(os.tmpdir(), "autoeval-bench-build")) {
  const project = path.join(base, `x${factor}`);
  rmSync(project, { recursive: true, force: true });
  mkdirSync(project, { recursive: true });
  for (const file of PROJECT_FILES) {
    cpSync(file, path.join(project, file), { recursive: true, filter: (source) => !source.includes("__tests__") });
  }
  symlinkSync(path.resolve("node_modules"), path.join(project, "node_modules"), "dir");
  const made = generateSyntheticSite({ source: process.cwd(), target: project, factor });
  return { project, made };
}

/** Cold and warm-after-edit builds of one site. */
export function benchSite(factor, log = () => {}) {
  const { project, made } = prepareProject(factor);
  log(
    `${factor}×: ${made.operations} API paths, ${made.schemas} schemas, ${made.copiedDocs} copied docs in ${project}`,
  );
  const cold = timedBuild(project);
  const pages = siteFiles(path.join(project, "public")).filter(
    (f) => f.endsWith("index.html") && !f.startsWith("page-data/"),
  ).length;
  log(`${factor}×: cold ${cold.seconds} s, ${cold.peakMb} MB, ${pages} pages`);
  editOneMdxFile(project);
  const warm = timedBuild(project);
  checkEditBuilt(project);
  log(`${factor}×: warm after one MDX edit ${warm.seconds} s, ${warm.peakMb} MB`);
  rmSync(project, { recursive: true, force: true });
  return { factor, pages, cold, warmAfterEdit: warm };
}

const perThousand = (value, pages) => (value * 1000) / pages;

/**
 * The table rows for the results of benchSite: each site's figures and, per 1,000 pages, its
 * figures divided by its pages; then, between the smallest and the largest site, what each
 * further 1,000 pages added (the fixed cost of starting Gatsby and webpack left out), which is
 * what shows whether cost grows linearly.
 */
export function buildRows(results) {
  const sorted = [...results].sort((a, b) => a.pages - b.pages);
  const [small, large] = [sorted[0], sorted.at(-1)];
  const growth =
    small && large && large.pages > small.pages
      ? [
          ["cold", "cold"],
          ["warm after one MDX edit", "warmAfterEdit"],
        ].map(([label, key]) => {
          const more = (large.pages - small.pages) / 1000;
          const seconds = (large[key].seconds - small[key].seconds) / more;
          const mb = (large[key].peakMb - small[key].peakMb) / more;
          return [
            `Build growth ${small.factor}× → ${large.factor}×, ${label}`,
            `+${seconds.toFixed(1)} s per 1,000 more pages`,
            `+${Math.round(mb)} MB peak per 1,000 more pages`,
          ];
        })
      : [];
  return results
    .flatMap(({ factor, pages, cold, warmAfterEdit }) =>
      [
        ["cold", cold],
        ["warm after one MDX edit", warmAfterEdit],
      ].map(([label, run]) => [
        `Build ${factor}× (${pages} pages), ${label}`,
        `${run.seconds.toFixed(1)} s, peak ${run.peakMb} MB`,
        `per 1,000 pages: ${perThousand(run.seconds, pages).toFixed(1)} s, ${Math.round(perThousand(run.peakMb, pages))} MB`,
      ]),
    )
    .concat(growth);
}

/** Runs the growth bench for each factor; returns { record, rows }. */
export function benchBuild(factors = [1, 10], log = console.error) {
  const results = factors.map((factor) => benchSite(factor, log));
  return { record: results, rows: buildRows(results) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf("--factors");
  const factors = at > 0 ? process.argv[at + 1].split(",").map(Number) : [1, 10];
  const { rows } = benchBuild(factors);
  console.log(formatTable(rows));
}
