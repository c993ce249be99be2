/**
 * Writes the sharded search index (layout in shard-format.mjs) from the search records, at build
 * time. Each stem's postings carry the score the whole-index ranking (ranking.mjs, MiniSearch's
 * BM25+ with its field and page-kind boosts) gives that stem in that record, so the reader only
 * weighs and adds them: a query over the shards ranks as a query over the whole index.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildIndex, FIELDS, recordBoost, SEARCH_OPTIONS } from "../../common/search/ranking.mjs";
import { CAP, encodeScore, GROUP, HEAD, INLINE, keyOf, ONE_LETTER_TERMS } from "../../common/search/shard-format.mjs";

/** MiniSearch's BM25+ parameters, which the whole-index ranking uses. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

function bm25(termFreq, matching, total, length, average) {
  const { k, b, d } = BM25;
  const idf = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
  return idf * (d + (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * length) / average)));
}

/** The records by page, in order: a page's records are numbered from 0. */
function pagesOf(records) {
  const pages = [];
  const byPath = new Map();
  const where = new Map();
  for (const record of records) {
    const path = record.url.split("#")[0];
    let page = byPath.get(path);
    if (!page) {
      page = { index: pages.length, path, lvl0: record.hierarchy.lvl0, lvl1: record.hierarchy.lvl1, records: [] };
      byPath.set(path, page);
      pages.push(page);
    }
    where.set(record.id, [page.index, page.records.length]);
    page.records.push(record);
  }
  return { pages, where };
}

/** A record without what its page file says once: [id, url after the path, type, lvl2, lvl3, content, lvl0?, lvl1?]. */
function compactRecord(page, record) {
  // "/quickstart/#setup" is stored "#setup"; a value that does not extend the page's path, whole.
  const tail = (value) => {
    const rest = value.startsWith(page.path) ? value.slice(page.path.length) : null;
    return rest !== null && (rest === "" || rest.startsWith("#")) ? rest : value;
  };
  const row = [
    tail(record.id),
    tail(record.url),
    record.type,
    record.hierarchy.lvl2,
    record.hierarchy.lvl3,
    record.content,
  ];
  if (record.hierarchy.lvl0 !== page.lvl0 || record.hierarchy.lvl1 !== page.lvl1) {
    row.push(record.hierarchy.lvl0, record.hierarchy.lvl1);
  }
  return row;
}

/** Each stem's postings as [page, record, score], weightiest first. */
function scoredPostings(records, where) {
  const index = buildIndex(records).toJSON();
  const { documentCount, documentIds, fieldIds, fieldLength, averageFieldLength } = index;
  const byId = new Map(records.map((r) => [r.id, r]));
  const fieldBoosts = FIELDS.map((field) => [fieldIds[field], SEARCH_OPTIONS.boost[field] || 1]);
  const postings = new Map();
  for (const [term, data] of index.index) {
    const scores = new Map();
    for (const [fieldId, fieldBoost] of fieldBoosts) {
      const docs = data[fieldId];
      if (!docs) continue;
      const matching = Object.keys(docs).length;
      for (const [shortId, termFreq] of Object.entries(docs)) {
        const record = byId.get(documentIds[shortId]);
        const raw = bm25(termFreq, matching, documentCount, fieldLength[shortId][fieldId], averageFieldLength[fieldId]);
        scores.set(shortId, (scores.get(shortId) ?? 0) + fieldBoost * recordBoost(record) * raw);
      }
    }
    const list = [...scores].map(([shortId, score]) => [...where.get(documentIds[shortId]), score]);
    list.sort((a, b) => b[2] - a[2] || a[0] - b[0] || a[1] - b[1]);
    postings.set(term, list);
  }
  return postings;
}

/**
 * The index's files, by path under /search-index/<hash>/, and its manifest. Deterministic: the
 * same records give the same bytes and the same hash. With `cap` and `head` Infinity, a query
 * over them ranks exactly as the whole index does (the unit tests check it); the defaults trade
 * that for size, and the relevance test on the built site decides whether they may.
 * @param {readonly import("../../common/search/types").SearchRecord[]} records
 */
export function buildShards(records, { cap = CAP, head = HEAD } = {}) {
  const { pages, where } = pagesOf(records);
  const postings = scoredPostings(records, where);
  const files = new Map();
  const terms = [...postings.keys()].sort();
  const refs = new Map();
  let next = 0;
  for (const term of terms) {
    const kept = postings.get(term).slice(0, cap);
    const flat = kept.flatMap(([page, record, score]) => [page, record, encodeScore(score)]);
    if (kept.length <= INLINE) {
      refs.set(term, flat);
      continue;
    }
    files.set(`t/${next}.json`, JSON.stringify(flat));
    // A number: the postings are in t/<n>.json; a string: their first HEAD are also in h/<n>.json.
    if (kept.length > head) files.set(`h/${next}.json`, JSON.stringify(flat.slice(0, head * 3)));
    refs.set(term, kept.length > head ? String(next) : next);
    next++;
  }
  const dictionaries = new Map();
  const add = (key, term) => {
    if (!dictionaries.has(key)) dictionaries.set(key, []);
    dictionaries.get(key).push([term, refs.get(term)]);
  };
  for (const term of terms) add(keyOf(term), term);
  // A one-letter query: the one-letter stem if there is one, and the commonest stems it starts.
  const letters = new Set(terms.map((term) => [...term][0]));
  for (const letter of letters) {
    const key = keyOf(letter);
    const common = terms
      .filter((term) => term !== letter && term.startsWith(letter))
      .sort((a, b) => postings.get(b).length - postings.get(a).length || (a < b ? -1 : 1))
      .slice(0, ONE_LETTER_TERMS)
      .sort();
    for (const term of common) add(key, term);
  }
  for (const [key, entries] of dictionaries) files.set(`d/${key}.json`, JSON.stringify(entries));
  pages.forEach((page, p) => {
    for (let group = 0; group * GROUP < page.records.length; group++) {
      const rows = page.records.slice(group * GROUP, (group + 1) * GROUP).map((r) => compactRecord(page, r));
      files.set(`r/${p}-${group}.json`, JSON.stringify([page.path, page.lvl0, page.lvl1, rows]));
    }
  });
  const digest = createHash("sha256");
  for (const name of [...files.keys()].sort()) digest.update(`${name}\n${files.get(name)}\n`);
  const hash = digest.digest("hex").slice(0, 16);
  const manifest = { version: 2, hash, keys: [...dictionaries.keys()].sort() };
  return { manifest, files };
}

/**
 * Writes the manifest at `manifestPath` (…/search-index.json) and the files under
 * …/search-index/<hash>/, removing earlier builds' folders; returns the bytes of the index.
 * The folder is named by the digest of its files and renamed into place only once complete,
 * so a folder that is there holds these files: a build whose index did not change writes
 * nothing but the manifest.
 */
export function writeShards(manifestPath, built) {
  const root = manifestPath.replace(/\.json$/, "");
  const folder = path.join(root, built.manifest.hash);
  let bytes = 0;
  for (const text of built.files.values()) bytes += Buffer.byteLength(text);
  if (!existsSync(folder)) {
    const partial = `${folder}.${process.pid}.partial`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    for (const [name, text] of built.files) {
      const file = path.join(partial, name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
    renameSync(partial, folder);
  }
  for (const name of readdirSync(root)) {
    if (name !== built.manifest.hash) rmSync(path.join(root, name), { recursive: true, force: true });
  }
  const manifest = JSON.stringify(built.manifest);
  writeFileSync(manifestPath, manifest);
  return bytes + Buffer.byteLength(manifest);
}
