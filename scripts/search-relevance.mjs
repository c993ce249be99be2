#!/usr/bin/env node
// The relevance test, run by scripts/test.sh after the build: every reader query in
// src/lib/search/__fixtures__/relevance.json must find its page among the first three distinct
// pages of the built index (public/search-index.json), ranked as the modal ranks them.
import { readFileSync } from "node:fs";
import { relevance } from "../src/lib/search/ranking.mjs";

const INDEX = "public/search-index.json";
const CASES = "src/lib/search/__fixtures__/relevance.json";

let file;
try {
  file = JSON.parse(readFileSync(INDEX, "utf8"));
} catch (error) {
  console.error(`search relevance: cannot read ${INDEX} (${error.message}); run \`npx gatsby build\` first.`);
  process.exit(1);
}
const { queries } = JSON.parse(readFileSync(CASES, "utf8"));
const { outcomes, passed, total } = relevance(file, queries);
for (const o of outcomes.filter((o) => !o.passed)) {
  const found = o.rank === 0 ? "not found" : `rank ${o.rank}`;
  console.error(`✗ "${o.query}" should find ${o.page} in the top 3 (${found}); top 3: ${o.top.join(", ") || "none"}`);
}
console.log(`search relevance: ${passed}/${total} queries find their page in the top 3`);
if (passed < total) {
  console.error(
    `Fix the ranking in src/lib/search/ranking.mjs or the page's wording, not the expectation in ${CASES}.`,
  );
  process.exit(1);
}
