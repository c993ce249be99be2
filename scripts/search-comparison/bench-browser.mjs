// Queries both engines in headless Chromium against a served copy of a site (run build-indexes.mjs first).
//   node scripts/search-comparison/bench-browser.mjs <siteDir> [--queries file.json] [--rounds 100] [--port 9555] [--out name]
// First query: a fresh browser context per query (empty cache); bytes are counted by the server as
// sent (gzip). MiniSearch = the engine chunk (engine.ts + minisearch, bundled and minified like the
// site's lazy chunk) + /search-index.json, queried with engine.ts's loadEngine(...).search(q, 20).
// Pagefind = pagefind.js (+ its web worker, wasm, entry, meta) + the index chunks of the query's
// words, then the fragments (one per page) for the results shown: top 5, then top 10; with its
// default web worker and with { noWorker: true } (no pagefind-worker.js, search on the main thread).
// Once loaded: every query once to warm up, then `rounds` rounds of all queries, timed in the page.
// Also MiniSearch in Node. Writes results/<out>.json (default browser-<site>) and prints the top 3 per query.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  bundleProjectSearch,
  GEN_DIR,
  kb,
  launchChromium,
  loadProjectSearch,
  matchesExpected,
  percentile,
  QUERIES,
  SCRATCH,
  serve,
} from "./lib.mjs";

const argv = process.argv.slice(2);
const flag = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
const siteDir = path.resolve(argv[0] ?? "site");
const label = path.basename(siteDir);
const rounds = Number(flag("--rounds", 100));
const port = Number(flag("--port", 9555));
const queryFile = flag("--queries");
const queries = queryFile ? JSON.parse(readFileSync(queryFile, "utf8")).map((q) => [q, null]) : QUERIES;
const terms = queries.map(([q]) => q);

const benchHtml = path.join(GEN_DIR, "bench.html");
mkdirSync(GEN_DIR, { recursive: true });
writeFileSync(benchHtml, '<!doctype html><html lang="en"><meta charset="utf-8"><title>search bench</title></html>');
const engineJs = await bundleProjectSearch("browser");
const log = [];
const server = await serve(siteDir, port, {
  extra: { "/__bench/": benchHtml, "/__bench/engine.js": engineJs },
  log,
});
const origin = `http://127.0.0.1:${port}`;
const browser = await launchChromium();

// --- In-page code (serialized by Playwright) ----------------------------------------------------
async function msFirst(q) {
  const t0 = performance.now();
  const { loadEngine } = await import("/__bench/engine.js");
  const file = await (await fetch("/search-index.json")).json();
  const engine = loadEngine(file);
  const t1 = performance.now();
  engine.search(q, 20);
  globalThis.engine = engine;
  return { loadMs: t1 - t0, totalMs: performance.now() - t0 };
}
async function pfFirst({ q, noWorker }) {
  const t0 = performance.now();
  const pf = await import("/pagefind/pagefind.js");
  await pf.options({ noWorker });
  const search = await pf.search(q);
  globalThis.pf = pf;
  globalThis.results = search.results;
  return { totalMs: performance.now() - t0, results: search.results.length };
}
async function pfData({ from, to }) {
  await Promise.all(globalThis.results.slice(from, to).map((r) => r.data()));
}
async function msTimed({ terms, rounds }) {
  const engine = globalThis.engine;
  const top = {};
  for (const q of terms) {
    const { records, total } = engine.search(q, 20);
    top[q] = {
      total,
      hits: records.slice(0, 3).map((r) => ({ url: r.url, title: r.hierarchy.lvl1 })),
      pages: [...new Set(records.map((r) => r.url.split("#")[0]))].slice(0, 10),
    };
  }
  const samples = [];
  for (let i = 0; i < rounds; i++)
    for (const q of terms) {
      const t = performance.now();
      engine.search(q, 20);
      samples.push(performance.now() - t);
    }
  return { top, samples };
}
async function pfTimed({ terms, rounds, show }) {
  const pf = globalThis.pf;
  const top = {};
  for (const q of terms) {
    const { results } = await pf.search(q);
    const data = await Promise.all(results.slice(0, show).map((r) => r.data()));
    // The section shown for a page: its sub-result with the most matches.
    const best = (d) => [...(d.sub_results ?? [])].sort((a, b) => b.locations.length - a.locations.length)[0]?.url;
    top[q] = {
      total: results.length,
      hits: data.slice(0, 3).map((d) => ({ url: d.url, title: d.meta.title, section: best(d) })),
      pages: data.map((d) => d.url),
    };
  }
  const search = [];
  const withData = [];
  for (let i = 0; i < rounds; i++)
    for (const q of terms) {
      const t = performance.now();
      const { results } = await pf.search(q);
      const t1 = performance.now();
      await Promise.all(results.slice(0, show).map((r) => r.data()));
      search.push(t1 - t);
      withData.push(performance.now() - t);
    }
  return { top, search, withData };
}

