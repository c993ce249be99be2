#!/usr/bin/env node
// The relevance test, run by scripts/test.sh after the build: every reader query in
// src/common/search/__fixtures__/relevance.json must find its page among the first three distinct
// pages of the built index (public/search-index.json and its shards), ranked as the modal ranks
// them. It also says how many queries rank the same first three pages as the whole index (every
// posting, MiniSearch) would: the shards keep a stem's weightiest postings only (DESIGN.md,
// "Search"), and this test, not that count, decides whether they keep enough.
import { readFileSync } from "node:fs";
import path from "node:path";
import { siteFiles } from "./lib/site-files.mjs";
import { readShardedIndex, shardRelevance } from "./lib/search-files.mjs";

const CASES = "src/common/search/__fixtures__/relevance.json";

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
const same = outcomes.filter((o) => o.same).length;
console.log(
  `search relevance: ${passed}/${total} queries find their page in the top 3 (${path.relative(".", folder)})`,
);
console.log(`search relevance: ${same}/${total} rank the same top 3 as the whole index would`);
if (passed < total) {
  console.error(
    `Fix the ranking in src/common/search/ranking.mjs or the page's wording, not the expectation in ${CASES}; ` +
      "or keep more postings (CAP, HEAD in src/common/search/shard-format.mjs).",
  );
  process.exit(1);
}
