/**
 * The sharded index's layout, shared by its writer (shard-index.mjs, at build time) and its
 * reader (shard-query.mjs, in the browser). CONTRIBUTING.md, "Search", says why it has this shape.
 *
 *   /search-index.json                    the manifest (revalidated): version 3, hash, dictionary keys, page sections
 *   /search-index/<hash>/d/<key>.json     term dictionary for the stems starting with <key> (two letters)
 *   /search-index/<hash>/t/<n>.json       one common stem's postings, in impact order, capped
 *   /search-index/<hash>/h/<key>.json     the heads (first HEAD postings) of the key's stems not inline
 *   /search-index/<hash>/h/<key>/<c>.json the same for its stems whose third letter is <c>
 *   /search-index/<hash>/r/<p>-<f>.json   the <f>th file of page <p>'s records, up to GROUP_BYTES (f > 0: and the page's own)
 */

/**
 * A page's records go into files of about this many bytes of JSON (a longer record alone), in
 * order: a query's hits cluster on a few pages, so a file of several of a page's records saves
 * requests, and the bound keeps a first query on 5,000 pages within 70 KB.
 */
export const GROUP_BYTES = 1200;

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
function fileSafe(letters) {
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
