// Query timing of the embedded search index in Node, with the same MiniSearch options the
// browser uses (kept in sync with src/lib/search/engine.ts by the unit tests).
import MiniSearch from "minisearch";

const OPTIONS = {
  fields: ["title", "headings", "section", "content"],
  storeFields: [],
  searchOptions: { boost: { title: 4, headings: 2.5, section: 0.5 }, prefix: true, fuzzy: 0.15, combineWith: "AND" },
};

export function loadEngine(file, queries, rounds = 20) {
  const loadStart = performance.now();
  const engine = MiniSearch.loadJS(file.index, OPTIONS);
  const loadMs = performance.now() - loadStart;
  const samples = [];
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) {
      const start = performance.now();
      const results = engine.search(query);
      if (results.length === 0) engine.search(query, { combineWith: "OR" });
      samples.push(performance.now() - start);
    }
  }
  samples.sort((a, b) => a - b);
  const at = (p) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))];
  return { loadMs, p50: at(0.5), p95: at(0.95), samples: samples.length };
}
