#!/usr/bin/env node
// The relevance test, run by scripts/test.sh after the build: every query of each set in
// RELEVANCE_SETS must find a page that answers it among the first three distinct pages of the
// built index (<site>/search-index.json and its shards), ranked as the modal ranks them. The
// first set is the project's own queries, mostly page titles and their words; the second is
// written as readers ask (their words, misspellings and synonyms). It also says how many queries
// rank the same first three pages as the whole index (every posting, MiniSearch) would: the
// shards keep a stem's weightiest postings only (DESIGN.md, "Search"), and this test, not
// that count, decides whether they keep enough.
// `node scripts/search-relevance.mjs [site folder]` (default public/): any built site, a build of
// an earlier commit included, is scored against today's sets.
import { readFileSync } from "node:fs";
import path from "node:path";
import { siteFiles } from "../src/build/site-files.mjs";
import { readShardedIndex, shardRelevance } from "./lib/search-files.mjs";

export const RELEVANCE_SETS = [
  "src/common/search/__fixtures__/relevance.json",
  "src/common/search/__fixtures__/relevance-readers.json",
];

const root = process.argv[2] ?? "public";
let folder;
try {
  ({ folder } = readShardedIndex(root));
} catch (error) {
  console.error(`search relevance: ${error.message}`);
  process.exit(1);
}
const files = siteFiles(folder);
let failed = false;
for (const set of RELEVANCE_SETS) {
  const { queries } = JSON.parse(readFileSync(set, "utf8"));
  const { outcomes, passed, total } = await shardRelevance(root, files, queries);
  for (const o of outcomes.filter((o) => !o.passed)) {
    const found = o.rank === 0 ? "not found" : `rank ${o.rank}`;
    console.error(
      `✗ "${o.query}" should find ${o.pages.join(" or ")} in the top 3 (${found}); top 3: ${o.top.join(", ") || "none"}`,
    );
  }
  const same = outcomes.filter((o) => o.same).length;
  const name = path.basename(set);
  console.log(
    `search relevance, ${name}: ${passed}/${total} queries find their page in the top 3 (${path.relative(".", folder)})`,
  );
  console.log(`search relevance, ${name}: ${same}/${total} rank the same top 3 as the whole index would`);
  failed ||= passed < total;
}
if (failed) {
  console.error(
    "Fix the ranking in src/common/search/ranking.mjs, the synonyms in src/config/site.ts or the page's wording, " +
      "not the expectation; or keep more postings (CAP, HEAD in src/common/search/shard-format.mjs).",
  );
  process.exit(1);
}
