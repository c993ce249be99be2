#!/usr/bin/env node
// A measurement, not the site's search (CONTRIBUTING.md, "Search"): the built index split into
// shards by the first two letters of a term's stem, each carrying the field lengths of the
// documents it lists, and the records fetched per page for the hits shown. Prints, for the
// built site and a synthetic 5,000-page site, the index bytes a first query fetches (gzip),
// the query time once loaded and the top-3 rate of the relevance queries.
// `CAP=100 node scripts/search-shard-measure.mjs` keeps each term's 100 weightiest documents.
// Needs a build (public/search-index.json). Remove it once a sharded index is built.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import MiniSearch from "minisearch";
import {
  buildIndex,
  ENGINE_OPTIONS,
  SEARCH_OPTIONS,
  recordBoost,
  rankedSearch,
  distinctPages,
  queryTokens,
  processTerm,
} from "../src/lib/search/ranking.mjs";

const gz = (o) => gzipSync(Buffer.from(typeof o === "string" ? o : JSON.stringify(o)), { level: 9 }).length;
const KEY = (term) => term.slice(0, 2);

function shard(records) {
  const plain = buildIndex(records).toJSON();
  const shards = new Map();
  const CAP = Number(process.env.CAP || Infinity);
  const boosts = [5, 2.5, 0.3, 1];
  for (let [term, postings] of plain.index) {
    if (Number.isFinite(CAP)) {
      // Impact order: keep the CAP documents where the term weighs most (field boost × tf / length).
      const impact = {};
      for (const [f, docs] of Object.entries(postings))
        for (const [d, tf] of Object.entries(docs))
          impact[d] = (impact[d] ?? 0) + (boosts[f] * tf) / (1 + plain.fieldLength[d][f]);
      const keep = new Set(
        Object.entries(impact)
          .sort((a, b) => b[1] - a[1])
          .slice(0, CAP)
          .map(([d]) => d),
      );
      postings = Object.fromEntries(
        Object.entries(postings).map(([f, docs]) => [
          f,
          Object.fromEntries(Object.entries(docs).filter(([d]) => keep.has(d))),
        ]),
      );
    }
    const k = KEY(term);
    if (!shards.has(k)) shards.set(k, { terms: [], docs: {} });
    const s = shards.get(k);
    s.terms.push([term, postings]);
    for (const docs of Object.values(postings))
      for (const d of Object.keys(docs)) s.docs[d] = [plain.documentIds[d], plain.fieldLength[d]];
  }
  const base = {
    documentCount: plain.documentCount,
    fieldIds: plain.fieldIds,
    averageFieldLength: plain.averageFieldLength,
  };
  const pages = new Map();
  for (const r of records) {
    const p = r.url.split("#")[0];
    if (!pages.has(p)) pages.set(p, []);
    pages.get(p).push(r);
  }
  return { base, shards, pages, whole: gz({ index: plain, records }) };
}

function query(built, records, q) {
  const keys = new Set(
    queryTokens(q)
      .map(processTerm)
      .filter(Boolean)
      .flatMap((t) => [KEY(t)]),
  );
  // joined neighbours start with the first word's letters: already covered.
  const loaded = [...keys].map((k) => built.shards.get(k)).filter(Boolean);
  const documentIds = {},
    fieldLength = {};
  for (const s of loaded)
    for (const [d, [id, len]] of Object.entries(s.docs)) {
      documentIds[d] = id;
      fieldLength[d] = len;
    }
  const plain = {
    ...built.base,
    nextId: 0,
    documentIds,
    fieldLength,
    storedFields: {},
    dirtCount: 0,
    index: loaded.flatMap((s) => s.terms),
    serializationVersion: 2,
  };
  const byId = new Map(records.map((r) => [r.id, r]));
  const engine = MiniSearch.loadJS(plain, {
    ...ENGINE_OPTIONS,
    searchOptions: { ...SEARCH_OPTIONS, boostDocument: (id) => recordBoost(byId.get(id)) },
  });
  const start = performance.now();
  const results = rankedSearch(engine, q);
  const ms = performance.now() - start;
  const pagesShown = distinctPages(results.slice(0, 20), (id) => byId.get(id)?.url);
  const bytes =
    gz(built.base) + loaded.reduce((a, s) => a + gz(s), 0) + pagesShown.reduce((a, p) => a + gz(built.pages.get(p)), 0);
  return { bytes, ms, pages: distinctPages(results, (id) => byId.get(id)?.url) };
}

function synthetic(records, n) {
  // 5,000 pages: the real pages repeated with renamed titles and paths, and words varied so the vocabulary grows.
  const pages = [...new Set(records.map((r) => r.url.split("#")[0]))];
  const out = [];
  for (let i = 0; i < n; i++) {
    const p = pages[i % pages.length];
    const copy = Math.floor(i / pages.length);
    for (const r of records.filter((x) => x.url.split("#")[0] === p)) {
      const url = copy === 0 ? r.url : r.url.replace(p, `${p}v${copy}/`);
      const vary = (t) =>
        copy === 0 || !t ? t : t.replace(/\b(\w{5,})\b/g, (w, _m, off) => (off % 3 === 0 ? `${w}${copy}` : w));
      out.push({
        ...r,
        id: `${url.split("#")[0]}#${out.length}`,
        url,
        content: vary(r.content),
        hierarchy: { ...r.hierarchy, lvl1: vary(r.hierarchy.lvl1) },
      });
    }
  }
  return { records: out, pages: new Set(out.map((r) => r.url.split("#")[0])).size };
}

const file = JSON.parse(readFileSync("public/search-index.json", "utf8"));
const cases = JSON.parse(readFileSync("src/lib/search/__fixtures__/relevance.json", "utf8")).queries;
for (const [name, records] of [
  ["site", file.records],
  ["synthetic", null],
]) {
  let recs = records,
    pagesCount;
  if (!recs) ({ records: recs, pages: pagesCount } = synthetic(file.records, 5000));
  const built = shard(recs);
  const bytes = [],
    times = [];
  let top3 = 0;
  for (const { query: q, page } of cases) {
    for (let i = 0; i < 5; i++) {
      const r = query(built, recs, q);
      times.push(r.ms);
      if (i === 0) {
        bytes.push(r.bytes);
        const rank = r.pages.indexOf(page) + 1;
        if (rank > 0 && rank <= 3) top3++;
      }
    }
  }
  bytes.sort((a, b) => a - b);
  times.sort((a, b) => a - b);
  const sizes = [...built.shards.values()].map(gz).sort((a, b) => b - a);
  console.log(name, {
    records: recs.length,
    pages: pagesCount ?? built.pages.size,
    wholeIndexGz: built.whole,
    baseGz: gz(built.base),
    shards: built.shards.size,
    largestShardGz: sizes[0],
    firstQueryIndexGz: {
      median: bytes[bytes.length >> 1],
      p95: bytes[Math.floor(bytes.length * 0.95)],
      max: bytes.at(-1),
    },
    queryMs: { p50: times[times.length >> 1].toFixed(2), p95: times[Math.floor(times.length * 0.95)].toFixed(2) },
    top3: `${top3}/${cases.length}`,
  });
}
