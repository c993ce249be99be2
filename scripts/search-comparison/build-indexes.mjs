// Builds both search indexes over a built site folder and records their size and build time.
//   node scripts/search-comparison/build-indexes.mjs <siteDir> [--archived /1.x/] [--runs 3]
// MiniSearch: the project's own writeSearchIndex (gatsby/search-index.ts) over the pages, read as
// onPostBuild reads them; timed from reading the HTML to the written file. An existing
// <siteDir>/search-index.json (the site's current index) is kept and the rebuild goes to .gen/.
// Pagefind: its CLI (pagefind 1.6.0) over the same pages, indexing `article`, without the parts
// records.ts drops; the bundle goes to <siteDir>/pagefind/. Writes results/build-<site>.json.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { builtPages, GEN_DIR, gzipBytes, kb, loadProjectSearch, SCRATCH, sizeOf, walk } from "./lib.mjs";

const [siteArg, ...rest] = process.argv.slice(2);
if (!siteArg) throw new Error("usage: build-indexes.mjs <siteDir> [--archived /1.x/]");
const siteDir = path.resolve(siteArg);
const label = path.basename(siteDir);
const archived = rest.flatMap((a, i) => (rest[i - 1] === "--archived" ? [a] : []));
const runs = rest.includes("--runs") ? Number(rest[rest.indexOf("--runs") + 1]) : 1;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const { writeSearchIndex, isIndexable, recordsFromHtml } = await loadProjectSearch();

// --- MiniSearch, as onPostBuild does it ---------------------------------------------------------
const msOut = path.join(GEN_DIR, `minisearch-${label}`);
mkdirSync(msOut, { recursive: true });
const minisearchRuns = [];
let pages;
let written;
for (let i = 0; i < runs; i++) {
  const start = performance.now();
  pages = builtPages(siteDir);
  written = writeSearchIndex(pages, archived, msOut);
  minisearchRuns.push(performance.now() - start);
}
const minisearchMs = median(minisearchRuns);
const current = path.join(siteDir, "search-index.json");
if (!existsSync(current)) copyFileSync(path.join(msOut, "search-index.json"), current);
const currentBuf = readFileSync(current);
const rebuiltBuf = readFileSync(path.join(msOut, "search-index.json"));
// Pages with at least one record (records.ts skips pages whose first <article> has no h1).
const indexable = pages.filter((p) => isIndexable(p, archived) && recordsFromHtml(p.path, p.html, "").length > 0);

// --- Pagefind, the same pages -------------------------------------------------------------------
// A glob of the top-level folders holding indexable pages, or of the pages themselves when a
// folder also holds pages MiniSearch skips, so both engines index the same pages.
const top = (p) => p.path.split("/")[1];
const mixed = new Set(pages.filter((p) => !indexable.includes(p)).map(top));
const pieces = new Set(
  indexable.map((p) =>
    p.path === "/" ? "index.html" : mixed.has(top(p)) ? `${p.path.slice(1)}index.html` : `${top(p)}/**/index.html`,
  ),
);
const glob = `{${[...pieces].sort().join(",")}}`;
const pagefindArgs = [
  "--site",
  siteDir,
  "--root-selector",
  "article",
  "--exclude-selectors",
  "script, style, button, pre, nav, .hash-link, [data-nosearch]",
  "--glob",
  glob,
];
const pagefindRuns = [];
let run;
for (let i = 0; i < runs; i++) {
  rmSync(path.join(siteDir, "pagefind"), { recursive: true, force: true });
  const start = performance.now();
  run = spawnSync(path.join(SCRATCH, "node_modules/.bin/pagefind"), pagefindArgs, { encoding: "utf8" });
  pagefindRuns.push(performance.now() - start);
  if (run.status !== 0) throw new Error(`pagefind failed:\n${run.stdout}\n${run.stderr}`);
}
const pagefindMs = median(pagefindRuns);
const indexedPages = Number(/Indexed (\d+) pages?/.exec(run.stdout)?.[1] ?? NaN);

const bundle = walk(path.join(siteDir, "pagefind")).map((f) => path.relative(siteDir, f));
const abs = (files) => files.map((f) => path.join(siteDir, f));
const kind = (re) => bundle.filter((f) => re.test(f));
const parts = {
  "pagefind.js": kind(/^pagefind\/pagefind\.js$/),
  "wasm (wasm.unknown/en.pagefind)": kind(/^pagefind\/wasm\..*\.pagefind$/),
  "pagefind-entry.json": kind(/pagefind-entry\.json$/),
  "meta (.pf_meta)": kind(/\.pf_meta$/),
  "index chunks (.pf_index)": kind(/\.pf_index$/),
  "fragments (.pf_fragment)": kind(/\.pf_fragment$/),
  "filters (.pf_filter)": kind(/\.pf_filter$/),
  "pagefind-worker.js": kind(/^pagefind\/pagefind-worker\.js$/),
};
const used = Object.values(parts).flat();
parts["UI files (pagefind-ui, modular and component UI, highlight; not used by the JS API)"] = bundle.filter(
  (f) => !used.includes(f),
);

const result = {
  site: siteDir,
  pages: pages.length,
  minisearch: {
    indexedPages: indexable.length,
    records: written.records,
    buildMs: minisearchMs,
    buildRunsMs: minisearchRuns,
    current: { raw: currentBuf.length, gz: gzipBytes(currentBuf) },
    rebuilt: { raw: rebuiltBuf.length, gz: gzipBytes(rebuiltBuf), sameAsCurrent: rebuiltBuf.equals(currentBuf) },
  },
  pagefind: {
    version: "1.6.0",
    args: pagefindArgs,
    glob,
    indexedPages,
    buildMs: pagefindMs,
    buildRunsMs: pagefindRuns,
    parts: Object.fromEntries(Object.entries(parts).map(([k, files]) => [k, sizeOf(abs(files))])),
    searchBundle: sizeOf(abs(used)),
    total: sizeOf(abs(bundle)),
    stdout: run.stdout.trim().split("\n").slice(-8),
  },
};
mkdirSync(path.join(SCRATCH, "results"), { recursive: true });
writeFileSync(path.join(SCRATCH, "results", `build-${label}.json`), JSON.stringify(result, null, 2));

console.log(`${siteDir}: ${pages.length} pages read`);
console.log(
  `MiniSearch: ${indexable.length} pages, ${written.records} records, built in ${minisearchMs.toFixed(0)} ms (median of ${runs});` +
    ` index ${kb(currentBuf.length)} (gzip ${kb(result.minisearch.current.gz)}), rebuild identical: ${result.minisearch.rebuilt.sameAsCurrent}`,
);
console.log(
  `Pagefind: ${indexedPages} pages, built in ${pagefindMs.toFixed(0)} ms (median of ${runs}); glob ${glob.slice(0, 120)}`,
);
if (indexedPages !== indexable.length)
  console.log(`  warning: Pagefind indexed ${indexedPages} pages, MiniSearch ${indexable.length}`);
for (const [k, v] of Object.entries(result.pagefind.parts))
  console.log(`  ${k}: ${v.files} files, ${kb(v.raw)} (gzip ${kb(v.gz)})`);
