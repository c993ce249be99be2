#!/usr/bin/env node
// The relevance test, run by scripts/test.sh after the build: every reader query in
// src/lib/search/__fixtures__/relevance.json must find its page among the first three distinct
// pages of the built index (public/search-index.json and its shards), ranked as the modal ranks
// them, and those pages must be the ones the whole index (every posting, MiniSearch) ranks first.
import { readFileSync } from "node:fs";
import path from "node:path";
import { siteFiles } from "./lib/site-files.mjs";
import { readShardedIndex, shardRelevance } from "./lib/search-files.mjs";

const CASES = "src/lib/search/__fixtures__/relevance.json";

let folder;
try {
  ({ folder } = readShardedIndex("public"));
} catch (error) {
  console.error(`search relevance: ${error.message}`);
  process.exit(1);
}
const { queries } = JSON.parse(readFileSync(CASES, "utf8"));
const files = siteFiles(folder);
const { outcomes, passed, total } = await shardRelevance("public", files, queries);
for (const o of outcomes.filter((o) => !o.passed)) {
  const found = o.rank === 0 ? "not found" : `rank ${o.rank}`;
  console.error(`✗ "${o.query}" should find ${o.page} in the top 3 (${found}); top 3: ${o.top.join(", ") || "none"}`);
}
const differ = outcomes.filter((o) => !o.same);
for (const o of differ) {
  console.error(`✗ "${o.query}": the shards rank ${o.top.join(", ")} first, the whole index ${o.whole.join(", ")}`);
}
console.log(
  `search relevance: ${passed}/${total} queries find their page in the top 3 (${path.relative(".", folder)})`,
);
if (passed < total) {
  console.error(
    `Fix the ranking in src/lib/search/ranking.mjs or the page's wording, not the expectation in ${CASES}.`,
  );
}
if (differ.length > 0) {
  console.error("Raise CAP in src/lib/search/shard-format.mjs until the shards rank as the whole index does.");
}
if (passed < total || differ.length > 0) process.exit(1);
