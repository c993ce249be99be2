import { describe, expect, it } from "vitest";
import { closestWords, didYouMean, typoDistance, typoEdits } from "../did-you-mean.mjs";
import { processTerm } from "../ranking.mjs";

const KNOWN: [string, number][] = [
  ["metric", 40],
  ["metrics", 60],
  ["method", 5],
  ["model", 30],
  ["models", 12],
];
const known = new Set(KNOWN.map(([word]) => processTerm(word)));

describe("did you mean", () => {
  it("counts a swap of two letters as one edit", () => {
    expect(typoDistance("metirc", "metric", 2)).toBe(1);
    expect(typoDistance("kitten", "sitting", 3)).toBe(3);
    expect(typoDistance("abc", "xyzuvw", 2)).toBe(3);
  });

  it("offers the closest known words, one a stem, nearest then commonest", () => {
    expect(closestWords("metirc", KNOWN)).toEqual(["metric"]);
    expect(closestWords("modle", KNOWN)).toEqual(["model"]);
    expect(closestWords("kubernetes", KNOWN)).toEqual([]);
  });

  it("corrects a word only within Algolia's typo limits", () => {
    expect(typoEdits("abc")).toBe(0);
    expect(typoEdits("metirc")).toBe(1);
    expect(typoEdits("hallucinaton")).toBe(2);
    expect(closestWords("metod", KNOWN, 1, typoEdits)).toEqual(["method"]);
  });

  it("keeps the words the index knows and replaces the others", async () => {
    const suggestions = await didYouMean(
      "modle metirc",
      async (stem) => known.has(stem),
      async () => KNOWN,
    );
    expect(suggestions).toEqual(["model metric"]);
    expect(
      await didYouMean(
        "metric",
        async (stem) => known.has(stem),
        async () => KNOWN,
      ),
    ).toEqual([]);
    expect(
      await didYouMean(
        "zzzz",
        async () => false,
        async () => KNOWN,
      ),
    ).toEqual([]);
  });
});
