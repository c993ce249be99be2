import { describe, expect, it } from "vitest";
import { processTerm } from "../ranking.mjs";
import { familiesOf, familyForms, splitFamilies, stemMatches } from "../word-families.mjs";

/** Words of the site's pages, with the families the issue names. */
const VOCABULARY =
  "deploy deploys deployed deploying deployment apply applies applied application rely reliable create creation " +
  "view viewer views tune tuned tuning tunable add added adding plan planner use used user usable grant grantable " +
  "status statuses read readable label labels labeled labeling see seed http https sdk sdks css";

/** Porter's original stemmer on the deploy family (stemmer 2.0.1): deploy and its noun never met. */
const porterLike = (word: string) =>
  ({ deploy: "deploi", deploys: "deploi", deployed: "deploi", deploying: "deploi" })[word] ?? word.replace(/s$/, "");

describe("word families", () => {
  it("spell a word's forms as English does", () => {
    expect(familyForms("tune")).toEqual(expect.arrayContaining(["tunes", "tuned", "tuning", "tuner", "tunable"]));
    expect(familyForms("apply")).toEqual(expect.arrayContaining(["applies", "applied", "applying", "application"]));
    expect(familyForms("plan")).toEqual(expect.arrayContaining(["planned", "planner"]));
    expect(familyForms("deploy")).toEqual(expect.arrayContaining(["deployed", "deployment"]));
    expect(familyForms("status")).toContain("statuses");
  });

  it("are the words whose forms the vocabulary also has, without false friends", () => {
    const words = VOCABULARY.split(" ");
    const deploy = familiesOf(words).find((f) => f.word === "deploy");
    expect(deploy?.forms.sort()).toEqual(["deployed", "deploying", "deployment", "deploys"]);
    expect(familiesOf(words).map((f) => f.word)).not.toContain("see");
  });

  it("find a family that splits under a stemmer that does not conflate it", () => {
    const split = splitFamilies(VOCABULARY.split(" "), porterLike);
    expect(split.find((f) => f.word === "deploy")?.split.map((s) => s.form)).toEqual(["deployment"]);
  });

  it("all meet under the site's stemmer", () => {
    expect(splitFamilies(VOCABULARY.split(" "), processTerm)).toEqual([]);
  });

  it("match a stem exactly, as a prefix, or misspelt when long enough", () => {
    expect(stemMatches("deploy", "deploy")).toBe(true);
    expect(stemMatches("deploi", "deploy")).toBe(false);
    expect(stemMatches("evalu", "evaluation")).toBe(true);
    expect(stemMatches("guardrial", "guardrail")).toBe(true);
  });
});
