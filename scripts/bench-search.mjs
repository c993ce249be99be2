// The search half of the bench (scripts/bench.mjs; DESIGN.md, "Search"): for the built
// site and a synthetic 5,000-page site, the index's size on disk, what a reader's first query
// fetches (the modal's code and styles, the manifest, the index files; gzip -9), the query time
// in headless Chromium (first query pasted, index files fetched included; loaded; and typed key
// by key, as a reader types, which fetches the files while the words are typed; and, on the
// built site, pasted with every response a round trip late, as over a network), and the top-3
// rate of the relevance queries. Each relevance query is the first query of a fresh browser
// context that opens the modal on the home page; the synthetic site is the built site with the
// synthetic index in place of the real one, so both run the site's own modal and engine.
// Nothing is intercepted: once a context has a route, Playwright pauses every request of it
// (ours too) to match it, which added 10–20 ms to a first query's p50 here; third parties are
// blocked by Chromium's resolver instead, as in the browser tests.
// Standalone: `node scripts/bench-search.mjs [port]` prints the rows (needs a build); the
// synthetic site is served on port + 1, and the built site over HTTPS and HTTP/2 on port + 2.
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { buildShards, writeShards } from "../src/build/search/shard-index.mjs";
import { MANIFEST, readShardedIndex, recordsOf, shardRelevance } from "./lib/search-files.mjs";
import { siteFiles } from "../src/build/site-files.mjs";
import { selfSignedCertificate } from "./lib/self-signed.mjs";
import { serve } from "./lib/serve-site.mjs";
import { syntheticRecords } from "./lib/synthetic-search.mjs";

export const RELEVANCE_CASES = "src/common/search/__fixtures__/relevance.json";
/** The second relevance set: readers' own words, scored but not timed. */
export const READER_CASES = "src/common/search/__fixtures__/relevance-readers.json";
export const SYNTHETIC_PAGES = 5000;
/**
 * The goals (docs/decisions.md, "Search budgets"): a first query's transfer (70 KB on 5,000
 * pages, 50 KB on our site), and the p95 query time in the browser.
 */
export const GOAL_BYTES = 70 * 1024;
export const SITE_GOAL_BYTES = 50 * 1024;
export const GOAL_MS = 30;
/** The User Timing measure the local search client records per query (src/browser/search/local-client.ts). */
const MEASURE = "autoeval-search-query";
/**
 * The round trip of the network measure: Lighthouse's desktop profile (40 ms). On localhost a
 * round of requests costs the browser's work per file; over a network each round also waits a
 * round trip. Served over HTTP/2 as by a CDN, a round's requests share one connection; over
 * HTTP/1.1 Chromium's six connections a host would queue a round of more than six files.
 */
export const ROUND_TRIP_MS = 40;

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const at = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const sortedCopy = (values) => [...values].sort((a, b) => a - b);

/** The site paths of a site root's index: its manifest and every file of its folder. */
function indexPaths(root) {
  const { folder } = readShardedIndex(root);
  return [`/${MANIFEST}`, ...siteFiles(folder).map((f) => `/${path.relative(root, path.join(folder, f))}`)];
}

/** Files and bytes of an index folder plus its manifest, raw and gzip. */
function diskSize(root) {
  const paths = indexPaths(root);
  let raw = 0;
  let gzip = 0;
  for (const sitePath of paths) {
    const buf = readFileSync(path.join(root, sitePath));
    raw += buf.length;
    gzip += gz(buf);
  }
  return { files: paths.length, raw, gzip };
}

/**
 * A site root that is the built site with `records`' index in place of its own: every entry of
 * public/ linked into a temporary folder, and the index written beside them.
 */
function siteWithIndex(records, synonyms) {
  const root = mkdtempSync(path.join(os.tmpdir(), "autoeval-search-"));
  for (const entry of readdirSync("public")) {
    if (entry !== MANIFEST && entry !== "search-index")
      symlinkSync(path.resolve("public", entry), path.join(root, entry));
  }
  writeShards(path.join(root, MANIFEST), buildShards(records, { synonyms }));
  return root;
}

/**
 * Asks the server for every index file once, gzip accepted, so that during the measure it
 * answers from memory, as a CDN's edge that holds the files does: scripts/serve-static.mjs
 * compresses a file on its first request.
 */
