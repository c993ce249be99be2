/**
 * The one form a word takes in the index and in a query: its Porter2 (Snowball English) stem,
 * folded further so that a word and its -er, -able and -ion forms meet. Porter's original
 * stemmer split families a reader expects to meet ("deploy" → deploi, "deployment" → deploy);
 * Porter2 keeps a y after a vowel, and the folds below join what it leaves apart. The family
 * check (word-families.mjs, run over the built index by scripts/search-word-families.mjs)
 * finds the splits that remain; DESIGN.md, "Search", says how to mend one.
 */
import { stem as porter2 } from "porter2";

/**
 * Each fold, in order, on a Porter2 stem. A fold keeps at least two letters, so short words
 * ("per", "table") stay as they are.
 */
const FOLDS = [
  // the plural of a word with no vowel, which Porter2 leaves whole: sdks → sdk, llms → llm
  [/^([^aeiouy]+[^aeiouys])s$/, "$1"],
  // -able, -ible: readable → read, grantable → grant, tunable → tun(e), usable → us(e)
  [/^(.{2,}?)(?:abl|ibl)$/, "$1"],
  // -er: viewer → view, owner → own, user → us(e), planner → plann (undoubled below)
  [/^(.{2,}?)er$/, "$1"],
  // -ion after t or s, where Porter2 keeps it: creation → creat(e), action → act
  [/^(.{2,}[ts])ion$/, "$1"],
  // -ication of a verb in -ly: application → applic → appli(es)
  [/^(.{3,}l)ic$/, "$1i"],
  // a final e Porter2 keeps after a short syllable: tune → tun, use → us
  [/^(.{2,})e$/, "$1"],
  // a doubled final consonant: plann → plan, add → ad (Porter2 stems "added" ad)
  [/([bdfgmnprt])\1$/, "$1"],
];

/** A lowercase word's stem: "deployment", "deploying" and "deploys" all give "deploy". */
export function stem(word) {
  let result = porter2(word);
  for (const [pattern, replacement] of FOLDS) result = result.replace(pattern, replacement);
  return result;
}
