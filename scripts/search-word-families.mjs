#!/usr/bin/env node
// The word-family check, run by scripts/test.sh after the build: over every word of the built
// index, each word's -s, -ed, -ing, -ment, -ion, -er and -able forms that the pages also use
// must meet it through the index's matching rules (src/common/search/word-families.mjs), so a
// reader who types "deploy" finds the pages that say "deployment". A split is mended in
// src/common/search/stem.mjs (DESIGN.md, "Search").
// `node scripts/search-word-families.mjs [site folder]` (default public/).
import { indexTokens, processTerm } from "../src/common/search/ranking.mjs";
import { familiesOf, splitFamilies } from "../src/common/search/word-families.mjs";
import { readShardedIndex, recordsOf } from "./lib/search-files.mjs";
import { siteFiles } from "../src/build/site-files.mjs";

const root = process.argv[2] ?? "public";
let folder;
try {
  ({ folder } = readShardedIndex(root));
} catch (error) {
  console.error(`search word families: ${error.message}`);
  process.exit(1);
}
const words = new Set();
for (const { hierarchy, content } of recordsOf(folder, siteFiles(folder))) {
  const text = [hierarchy.lvl0, hierarchy.lvl1, hierarchy.lvl2, hierarchy.lvl3, content].filter(Boolean).join(" ");
  for (const token of indexTokens(text)) words.add(token.toLowerCase());
}
const families = familiesOf(words).length;
const split = splitFamilies(words, processTerm);
for (const { word, stem, split: forms } of split) {
  console.error(`✗ "${word}" (${stem}) does not meet ${forms.map((f) => `"${f.form}" (${f.stem})`).join(", ")}`);
}
console.log(`search word families: ${families} families over ${words.size} words, ${split.length} split`);
if (split.length > 0) {
  console.error("Mend the stemmer's folds in src/common/search/stem.mjs, or list a false family in word-families.mjs.");
  process.exit(1);
}
