/**
 * How the embedded search reads a text: its words, and the one form (stem) each takes in the
 * index and in a query. Shared by the build, the browser, the relevance test and the bench.
 */
import { stem } from "./stem.mjs";

/** Words that only join others; dropped so "how to fine tune a model" needs only its content words. */
const STOP_WORDS = new Set(
  "a an and are as at be by do does for from how i in is it my of on or the to what with".split(" "),
);

const NOT_WORD = /[^\p{L}\p{N}]+/u;
/** A compound written with hyphens or underscores: fine-tune, alBERTa-LC-8k, auto_eval. */
const COMPOUND = /^[\p{L}\p{N}]+(?:[-_][\p{L}\p{N}]+)+$/u;
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** A page's words: each part of a compound, and the compound joined ("fine-tune" gives fine, tune, finetune). */
export function indexTokens(text) {
  const tokens = [];
  for (const chunk of text.split(/\s+/)) {
    const word = chunk.replace(EDGE_PUNCTUATION, "");
    const parts = word.split(NOT_WORD).filter(Boolean);
    tokens.push(...parts);
    if (parts.length > 1 && COMPOUND.test(word)) tokens.push(parts.join(""));
  }
  return tokens;
}

/** A query's words: hyphens and underscores separate them ("fine-tune" is fine + tune). */
export function queryTokens(text) {
  return text.split(NOT_WORD).filter(Boolean);
}

/** One form per word on both sides: lowercase, stop words dropped, English suffixes removed (deploying, deployment → deploy). */
export function processTerm(term) {
  const lower = term.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  return stem(lower);
}

/** The stems of a text's words, in order, stop words dropped: "Evaluate a dataset" → evalu, dataset. */
export function stemsOf(text) {
  return queryTokens(text)
    .map(processTerm)
    .filter((term) => term !== null);
}

/**
 * A title as one term: its stems joined by "_", which no word of a page gives (words split at
 * underscores), so only a query of the whole title finds it ("List Datasets" → list_dataset).
 * A one-word title's term is its stem.
 */
export function titleKey(stems) {
  return stems.join("_");
}
