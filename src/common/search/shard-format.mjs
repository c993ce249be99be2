/**
 * The sharded index's layout, shared by its writer (shard-index.mjs, at build time) and its
 * reader (shard-query.mjs, in the browser). DESIGN.md, "Search", says why it has this shape.
 *
 *   /search-index.json                    the manifest (revalidated): version, hash, dictionary keys with the
 *                                         h/ bundles there are, the stems with a t/ file, page sections,
 *                                         the w/ files there are, the synonyms table
 *   /search-index/<hash>/w/<c>.json       the index's words that start with <c>, with their counts: the
 *                                         "Did you mean" of a query that finds nothing
 *   /search-index/<hash>/d/<key>.json     term dictionary for the stems starting with <key> (two letters)
 *   /search-index/<hash>/t/<n>.json       the nth common stem's postings (manifest order), in impact order, capped
 *   /search-index/<hash>/h/<key>.json     the heads (first HEAD postings) of the key's stems not inline
 *   /search-index/<hash>/h/<key>/<c>.json the same for its stems whose third letter is <c>
 *   /search-index/<hash>/r/<p>-<f>.json   the <f>th file of page <p>'s records, up to GROUP_BYTES (f > 0: and the page's own)
 */

/**
 * The index's format. A reader refuses a manifest of another version, so a tab opened before a
 * deploy that changed the format says the index cannot be read instead of misreading it; 4:
 * Porter2 stems with folds (stem.mjs), title keys, words files and synonyms; 5: the
 * dictionaries and bundles in one string (encodeKeys), record files of 600 bytes.
 */
export const INDEX_VERSION = 5;

/**
 * A page's records go into files of about this many bytes of JSON (a longer record alone), in
 * order: a query's hits cluster on a few pages, so a file of a page's neighbouring records saves
 * requests. The modal fetches only the records it shows, so a larger file mostly brings records
 * it does not: 1,200 bytes made a first query on our site fetch up to 7.4 KB gzip of records,
 * 600 up to 4.9 KB, in one more file at most (a first query's 50 KB: docs/decisions.md, "Search
 * budgets").
 */
export const GROUP_BYTES = 600;

/** A posting's record is `file * ROWS + row`: its page's record file, and its row there. */
export const ROWS = 256;

/** Postings kept per stem, weightiest first: enough for every relevance query to rank as the whole index does. */
export const CAP = 160;

/** Stems with at most this many postings keep them in their dictionary entry instead of a file of their own. */
export const INLINE = 8;

/** Stems listed in a one-letter dictionary, for a query of one letter (the first key the reader types). */
export const ONE_LETTER_TERMS = 24;

/**
 * Postings a prefix or misspelt match reads: such a stem weighs at most 0.45 of the word, so its
 * weightiest postings decide; a stem with more has them also in a short file of their own.
 */
export const HEAD = 32;

/**
 * Each page's section (its records' lvl0), for the manifest: the section names, and runs of
 * pages in index order as [name index, pages, ...]. The modal shows a few hits per section, so
 * with the sections at hand a query fetches the records of only the hits it will show.
 * @param {readonly string[]} pageSections the section of each page, in page order
 */
export function encodeSections(pageSections) {
  const names = [...new Set(pageSections)];
  const runs = [];
  for (const section of pageSections) {
    const name = names.indexOf(section);
    if (runs.length > 0 && runs[runs.length - 2] === name) runs[runs.length - 1]++;
    else runs.push(name, 1);
  }
  return { names, runs };
}

/** The section of each page, in page order, from the manifest's encoding. */
export function decodeSections({ names, runs }) {
  const out = [];
  for (let i = 0; i < runs.length; i += 2) for (let n = 0; n < runs[i + 1]; n++) out.push(names[runs[i]]);
  return out;
}

/** A score as a small integer: its logarithm in steps of 1/64 (1.6 %), from 0.001 up. */
export function encodeScore(score) {
  return Math.max(0, Math.round(Math.log(score * 1000) * 64));
}

