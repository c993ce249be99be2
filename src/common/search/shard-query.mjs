/**
 * Queries the sharded index (shard-format.mjs) as ranking.mjs's rankedSearch queries the whole
 * index: the same forms of the query (query-forms.mjs: as written, words joined, synonyms,
 * whole titles), prefix and fuzzy weights, AND then some words when few pages match, and the
 * score of a record times the number of query stems it matched. It fetches only the
 * dictionaries of the query's stems, the postings of the stems they match, and the records of
 * the hits shown. Differences, by design: a stem's postings stop at CAP, a one-letter word
 * matches only the commonest stems it starts, a misspelt word is matched among the stems that
 * share its first two letters, a word the index does not know is searched as the closest word
 * of the words files (the whole index is told the same corrections), and the hits come a page's
 * best three together (pageByPage).
 */
import { closestWords, typoEdits } from "./did-you-mean.mjs";
import { fallbackStems, queryForms, synonymRules } from "./query-forms.mjs";
import { FILL_PAGES, SEARCH_OPTIONS } from "./ranking.mjs";
import { processTerm, queryTokens } from "./words.mjs";
import {
  bundleOf,
  bundlePath,
  decodeKeys,
  decodeScore,
  decodeStems,
  keyOf,
  ROWS,
  thirdOf,
  wordsPath,
} from "./shard-format.mjs";

/** MiniSearch's defaults, which SEARCH_OPTIONS keeps. */
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
const MAX_FUZZY = 6;

/** Levenshtein distance of a and b, or max + 1 once it is known to exceed max. */
export function editDistance(a, b, max) {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      best = Math.min(best, current[j]);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length];
}

/**
 * The stems a query stem matches in its dictionary, each with the weight MiniSearch gives it;
 * an `exact` stem (a whole title, query-forms.mjs) matches itself only.
 */
export function matchedStems(query, dictionary, exact = false) {
  const maxDistance = exact ? 0 : fuzzyDistance(query);
  const out = [];
  for (const [term, ref, key] of dictionary) {
    if (term === query) out.push({ term, ref, key, weight: 1 });
    else if (exact) continue;
    else if (SEARCH_OPTIONS.prefix && term.startsWith(query)) {
      const distance = term.length - query.length;
      out.push({ term, ref, key, weight: (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * distance) });
    } else if (maxDistance) {
      const distance = editDistance(query, term, maxDistance);
      if (distance <= maxDistance)
        out.push({ term, ref, key, weight: (FUZZY_WEIGHT * term.length) / (term.length + distance) });
    }
  }
  return out;
}

/**
 * The dictionaries a query stem reads: its own, and for a stem long enough to match misspelt,
 * those of the stem without its first letter or two: joining the words of "a dataset" gives
 * "adataset", one letter away from the stem "dataset".
 */
export function dictionaryKeys(stem, exact = false) {
  const keys = [keyOf(stem)];
  if (!exact && fuzzyDistance(stem) > 0) keys.push(keyOf(stem.slice(1)), keyOf(stem.slice(2)));
  return [...new Set(keys)];
}

function fuzzyDistance(stem) {
  const fuzzy = typeof SEARCH_OPTIONS.fuzzy === "function" ? SEARCH_OPTIONS.fuzzy(stem) : SEARCH_OPTIONS.fuzzy;
  return fuzzy ? Math.min(MAX_FUZZY, Math.round(stem.length * fuzzy)) : 0;
}

function and(a, b) {
  const combined = new Map();
  for (const [doc, hit] of b) {
    const existing = a.get(doc);
    if (!existing) continue;
    for (const term of hit.terms) if (!existing.terms.includes(term)) existing.terms.push(term);
    combined.set(doc, {
      score: existing.score + hit.score,
      terms: existing.terms,
      match: Object.assign(existing.match, hit.match),
    });
  }
  return combined;
}

function or(a, b) {
  for (const [doc, hit] of b) {
    const existing = a.get(doc);
    if (!existing) {
      a.set(doc, hit);
      continue;
    }
    existing.score += hit.score;
    Object.assign(existing.match, hit.match);
    for (const term of hit.terms) if (!existing.terms.includes(term)) existing.terms.push(term);
  }
  return a;
}

/** Hits a page may have before the next page's: the modal then shows more pages than one's sections. */
export const PER_PAGE = 3;

/**
 * Ranked hits with each page's best `perPage` together, pages in the order of their best hit,
 * and the rest of every page's hits after them, in rank order: as Algolia's `distinct` groups
 * a page's records, so one page's many sections do not fill the modal.
 */
export function pageByPage(hits, perPage = PER_PAGE) {
  const byPage = new Map();
  for (const hit of hits) {
    if (!byPage.has(hit.page)) byPage.set(hit.page, []);
    byPage.get(hit.page).push(hit);
  }
  const first = [...byPage.values()].flatMap((pageHits) => pageHits.slice(0, perPage));
  const rest = hits.filter((hit) => byPage.get(hit.page).indexOf(hit) >= perPage);
  return [...first, ...rest];
}

