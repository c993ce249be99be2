/**
 * "Did you mean": for a query that finds nothing, the same query with each word the index does
 * not know replaced by the closest words it does (the words files, shard-format.mjs).
 */
import { processTerm, queryTokens } from "./words.mjs";

/** How many suggestions a query gets. */
export const SUGGESTIONS = 3;

/**
 * Edit distance counting a swap of two neighbouring letters as one edit ("metirc" is one from
 * "metric"), or max + 1 once it is known to exceed max.
 */
export function typoDistance(a, b, max) {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2][j - 2] + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length][b.length];
}

/** How far a word may be from a suggestion: one edit up to four letters, two up to seven, three beyond. */
export const suggestionEdits = (word) => (word.length <= 4 ? 1 : word.length <= 7 ? 2 : 3);

/**
 * How far a misspelt word may be from the word a query searches instead (shard-query.mjs): as
 * Algolia's typo tolerance allows, one edit from four letters, two from eight.
 */
export const typoEdits = (word) => (word.length < 4 ? 0 : word.length < 8 ? 1 : 2);

/**
 * The known words closest to `word`, nearest first, then commonest, one word a stem
 * ("evaluate", not also "evaluated").
 * @param {string} word lowercase
 * @param {readonly (readonly [string, number])[]} known [word, count] pairs
 */
export function closestWords(word, known, limit = SUGGESTIONS, maxEdits = suggestionEdits) {
  const max = maxEdits(word);
  if (max === 0) return [];
  return known
    .map(([candidate, count]) => ({ candidate, count, distance: typoDistance(word, candidate, max) }))
    .filter(({ candidate, distance }) => distance <= max && candidate !== word)
    .sort((a, b) => a.distance - b.distance || b.count - a.count || (a.candidate < b.candidate ? -1 : 1))
    .filter(
      ({ candidate }, i, sorted) => sorted.findIndex((c) => processTerm(c.candidate) === processTerm(candidate)) === i,
    )
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}

/**
 * Up to SUGGESTIONS queries like `query` that the index answers: each word it knows kept, each
 * it does not replaced by one of its closest known words (the first suggestion takes every
 * word's closest, the next the second closest where there is one), a word with none left out.
 * @param {string} query
 * @param {(stem: string) => Promise<boolean>} knows whether the index matches a stem
 * @param {(word: string) => Promise<readonly (readonly [string, number])[]>} knownWords the words
 *   the index has that start as `word` does
 */
export async function didYouMean(query, knows, knownWords) {
  const words = queryTokens(query.toLowerCase());
  const choices = await Promise.all(
    words.map(async (word) => {
      const stem = processTerm(word);
      if (stem === null || (await knows(stem))) return [word];
      return closestWords(word, await knownWords(word));
    }),
  );
  if (choices.every((options, i) => options.length === 1 && options[0] === words[i])) return [];
  const suggestions = new Set();
  for (let n = 0; n < SUGGESTIONS; n++) {
    const words = choices
      .filter((options) => options.length > 0)
      .map((options) => options[Math.min(n, options.length - 1)]);
    if (words.some((word) => processTerm(word) !== null)) suggestions.add(words.join(" "));
  }
  return [...suggestions];
}