async function warmIndex(root, origin) {
  const paths = indexPaths(root);
  // The HTTPS server's certificate is self-signed: Node's fetch would refuse it.
  const get = (url) =>
    new Promise((resolve, reject) =>
      (url.startsWith("https:") ? https : http)
        .get(url, { headers: { "accept-encoding": "gzip" }, rejectUnauthorized: false }, (response) =>
          response.resume().on("end", resolve),
        )
        .on("error", reject),
    );
  for (let i = 0; i < paths.length; i += 32) await Promise.all(paths.slice(i, i + 32).map((p) => get(origin + p)));
}

/** A fresh browser context on the home page, hydrated (over HTTPS, with the bench's self-signed certificate). */
async function freshHome(browser, origin) {
  const context = await browser.newContext({ ignoreHTTPSErrors: origin.startsWith("https:") });
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => globalThis.document.documentElement.hasAttribute("data-hydrated"));
  return { context, page };
}

/** Every query's time so far, with the query it answered. */
const measures = (page) =>
  page.evaluate(
    (name) => performance.getEntriesByName(name).map((e) => ({ ms: e.duration, query: e.detail?.query })),
    MEASURE,
  );

/**
 * One query as a reader's first: a fresh context, the home page, Ctrl+K, the query typed at
 * once. Returns the gzip bytes of the scripts, stylesheets and index files fetched from the
 * moment the modal was asked for, how many index files, and the query's time cold and then
 * loaded (typed again). With `roundTripMs`, Chromium delays every response by that much
 * (DevTools' network emulation), from the moment the home page has loaded.
 */
async function firstQuery(browser, origin, query, roundTripMs = 0) {
  const { context, page } = await freshHome(browser, origin);
  if (roundTripMs > 0) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: roundTripMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  // Bodies are read once the query is answered: reading each over DevTools as its request
  // finished kept the browser busy while the query's next round was in flight.
  const finished = [];
  page.on("requestfinished", (request) => {
    const url = new URL(request.url());
    if (/\.(js|css)$/.test(url.pathname) || /\/search-index(\.json|\/)/.test(url.pathname)) finished.push(request);
  });
  await page.keyboard.press("Control+k");
  const input = page.locator(".DocSearch-Input");
  await input.waitFor();
  await input.fill(query);
  await page.waitForFunction((name) => performance.getEntriesByName(name).length >= 1, MEASURE);
  await page.locator(".DocSearch-Hit, .DocSearch-NoResults").first().waitFor();
  const [cold] = await measures(page);
  await input.fill("");
  const before = (await measures(page)).length;
  await input.fill(query);
  await page.waitForFunction(([name, n]) => performance.getEntriesByName(name).length > n, [MEASURE, before]);
  const loaded = (await measures(page)).at(-1);
  const fetched = await Promise.all(
    finished.map(async (request) => {
      const body = await (await request.response())?.body();
      return { index: new URL(request.url()).pathname.includes("/search-index"), bytes: body ? gz(body) : 0 };
    }),
  );
  await context.close();
  const index = fetched.filter((f) => f.index).reduce((sum, f) => sum + f.bytes, 0);
  const code = fetched.filter((f) => !f.index).reduce((sum, f) => sum + f.bytes, 0);
  const requests = fetched.filter((f) => f.index).length;
  return { code, index, total: code + index, requests, cold: cold.ms, loaded: loaded.ms };
}

/** A reader's typing speed for the typed measure: a key every 150 ms (80 words a minute). */
const KEY_DELAY_MS = 150;

/**
 * The same first query typed key by key into a fresh modal, as a reader types it: the modal
 * searches on every key, so the index files the last word needs are mostly fetched while it is
 * being typed. Returns the time of every key's query, and of the whole query's (the answer the
 * reader waits for once done typing).
 */
async function typedQuery(browser, origin, query) {
  const { context, page } = await freshHome(browser, origin);
  await page.keyboard.press("Control+k");
  const input = page.locator(".DocSearch-Input");
  await input.waitFor();
  await input.pressSequentially(query, { delay: KEY_DELAY_MS });
  await page.waitForFunction(
    ([name, q]) => performance.getEntriesByName(name).some((e) => e.detail?.query === q),
    [MEASURE, query],
  );
  const all = await measures(page);
  await context.close();
  return { keys: all.map((m) => m.ms), last: all.find((m) => m.query === query).ms };
}

