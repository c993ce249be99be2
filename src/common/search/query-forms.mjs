/**
 * The forms a query is searched in: the pages that match any form are found (OR), and a form
 * matches where every one of its stems does (AND). The whole index (ranking.mjs) and the
 * shards (shard-query.mjs) both search these forms, so they read a query alike.
 */
import { processTerm, queryTokens, stemsOf, titleKey } from "./words.mjs";

/** Up to this many words, a query is also searched with two neighbouring words joined. */
const MAX_JOINED_WORDS = 4;

/** A query has at most this many synonym forms. */
const MAX_SYNONYM_FORMS = 6;

/**
 * The site's synonyms table (the site config's `search.synonyms`) as stems: each word or
 * phrase a reader may type, and the phrases of the docs it stands for.
 * @param {Readonly<Record<string, readonly string[]>> | undefined} table
 * @returns {{ from: string[], to: string[][] }[]}
 */
export function synonymRules(table) {
  return Object.entries(table ?? {})
    .map(([from, to]) => ({ from: stemsOf(from), to: to.map(stemsOf).filter((stems) => stems.length > 0) }))
    .filter((rule) => rule.from.length > 0 && rule.to.length > 0);
}

const startsAt = (stems, phrase, i) => phrase.every((stem, j) => stems[i + j] === stem);

/**
 * The query's stems with phrases of the table replaced by their expansions, each way it can and
 * together ("invite teammate" → "add member teammate", "invite member", "add member member").
 */
function synonymForms(stems, rules) {
  let forms = [stems];
  for (const { from, to } of rules) {
    const replaced = [];
    for (const form of forms) {
      for (let i = 0; i + from.length <= form.length; i++) {
        if (!startsAt(form, from, i)) continue;
        for (const phrase of to) replaced.push([...form.slice(0, i), ...phrase, ...form.slice(i + from.length)]);
      }
    }
    forms = [...forms, ...replaced].slice(0, MAX_SYNONYM_FORMS + 1);
  }
  return forms.slice(1);
}

/** The query's words, each misspelt one replaced by the word `corrections` gives it (shard-query.mjs). */
function wordsOf(query, corrections) {
  return queryTokens(query).map((word) => corrections?.get(word.toLowerCase()) ?? word);
}

/**
 * The query's forms, each a list of stems; `exact` forms match their one term only, with no
 * prefix or misspelt matches:
 *  - as written;
 *  - with two neighbouring words joined ("quick start" also finds Quickstart), up to four words;
 *  - with a phrase of the synonyms table replaced by each of its expansions ("changelog" also
 *    searches "release notes");
 *  - as a whole title (words.mjs, titleKey), the written and synonym forms of two stems or more,
 *    so that the page whose title is the query leads.
 * @param {string} query
 * @param {ReturnType<typeof synonymRules>} rules
 * @param {ReadonlyMap<string, string>} [corrections] misspelt words (lowercase) and the words searched instead
 * @returns {{ stems: string[], exact: boolean }[]}
 */
export function queryForms(query, rules = [], corrections = undefined) {
  const words = wordsOf(query, corrections);
  const written = words.map(processTerm).filter((stem) => stem !== null);
  if (written.length === 0) return [];
  const forms = [{ stems: written, exact: false }];
  if (words.length <= MAX_JOINED_WORDS) {
    for (let i = 0; i + 1 < words.length; i++) {
      const joined = [...words.slice(0, i), words[i] + words[i + 1], ...words.slice(i + 2)];
      const stems = joined.map(processTerm).filter((stem) => stem !== null);
      if (stems.length > 0) forms.push({ stems, exact: false });
    }
  }
  const synonyms = synonymForms(written, rules);
  for (const stems of synonyms) forms.push({ stems, exact: false });
  for (const stems of [written, ...synonyms])
    if (stems.length > 1) forms.push({ stems: [titleKey(stems)], exact: true });
  const seen = new Set();
  return forms.filter(({ stems, exact }) => {
    const key = `${exact ? "=" : ""}${stems.join(" ")}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The stems searched when no page matches any form: any stem of the written and synonym forms may match. */
export function fallbackStems(query, rules = [], corrections = undefined) {
  const written = wordsOf(query, corrections)
    .map(processTerm)
    .filter((stem) => stem !== null);
  return [...new Set([...written, ...synonymForms(written, rules).flat()])];
}
