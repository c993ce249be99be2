// A synthetic site's search records, for the bench: the built site's pages copied until there
// are `pages` of them, each copy under its own path. A real site that grows adds pages about
// new things in mostly the same words, so a copy does not invent words freely: each word of
// five letters or more has at most three invented siblings (the word and a letter), and
// a copy swaps about a third of its words for one of them. The vocabulary so grows to at most
// four times the real one, as Heaps' law (vocabulary ~ text^0.5) expects of a site 20
// times larger, and no stem's postings are a copy count of identical documents.
/** The letters a word's invented siblings end in: with the word itself, four forms. */
const SUFFIX = ["q", "x", "z"];

/** A small deterministic hash of a word and a copy number. */
function hash(word, copy) {
  let h = 2166136261 ^ copy;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 16777619);
  return h >>> 0;
}

function vary(text, copy) {
  if (copy === 0 || !text) return text;
  return text.replace(/\b([A-Za-z]{5,})\b/g, (word) => {
    const h = hash(word.toLowerCase(), copy);
    return h % 3 === 0 ? `${word}${SUFFIX[(h >>> 2) % SUFFIX.length]}` : word;
  });
}

/**
 * @param {readonly import("../../src/common/search/types").SearchRecord[]} records the built site's
 * @param {number} pages how many pages the synthetic site has
 */
export function syntheticRecords(records, pages) {
  const byPage = new Map();
  for (const record of records) {
    const path = record.url.split("#")[0];
    if (!byPage.has(path)) byPage.set(path, []);
    byPage.get(path).push(record);
  }
  const paths = [...byPage.keys()];
  const out = [];
  for (let i = 0; i < pages; i++) {
    const path = paths[i % paths.length];
    const copy = Math.floor(i / paths.length);
    const newPath = copy === 0 ? path : `${path}copy-${copy}/`;
    byPage.get(path).forEach((record, n) => {
      out.push({
        id: `${newPath}#${n}`,
        url: newPath + record.url.slice(path.length),
        type: record.type,
        hierarchy: {
          lvl0: record.hierarchy.lvl0,
          lvl1: vary(record.hierarchy.lvl1, copy),
          lvl2: vary(record.hierarchy.lvl2, copy),
          lvl3: vary(record.hierarchy.lvl3, copy),
        },
        content: vary(record.content, copy),
      });
    });
  }
  return out;
}
