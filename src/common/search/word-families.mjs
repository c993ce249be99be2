/**
 * Word families of the index's vocabulary, and the ones that split: a word and its -s, -ed,
 * -ing, -ment, -ion, -er and -able forms (with English spelling: tune → tuning, apply →
 * applies, plan → planner) that also occur, whose stems do not match each other through the
 * index's matching rules. A reader who types any form of a word should find the pages that use
 * another, so each form's stem must match the word's stem and the word's stem each form's.
 */
import { matchedStems } from "./shard-query.mjs";

const CONSONANT = /^[bcdfghjklmnpqrstvwxz]$/;
const VOWEL = /^[aeiou]$/;

/** Words that look like a family by spelling and are not one. */
export const NOT_FAMILIES = new Map([
  ["see", "seed"],
  ["http", "https"],
]);

/** The forms of `word` the family rules allow: tune → tunes, tuned, tuning, tuner, tunable, … */
export function familyForms(word) {
  const forms = new Set();
  const last = word.at(-1);
  const withoutE = last === "e" ? word.slice(0, -1) : null;
  // apply → appli-es, appli-ed, appli-er; a y after a vowel stays (deploy → deployed)
  const yStem = last === "y" && CONSONANT.test(word.at(-2) ?? "") ? word.slice(0, -1) : null;
  // plan → plann-ed: one vowel between consonants, last letter not w, x or y
  const doubled =
    CONSONANT.test(last) && !/[wxy]/.test(last) && VOWEL.test(word.at(-2) ?? "") && CONSONANT.test(word.at(-3) ?? "")
      ? word + last
      : null;
  if (yStem) forms.add(`${yStem}ies`);
  else if (/(?:s|x|z|ch|sh)$/.test(word)) forms.add(`${word}es`);
  else forms.add(`${word}s`);
  for (const suffix of ["ed", "ing", "ion", "ation", "er", "able"]) {
    if (yStem) {
      if (suffix === "ing") forms.add(`${word}ing`);
      else if (suffix === "ion" || suffix === "ation") forms.add(`${yStem}ication`);
      else forms.add(`${yStem}i${suffix}`);
    } else if (withoutE) {
      forms.add(withoutE + suffix);
    } else {
      forms.add(word + suffix);
      if (doubled) forms.add(doubled + suffix);
    }
  }
  forms.add(`${word}ment`);
  forms.delete(word);
  return [...forms];
}

/** Whether a query for stem `query` finds the index's stem `term`: exactly, as a prefix, or misspelt. */
export function stemMatches(query, term) {
  return matchedStems(query, [[term, null, ""]]).length > 0;
}

/**
 * The families of `words` (the index's words, lowercase): each word of three letters or more
 * with the forms of it that also occur, false families left out.
 * @param {Iterable<string>} words
 * @returns {{ word: string, forms: string[] }[]}
 */
export function familiesOf(words) {
  const known = new Set(words);
  const out = [];
  for (const word of known) {
    if (word.length < 3 || !/^[a-z]+$/.test(word)) continue;
    const forms = familyForms(word).filter((form) => known.has(form) && NOT_FAMILIES.get(word) !== form);
    if (forms.length > 0) out.push({ word, forms });
  }
  return out;
}

/**
 * The families whose forms' stems do not all match the word's stem both ways:
 * [{ word, stem, split: [{ form, stem }] }].
 * @param {Iterable<string>} words
 * @param {(word: string) => string | null} stemOf
 */
export function splitFamilies(words, stemOf) {
  const out = [];
  for (const { word, forms } of familiesOf(words)) {
    const base = stemOf(word);
    if (!base) continue;
    const split = forms
      .map((form) => ({ form, stem: stemOf(form) }))
      .filter(({ stem }) => !stem || !stemMatches(base, stem) || !stemMatches(stem, base));
    if (split.length > 0) out.push({ word, stem: base, split });
  }
  return out;
}