/**
 * A reader over the index files; `load(path)` fetches and parses one (path relative to the
 * index's folder, e.g. "d/fi.json"). Every file is fetched once.
 */
export function createShardReader(manifest, load) {
  const { keys, bundles: bundleFiles } = decodeKeys(manifest.keys);
  const commonStems = new Map(decodeStems(manifest.commonStems).map((stem, n) => [stem, n]));
  const wordsFiles = new Set((manifest.words ?? "").split(" "));
  const files = new Map();
  const file = (path) => {
    if (!files.has(path)) {
      const pending = Promise.resolve().then(() => load(path));
      files.set(path, pending);
      pending.catch(() => files.delete(path));
    }
    return files.get(path);
  };
  const dictionary = (key) => (keys.has(key) ? file(`d/${key}.json`) : Promise.resolve([]));
  const bundles = new Map();
  const bundle = (name) => {
    if (!bundles.has(name)) {
      const pending = file(name).then((pairs) => new Map(pairs));
      bundles.set(name, pending);
      // A failed fetch is tried again by the next query, as every file is.
      pending.catch(() => bundles.delete(name));
    }
    return bundles.get(name);
  };

  /**
   * Inline postings; an exact match's whole list; else the matched stem's head, from its key's
   * bundle by third letter (a query stem of three letters or more matches only stems that have
   * one), or from the key's whole bundle.
   */
  const postingsOf = async (stem, { term, ref, key, weight }) => {
    if (Array.isArray(ref)) return ref;
    if (typeof ref === "number" && weight === 1) return file(`t/${ref}.json`);
    const third = [...stem].length >= 3 ? thirdOf(term) : null;
    return (await bundle(bundlePath(key, third))).get(term);
  };

  /**
   * Asks for the files a query stem's own matches will read with its dictionaries, not after
   * them: its t/ file if it has one, and the bundle of its prefix matches' heads if there is one.
   * The manifest names both, so a query's postings come in the same round as its dictionaries.
   */
  const prefetch = (stem, exact) => {
    if (commonStems.has(stem)) void file(`t/${commonStems.get(stem)}.json`).catch(() => undefined);
    const own = bundleOf(stem);
    if (!exact && bundleFiles.has(own)) void bundle(own).catch(() => undefined);
  };

  /** A query stem's matches with their postings loaded: [{ term, weight, postings }]. */
  const expanded = new Map();
  const expand = (stem, exact = false) => {
    const id = exact ? `=${stem}` : stem;
    if (!expanded.has(id)) {
      prefetch(stem, exact);
      const wanted = dictionaryKeys(stem, exact);
      const pending = Promise.all(wanted.map(dictionary)).then((dictionaries) =>
        Promise.all(
          matchedStems(
            stem,
            dictionaries.flatMap((entries, i) => entries.map(([term, ref]) => [term, ref, wanted[i]])),
            exact,
          ).map(async (match) => ({ term: match.term, weight: match.weight, postings: await postingsOf(stem, match) })),
        ),
      );
      expanded.set(id, pending);
      pending.catch(() => expanded.delete(id));
    }
    return expanded.get(id);
  };

  function stemResults(stem, matches) {
    const results = new Map();
    for (const { term, weight, postings } of matches) {
      for (let i = 0; i < postings.length; i += 3) {
        const doc = postings[i] * 65536 + postings[i + 1];
        const score = weight * decodeScore(postings[i + 2]);
        const hit = results.get(doc);
        if (hit) {
          hit.score += score;
          hit.match[term] = true;
        } else {
          results.set(doc, { score, terms: [stem], match: { [term]: true } });
        }
      }
    }
    return results;
  }

  const rules = synonymRules(manifest.synonyms);
  const idOf = (stem, exact) => (exact ? `=${stem}` : stem);
  /** Every stem's matches, loaded: the files a query needs are asked for together. */
  const matchesFor = async (wanted) =>
    new Map(await Promise.all(wanted.map(async ({ stem, exact }) => [idOf(stem, exact), await expand(stem, exact)])));
  /** A form's or the fallback's hits: its stems' results combined with `combine`. */
  const run = (stems, exact, combine, matchesOf) =>
    stems.map((stem) => stemResults(stem, matchesOf.get(idOf(stem, exact)))).reduce(combine);
  /** The stems a query's forms and fallback need, each once: { stem, exact }. */
  const stemsWanted = (forms, fallback) => [
    ...new Map(
      [
        ...forms.flatMap(({ stems, exact }) => stems.map((stem) => ({ stem, exact }))),
        ...fallback.map((stem) => ({ stem, exact: false })),
      ].map((w) => [idOf(w.stem, w.exact), w]),
    ).values(),
  ];
  const ranked = (results) =>
    [...results]
      .map(([doc, hit]) => ({
        page: Math.floor(doc / 65536),
        record: doc % 65536,
        score: hit.score * (hit.terms.length || 1),
        terms: Object.keys(hit.match),
      }))
      .sort((a, b) => b.score - a.score || a.page - b.page || a.record - b.record);

  /**
   * The query's misspelt words and the words searched instead: a word none of whose matches
   * the index has, replaced by the closest word of the words files within Algolia's typo limits.
   */
  const corrections = async (query) => {
    const words = [...new Set(queryTokens(query).map((word) => word.toLowerCase()))];
    const stems = words.map(processTerm);
    const known = await Promise.all(
      stems.map((stem) => (stem === null ? true : expand(stem).then((m) => m.length > 0))),
    );
    const fixes = await Promise.all(
      words.map(async (word, i) => (known[i] ? [] : closestWords(word, await knownWords(word), 1, typoEdits))),
    );
    return new Map(words.flatMap((word, i) => (fixes[i].length > 0 ? [[word, fixes[i][0]]] : [])));
  };

  const knownWords = async (word) => {
    const path = wordsPath(word);
    return wordsFiles.has(path.slice(2, -5)) ? file(path) : [];
  };

  return {
    /**
     * Ranked hits: { page, record, score, terms } with terms the index stems they matched, a
     * page's best PER_PAGE first (pageByPage). When the forms find fewer than FILL_PAGES pages,
     * the records that match only some of the query's stems follow.
     */
    async search(query) {
      const written = queryForms(query, rules);
      if (written.length === 0) return [];
      // Every stem of the query as written is asked for at once, in the first round; a
      // correction, which waits for the words' dictionaries, adds its own stems after.
      void matchesFor(stemsWanted(written, fallbackStems(query, rules))).catch(() => undefined);
      const fixed = await corrections(query);
      const forms = fixed.size > 0 ? queryForms(query, rules, fixed) : written;
      const fallback = fallbackStems(query, rules, fixed);
      const matchesOf = await matchesFor(stemsWanted(forms, fallback));
      const all = ranked(forms.map(({ stems, exact }) => run(stems, exact, and, matchesOf)).reduce(or));
      if (new Set(all.map((hit) => hit.page)).size < FILL_PAGES) {
        const found = new Set(all.map((hit) => `${hit.page}-${hit.record}`));
        const some = ranked(run(fallback, false, or, matchesOf)).filter(
          (hit) => !found.has(`${hit.page}-${hit.record}`),
        );
        all.push(...some);
      }
      return pageByPage(all);
    },
    /** The misspelt words of a query and the words searched instead (for the relevance test's whole index). */
    corrections,
    /** Whether the index has any term a query stem matches (exactly, as a prefix or misspelt). */
    async knows(stem) {
      return (await expand(stem)).length > 0;
    },
    /** The index's words that start as `word` does, with their counts (shard-format.mjs, wordsPath). */
    knownWords,
    /** The records of hits, and each one's page record (DocSearch files a section under it). */
    async records(hits) {
      const fileOf = (hit) => `${hit.page}-${Math.floor(hit.record / ROWS)}`;
      // Every record file carries its page's own record (record 0): the first row of file 0, or
      // after the rows. So it is read from a file another hit of its page needs anyway.
      const sectionFile = new Map();
      for (const hit of hits)
        if (hit.record !== 0 && !sectionFile.has(hit.page)) sectionFile.set(hit.page, fileOf(hit));
      const sourceOf = (hit) => sectionFile.get(hit.page) ?? fileOf(hit);
      const names = [...new Set(hits.map((hit) => (hit.record === 0 ? sourceOf(hit) : fileOf(hit))))];
      const loaded = new Map(await Promise.all(names.map(async (name) => [name, await file(`r/${name}.json`)])));
      const pageOf = (hit) => {
        const [path, lvl0, lvl1, rows, own] = loaded.get(sourceOf(hit));
        return expandRecord(path, lvl0, lvl1, own ?? rows[0]);
      };
      const recordOf = (hit) => {
        if (hit.record === 0) return pageOf(hit);
        const [path, lvl0, lvl1, rows] = loaded.get(fileOf(hit));
        return expandRecord(path, lvl0, lvl1, rows[hit.record % ROWS]);
      };
      const firstOfPage = new Map();
      for (const hit of hits) if (!firstOfPage.has(hit.page)) firstOfPage.set(hit.page, hit);
      return { records: hits.map(recordOf), pages: [...firstOfPage.values()].map(pageOf) };
    },
  };
}

/** A record as its page file stores it (shard-index.mjs, compactRecord), whole again. */
export function expandRecord(path, lvl0, lvl1, row) {
  const [id, url, type, lvl2, lvl3, content, ownLvl0, ownLvl1] = row;
  const full = (tail) => (tail === "" || tail.startsWith("#") ? path + tail : tail);
  return {
    id: full(id),
    url: full(url),
    type,
    hierarchy: { lvl0: ownLvl0 ?? lvl0, lvl1: ownLvl1 ?? lvl1, lvl2, lvl3 },
    content,
  };
}