/** The first query pasted with every response a round trip late: p50 and p95 over `queries`. */
async function measureOverNetwork(browser, origin, queries) {
  const times = [];
  for (const query of queries) times.push((await firstQuery(browser, origin, query, ROUND_TRIP_MS)).cold);
  const sorted = sortedCopy(times);
  return { roundTripMs: ROUND_TRIP_MS, p50: at(sorted, 0.5), p95: at(sorted, 0.95) };
}

async function measureSite(browser, origin, queries) {
  const runs = [];
  const typed = [];
  for (const query of queries) {
    runs.push(await firstQuery(browser, origin, query));
    typed.push(await typedQuery(browser, origin, query));
  }
  const pick = (key) => sortedCopy(runs.map((r) => r[key]));
  const totals = pick("total");
  const index = pick("index");
  const requests = pick("requests");
  const cold = pick("cold");
  const loaded = pick("loaded");
  const everyKey = sortedCopy(typed.flatMap((t) => t.keys));
  const lastKey = sortedCopy(typed.map((t) => t.last));
  return {
    typedMs: {
      everyKey: { p50: at(everyKey, 0.5), p95: at(everyKey, 0.95) },
      whole: { p50: at(lastKey, 0.5), p95: at(lastKey, 0.95) },
    },
    queries: runs.length,
    code: at(pick("code"), 0.5),
    firstQuery: { median: at(totals, 0.5), p95: at(totals, 0.95), max: totals.at(-1) },
    indexPart: { median: at(index, 0.5), p95: at(index, 0.95), max: index.at(-1) },
    requests: { median: at(requests, 0.5), p95: at(requests, 0.95), max: requests.at(-1) },
    coldMs: { p50: at(cold, 0.5), p95: at(cold, 0.95) },
    loadedMs: { p50: at(loaded, 0.5), p95: at(loaded, 0.95) },
  };
}

