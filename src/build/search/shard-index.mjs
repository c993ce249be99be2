/**
 * Writes the sharded search index (layout in shard-format.mjs) from the search records, at build
 * time. Each stem's postings carry the score the whole-index ranking (ranking.mjs, MiniSearch's
 * BM25+ with its field and page-kind boosts) gives that stem in that record, so the reader only
 * weighs and adds them: a query over the shards ranks as a query over the whole index.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  buildIndex,
  FIELDS,
  indexTokens,
  processTerm,
  recordBoost,
  SEARCH_OPTIONS,
} from "../../common/search/ranking.mjs";
import {
  bundlePath,
  CAP,
  encodeKeys,
  encodeScore,
  encodeSections,
  encodeStems,
  fileSafe,
  GROUP_BYTES,
  HEAD,
  INDEX_VERSION,
  INLINE,
  keyOf,
  ONE_LETTER_TERMS,
  ROWS,
  wordsPath,
} from "../../common/search/shard-format.mjs";

/** MiniSearch's BM25+ parameters, which the whole-index ranking uses. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

function bm25(termFreq, matching, total, length, average) {
  const { k, b, d } = BM25;
  const idf = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
  return idf * (d + (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * length) / average)));
}

/**
 * The records by page, in order, and each record's place: its page, and `file * ROWS + row`
 * (shard-format.mjs). A page's records fill files of up to `groupBytes` of JSON in order.
 */
function pagesOf(records, groupBytes) {
  const pages = [];
  const byPath = new Map();
  const where = new Map();
  for (const record of records) {
    const path = record.url.split("#")[0];
    let page = byPath.get(path);
    if (!page) {
      page = {
        index: pages.length,
        path,
        lvl0: record.hierarchy.lvl0,
        lvl1: record.hierarchy.lvl1,
        files: [],
        bytes: 0,
      };
      byPath.set(path, page);
      pages.push(page);
    }
    const row = compactRecord(page, record);
    const bytes = JSON.stringify(row).length;
    let last = page.files.at(-1);
    if (!last || last.length === ROWS || (last.length > 0 && page.bytes + bytes > groupBytes)) {
      if (page.files.length === ROWS) {
        throw new Error(
          `Search index: page ${path} needs more than ${ROWS} record files; raise GROUP_BYTES in src/common/search/shard-format.mjs.`,
        );
      }
      page.files.push((last = []));
      page.bytes = 0;
    }
    where.set(record.id, [page.index, (page.files.length - 1) * ROWS + last.length]);
    last.push(row);
    page.bytes += bytes;
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

/** A word a reader may be offered: letters, then letters or digits, three or more. */
const OFFERED_WORD = /^\p{L}[\p{L}\p{N}]{2,}$/u;

/**
 * The words files (w/<c>.json): every word of the pages a reader may be offered, with how often
 * the pages use it, by first letter, commonest first. Only a query with a word the index does
 * not know reads one (did-you-mean.mjs).
 */
function wordsFiles(records) {
  const counts = new Map();
  for (const { hierarchy, content } of records) {
    const text = [hierarchy.lvl1, hierarchy.lvl2, hierarchy.lvl3, content].filter(Boolean).join(" ");
    for (const token of indexTokens(text)) {
      const word = token.toLowerCase();
      if (OFFERED_WORD.test(word) && processTerm(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const files = new Map();
  for (const [word, count] of counts) {
    const path = wordsPath(word);
    if (!files.has(path)) files.set(path, []);
    files.get(path).push([word, count]);
  }
  for (const list of files.values()) list.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return files;
}

/**
 * The index's files, by path under /search-index/<hash>/, and its manifest. Deterministic: the
 * same records give the same bytes and the same hash. With `cap` and `head` Infinity, a query
 * over them ranks exactly as the whole index does (the unit tests check it); the defaults trade
 * that for size, and the relevance test on the built site decides whether they may.
 * @param {readonly import("../../common/search/types").SearchRecord[]} records
 */
export function buildShards(records, { cap = CAP, head = HEAD, groupBytes = GROUP_BYTES, synonyms = {} } = {}) {
  const { pages, where } = pagesOf(records, groupBytes);
  const postings = scoredPostings(records, where);
  const files = new Map();
  const terms = [...postings.keys()].sort();
  const kept = new Map(terms.map((term) => [term, postings.get(term).slice(0, cap)]));
  const flat = (list) => list.flatMap(([page, record, score]) => [page, record, encodeScore(score)]);
  const refs = new Map();
  // The stems with a t/ file, in order: t/<n>.json is the nth (terms are sorted).
  const common = [];
  for (const term of terms) {
    const list = kept.get(term);
    // Inline postings; null: all of them in the key's heads file; n: the head there, all in t/<n>.json.
    if (list.length <= INLINE) refs.set(term, flat(list));
    else if (list.length <= head) refs.set(term, null);
    else {
      files.set(`t/${common.length}.json`, JSON.stringify(flat(list)));
      refs.set(term, common.length);
      common.push(term);
    }
  }
  const dictionaries = new Map();
  // The heads bundles written, by key: the third letters (as written) of its by-letter bundles.
  const bundles = new Map();
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
  for (const [key, entries] of dictionaries) {
    files.set(`d/${key}.json`, JSON.stringify(entries));
    // The heads of the key's stems that are not inline, bundled: all of them (for a query stem of
    // one or two letters), and by third letter (a longer stem's prefix matches share it).
    const heads = entries
      .filter(([, ref]) => !Array.isArray(ref))
      .map(([term]) => [term, flat(kept.get(term).slice(0, head))]);
    if (heads.length === 0) continue;
    files.set(bundlePath(key), JSON.stringify(heads));
    const byThird = new Map();
    for (const pair of heads) {
      const third = [...pair[0]][2];
      if (third === undefined) continue;
      if (!byThird.has(third)) byThird.set(third, []);
      byThird.get(third).push(pair);
    }
    for (const [third, pairs] of byThird) files.set(bundlePath(key, fileSafe([third])), JSON.stringify(pairs));
    bundles.set(key, byThird.keys());
  }
  pages.forEach((page, p) => {
    page.files.forEach((rows, f) => {
      // A later file carries its page's own record too: a hit there needs no second file.
      const own = f === 0 ? [] : [page.files[0][0]];
      files.set(`r/${p}-${f}.json`, JSON.stringify([page.path, page.lvl0, page.lvl1, rows, ...own]));
    });
  });
  const words = wordsFiles(records);
  for (const [name, list] of words) files.set(name, JSON.stringify(list));
  const digest = createHash("sha256");
  for (const name of [...files.keys()].sort()) digest.update(`${name}\n${files.get(name)}\n`);
  const hash = digest.digest("hex").slice(0, 16);
  const manifest = {
    version: INDEX_VERSION,
    hash,
    keys: encodeKeys(dictionaries.keys(), bundles),
    commonStems: encodeStems(common),
    sections: encodeSections(pages.map((page) => page.lvl0)),
    words: [...words.keys()]
      .map((name) => name.slice(2, -5))
      .sort()
      .join(" "),
    synonyms,
  };
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
