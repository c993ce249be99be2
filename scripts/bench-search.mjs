// The embedded search in Node, ranked exactly as the browser ranks (src/lib/search/ranking.mjs):
// query timing once loaded, and the top-3 rate of the relevance queries.
import { readFileSync } from "node:fs";
import { loadIndex, rankedSearch, relevance } from "../src/lib/search/ranking.mjs";

export const RELEVANCE_CASES = "src/lib/search/__fixtures__/relevance.json";

export function loadEngine(file, queries, rounds = 20) {
  const loadStart = performance.now();
  const engine = loadIndex(file);
  const loadMs = performance.now() - loadStart;
  const samples = [];
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) {
      const start = performance.now();
      rankedSearch(engine, query);
      samples.push(performance.now() - start);
    }
  }
  samples.sort((a, b) => a - b);
  const at = (p) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))];
  return { loadMs, p50: at(0.5), p95: at(0.95), samples: samples.length };
}

/** How many relevance queries find their page among the first three distinct pages, and which miss. */
export function topThreeRate(file) {
  const { queries } = JSON.parse(readFileSync(RELEVANCE_CASES, "utf8"));
  const { outcomes, passed, total } = relevance(file, queries);
  return { passed, total, missed: outcomes.filter((o) => !o.passed).map((o) => o.query) };
}