export function decodeScore(code) {
  return Math.exp(code / 64) / 1000;
}

/** A file name for letters: a-z and digits as they are, anything else as _<hex>. */
export function fileSafe(letters) {
  return letters.map((ch) => (/^[a-z0-9]$/.test(ch) ? ch : `_${ch.codePointAt(0).toString(16)}`)).join("");
}

/**
 * The dictionary a stem is listed in: its first two letters, or for a one-letter stem (and a
 * one-letter query) `1` and its letter, a short list with that stem and the commonest stems it starts.
 */
export function keyOf(term) {
  const letters = [...term];
  return letters.length === 1 ? `1${fileSafe(letters)}` : fileSafe(letters.slice(0, 2));
}

/** The file-safe third letter of a stem, which names its heads bundle inside its key; null for a shorter stem. */
export function thirdOf(term) {
  const letters = [...term];
  return letters.length < 3 ? null : fileSafe([letters[2]]);
}

/**
 * The stems that have a t/ file, sorted, for the manifest: each as the number of letters it
 * shares with the one before (0-9) and the rest, joined by spaces. With them (and the h/
 * bundles there are) in the manifest, a query asks for a word's postings with its dictionary, in
 * one round, instead of waiting for the dictionary to name them.
 * @param {readonly string[]} stems sorted, none containing a space
 */
export function encodeStems(stems) {
  let previous = "";
  return stems
    .map((stem) => {
      let shared = 0;
      while (shared < 9 && shared < stem.length && stem[shared] === previous[shared]) shared++;
      previous = stem;
      return `${shared}${stem.slice(shared)}`;
    })
    .join(" ");
}

/** The stems of the manifest's `commonStems`; none for a manifest without it. */
export function decodeStems(text) {
  if (!text) return [];
  let previous = "";
  return text.split(" ").map((entry) => (previous = previous.slice(0, Number(entry[0])) + entry.slice(1)));
}

/**
 * The dictionaries (d/ files) and bundles of heads (h/ files) the index has, for the manifest, as
 * one string: each key, and for a key that has a h/<key>.json file, `:` and the third letters
 * (as written, one code point each) of its h/<key>/<c>.json files; keys joined by spaces. One
 * string, not a list and an object: 0.6 KB gzip less in every first query.
 * @param {Iterable<string>} keys the keys of the d/ files
 * @param {ReadonlyMap<string, Iterable<string>>} thirdsByKey the third letters of each key that has heads
 */
export function encodeKeys(keys, thirdsByKey) {
  return [...keys]
    .sort()
    .map((key) => (thirdsByKey.has(key) ? `${key}:${[...thirdsByKey.get(key)].sort().join("")}` : key))
    .join(" ");
}

/** A bundle's file: h/<key>/<third>.json, or h/<key>.json (all of the key's) without a third letter. */
export function bundlePath(key, third = null) {
  return third === null ? `h/${key}.json` : `h/${key}/${third}.json`;
}

/** The bundle a query stem's own prefix matches are in: its key's, by its third letter if it has one. */
export function bundleOf(stem) {
  return bundlePath(keyOf(stem), thirdOf(stem));
}

/** The keys of the d/ files and the names of the h/ files of the manifest's `keys`, as sets. */
export function decodeKeys(text) {
  const keys = new Set();
  const bundles = new Set();
  for (const entry of text ? text.split(" ") : []) {
    const [key, thirds] = entry.split(":");
    keys.add(key);
    if (thirds === undefined) continue;
    bundles.add(bundlePath(key));
    for (const third of thirds) bundles.add(bundlePath(key, fileSafe([third])));
  }
  return { keys, bundles };
}

/** The words file a word is listed in: w/<its first letter>.json. */
export function wordsPath(word) {
  return `w/${fileSafe([[...word][0]])}.json`;
}
