import { describe, expect, it } from "vitest";
import { fallbackStems, queryForms, synonymRules } from "../query-forms.mjs";

const RULES = synonymRules({
  changelog: ["release notes"],
  auth: ["authentication", "api keys"],
  invite: ["add members"],
  teammate: ["member"],
  "delete dataset": ["archive dataset"],
});
const forms = (query: string, corrections?: Map<string, string>) =>
  queryForms(query, RULES, corrections).map(({ stems, exact }) => `${exact ? "=" : ""}${stems.join(" ")}`);

describe("a query's forms", () => {
  it("are the words as written and with neighbours joined", () => {
    expect(forms("quick start")).toEqual(["quick start", "quickstart", "=quick_start"]);
  });

  it("search a synonym's phrases too, and each phrase as a title", () => {
    expect(forms("changelog")).toEqual(["changelog", "releas not", "=releas_not"]);
    expect(forms("auth")).toEqual(["auth", "authent", "api key", "=api_key"]);
  });

  it("replace several phrases of the table together", () => {
    expect(forms("invite a teammate")).toContain("ad memb memb");
    expect(forms("delete the dataset")).toContain("archiv dataset");
  });

  it("search a misspelt word as its correction", () => {
    expect(forms("evalute", new Map([["evalute", "evaluate"]]))).toEqual(["evalu"]);
  });

  it("are none for stop words alone", () => {
    expect(forms("how to")).toEqual([]);
  });

  it("fall back to any stem of the written and synonym forms", () => {
    expect(fallbackStems("changelog feed", RULES)).toEqual(["changelog", "feed", "releas", "not"]);
  });

  it("leave out the rules whose words are all stop words", () => {
    expect(synonymRules({ the: ["release notes"] })).toEqual([]);
  });
});