// --- Runs ---------------------------------------------------------------------------------------
const sent = (from) => log.slice(from).reduce((sum, r) => sum + r.bytes, 0);
async function fresh() {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/__bench/`);
  return { context, page };
}

async function pagefindFirst(q, noWorker) {
  const { context, page } = await fresh();
  const mark = log.length;
  const pf = await page.evaluate(pfFirst, { q, noWorker });
  const searchBytes = sent(mark);
  const m5 = log.length;
  await page.evaluate(pfData, { from: 0, to: 5 });
  const top5 = sent(m5);
  const m10 = log.length;
  await page.evaluate(pfData, { from: 5, to: 10 });
  const next5 = sent(m10);
  await context.close();
  return {
    q,
    searchBytes,
    top5Bytes: searchBytes + top5,
    top10Bytes: searchBytes + top5 + next5,
    requests: log.slice(mark),
    ...pf,
  };
}

const first = { minisearch: [], pagefind: [], pagefindNoWorker: [] };
for (const q of terms) {
  const { context, page } = await fresh();
  const mark = log.length;
  const ms = await page.evaluate(msFirst, q);
  first.minisearch.push({ q, bytes: sent(mark), requests: log.slice(mark), ...ms });
  await context.close();
  first.pagefind.push(await pagefindFirst(q, false));
  first.pagefindNoWorker.push(await pagefindFirst(q, true));
}

async function timed(engine, noWorker) {
  const { context, page } = await fresh();
  let out;
  if (engine === "minisearch") {
    await page.evaluate(msFirst, terms[0]);
    out = await page.evaluate(msTimed, { terms, rounds });
  } else {
    await page.evaluate(pfFirst, { q: terms[0], noWorker });
    await page.evaluate(pfTimed, { terms, rounds: 1, show: 10 }); // loads every query's chunks and fragments
    out = await page.evaluate(pfTimed, { terms, rounds, show: 10 });
  }
  await context.close();
  return out;
}
const warm = {
  minisearch: await timed("minisearch"),
  pagefind: await timed("pagefind", false),
  pagefindNoWorker: await timed("pagefind", true),
};
const chromiumVersion = browser.version();
await browser.close();
server.close();

// MiniSearch in Node, same engine code.
const { loadEngine } = await loadProjectSearch();
const file = JSON.parse(readFileSync(path.join(siteDir, "search-index.json"), "utf8"));
let t = performance.now();
const nodeEngine = loadEngine(file);
const nodeLoadMs = performance.now() - t;
const nodeSamples = [];
for (const q of terms) nodeEngine.search(q, 20);
for (let i = 0; i < rounds; i++)
  for (const q of terms) {
    t = performance.now();
    nodeEngine.search(q, 20);
    nodeSamples.push(performance.now() - t);
  }

// Samples run round by round through `terms`, so sample i is for terms[i % terms.length].
const stats = (s) => ({
  p50: percentile(s, 0.5),
  p95: percentile(s, 0.95),
  max: Math.max(...s),
  n: s.length,
  p50ByQuery: Object.fromEntries(
    terms.map((q, k) => [
      q,
      percentile(
        s.filter((_, i) => i % terms.length === k),
        0.5,
      ),
    ]),
  ),
});
const median = (xs) => percentile(xs, 0.5);
function pagefindSummary(runs) {
  const out = {};
  for (const key of ["searchBytes", "top5Bytes", "top10Bytes"]) {
    out[`${key}Median`] = median(runs.map((r) => r[key]));
    out[`${key}Max`] = Math.max(...runs.map((r) => r[key]));
  }
  return { ...out, totalMsMedian: median(runs.map((r) => r.totalMs)), perQuery: runs };
}
const result = {
  site: siteDir,
  chromium: chromiumVersion,
  node: process.version,
  rounds,
  firstQuery: {
    minisearch: {
      bytesMedian: median(first.minisearch.map((r) => r.bytes)),
      bytesMax: Math.max(...first.minisearch.map((r) => r.bytes)),
      totalMsMedian: median(first.minisearch.map((r) => r.totalMs)),
      perQuery: first.minisearch,
    },
    pagefind: pagefindSummary(first.pagefind),
    pagefindNoWorker: pagefindSummary(first.pagefindNoWorker),
  },
  warm: {
    minisearchBrowser: stats(warm.minisearch.samples),
    minisearchNode: { ...stats(nodeSamples), loadMs: nodeLoadMs },
    pagefindSearch: stats(warm.pagefind.search),
    pagefindSearchData10: stats(warm.pagefind.withData),
    pagefindNoWorkerSearch: stats(warm.pagefindNoWorker.search),
    pagefindNoWorkerSearchData10: stats(warm.pagefindNoWorker.withData),
  },
  quality: queries.map(([q, expected]) => {
    // ok: an expected page among the top 3 hits; pageRank: its rank among distinct result pages (top 10).
    const judge = ({ hits, pages, total }) => ({
      total,
      hits,
      ok: expected ? hits.some((h) => matchesExpected(h.url, expected)) : null,
      pageRank: expected ? pages.findIndex((u) => matchesExpected(u, expected)) + 1 || null : null,
    });
    return {
      q,
      expected: expected?.map(String) ?? null,
      minisearch: judge(warm.minisearch.top[q]),
      pagefind: judge(warm.pagefind.top[q]),
    };
  }),
};
mkdirSync(path.join(SCRATCH, "results"), { recursive: true });
const outName = flag("--out", `browser-${label}`);
writeFileSync(path.join(SCRATCH, "results", `${outName}.json`), JSON.stringify(result, null, 2));

const f = result.firstQuery;
console.log(`First query (median / max of ${terms.length} queries, each in a fresh context):`);
console.log(`  MiniSearch: ${kb(f.minisearch.bytesMedian)} / ${kb(f.minisearch.bytesMax)}`);
for (const k of ["pagefind", "pagefindNoWorker"]) {
  const p = f[k];
  console.log(
    `  ${k}: search ${kb(p.searchBytesMedian)} / ${kb(p.searchBytesMax)};` +
      ` +top 5 fragments ${kb(p.top5BytesMedian)} / ${kb(p.top5BytesMax)};` +
      ` +top 10 ${kb(p.top10BytesMedian)} / ${kb(p.top10BytesMax)}`,
  );
}
for (const [k, v] of Object.entries(result.warm))
  console.log(`  ${k}: p50 ${v.p50.toFixed(3)} ms, p95 ${v.p95.toFixed(3)} ms, max ${v.max.toFixed(2)} ms (n=${v.n})`);
for (const r of result.quality) {
  const verdict = (e) => `${e.ok ?? "-"}, page rank ${e.pageRank ?? "-"}, ${e.total} hits`;
  console.log(`${r.q}  [MiniSearch ${verdict(r.minisearch)}; Pagefind ${verdict(r.pagefind)}]`);
  console.log(`  MS: ${r.minisearch.hits.map((h) => h.url).join("  ")}`);
  console.log(`  PF: ${r.pagefind.hits.map((h) => h.section ?? h.url).join("  ")}`);
}