/** Rows for the bench's table, and the figures for its JSON record. */
export async function searchBench(port = 9051) {
  const cases = JSON.parse(readFileSync(RELEVANCE_CASES, "utf8")).queries;
  const queries = cases.map((c) => c.query);
  const { folder, manifest } = readShardedIndex("public");
  const files = siteFiles(folder);
  const relevance = await shardRelevance("public", files, cases);
  const readers = await shardRelevance("public", files, JSON.parse(readFileSync(READER_CASES, "utf8")).queries);
  const records = recordsOf(folder, files);
  const synthetic = syntheticRecords(records, SYNTHETIC_PAGES);
  const syntheticRoot = siteWithIndex(synthetic, manifest.synonyms);
  const tlsFolder = mkdtempSync(path.join(os.tmpdir(), "autoeval-tls-"));
  const tls = selfSignedCertificate(tlsFolder);
  const servers = [];
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      ...JSON.parse(readFileSync("scripts/chromium-flags.json", "utf8")).filter((f) => f !== "--headless"),
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
    ],
  });
  const record = {};
  try {
    // Each server is listed as it starts, so that one failing to start stops those before it.
    const started = async (root, at, certificate) => {
      const served = await serve(root, at, certificate);
      servers.push(served.server);
      return served;
    };
    const site = await started("public", port);
    const copy = await started(syntheticRoot, port + 1);
    // The built site as a CDN serves it: HTTPS and HTTP/2, every request on one connection.
    const cdn = tls ? await started("public", port + 2, tls) : null;
    await warmIndex("public", site.origin);
    await warmIndex(syntheticRoot, copy.origin);
    if (cdn) await warmIndex("public", cdn.origin);
    record.site = {
      pages: new Set(records.map((r) => r.url.split("#")[0])).size,
      records: records.length,
      disk: diskSize("public"),
      ...(await measureSite(browser, site.origin, queries)),
      overNetwork: cdn ? await measureOverNetwork(browser, cdn.origin, queries) : null,
      topThree: { passed: relevance.passed, total: relevance.total },
      readersTopThree: { passed: readers.passed, total: readers.total },
    };
    record.synthetic = {
      pages: SYNTHETIC_PAGES,
      records: synthetic.length,
      disk: diskSize(syntheticRoot),
      ...(await measureSite(browser, copy.origin, queries)),
    };
  } finally {
    await browser.close();
    for (const server of servers) server.kill();
    // The links into public/ are removed, not followed.
    rmSync(syntheticRoot, { recursive: true, force: true });
    rmSync(tlsFolder, { recursive: true, force: true });
  }
  const rows = [];
  for (const [name, r] of [
    ["built site", record.site],
    [`synthetic ${SYNTHETIC_PAGES.toLocaleString("en")} pages`, record.synthetic],
  ]) {
    const label = `Search, ${name} (${r.pages} pages, ${r.records} records)`;
    const goalBytes = r === record.site ? SITE_GOAL_BYTES : GOAL_BYTES;
    rows.push([
      `${label}: index on disk`,
      `${kb(r.disk.raw)} raw, ${kb(r.disk.gzip)} gz`,
      `${r.disk.files} files; a first query reads a few of them`,
    ]);
    rows.push([
      `${label}: first query's transfer`,
      `median ${kb(r.firstQuery.median)}, p95 ${kb(r.firstQuery.p95)}, max ${kb(r.firstQuery.max)} gz`,
      `modal code and styles ${kb(r.code)} + index ${kb(r.indexPart.median)} (p95 ${kb(r.indexPart.p95)}) ` +
        `in ${r.requests.median} files (p95 ${r.requests.p95}, max ${r.requests.max}); ` +
        `goal ≤ ${kb(goalBytes)}: ${r.firstQuery.max <= goalBytes ? "met" : "missed"} over ${r.queries} queries`,
    ]);
    rows.push([
      `${label}: query time in Chromium`,
      `loaded p50 ${r.loadedMs.p50.toFixed(1)} ms, p95 ${r.loadedMs.p95.toFixed(1)} ms; ` +
        `goal p95 ≤ ${GOAL_MS} ms: ${r.loadedMs.p95 <= GOAL_MS ? "met" : "missed"}`,
      // A pasted first query also waits for its rounds of requests, which no query code shortens.
      `first query pasted, its index files fetched on localhost: p50 ${r.coldMs.p50.toFixed(1)} ms, ` +
        `p95 ${r.coldMs.p95.toFixed(1)} ms`,
    ]);
    if (r === record.site) {
      rows.push([
        `${label}: first query pasted over HTTP/2, each response ${ROUND_TRIP_MS} ms late`,
        r.overNetwork
          ? `p50 ${r.overNetwork.p50.toFixed(1)} ms, p95 ${r.overNetwork.p95.toFixed(1)} ms`
          : "not measured: openssl, which makes the HTTPS server's certificate, is not installed",
        "HTTPS and HTTP/2 as a CDN serves the site; DevTools' network emulation delays every response " +
          "from the home page's load on: what a first query's rounds of requests cost over a network",
      ]);
    }
    rows.push([
      `${label}: first query typed, a key every ${KEY_DELAY_MS} ms`,
      `whole query p50 ${r.typedMs.whole.p50.toFixed(1)} ms, p95 ${r.typedMs.whole.p95.toFixed(1)} ms`,
      `every key's query p50 ${r.typedMs.everyKey.p50.toFixed(1)} ms, p95 ${r.typedMs.everyKey.p95.toFixed(1)} ms`,
    ]);
  }
  for (const [name, set, file] of [
    ["", relevance, RELEVANCE_CASES],
    [", readers' words", readers, READER_CASES],
  ]) {
    const missed = set.outcomes.filter((o) => !o.passed).map((o) => o.query);
    rows.push([
      `Search relevance (top 3 distinct pages, built site${name})`,
      `${set.passed}/${set.total} (${((100 * set.passed) / set.total).toFixed(0)}%)`,
      missed.length ? `missed: ${missed.join("; ")}` : `every query in ${file}`,
    ]);
  }
  return { rows, record };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { rows, record } = await searchBench(Number(process.argv[2] ?? 9051));
  for (const row of rows) console.log(row.join(" | "));
  console.log(JSON.stringify(record, null, 2));
}
