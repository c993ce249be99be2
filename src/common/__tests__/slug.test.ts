import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { OPERATIONS } from "../../../e2e/support/routes";
import { kebabCase } from "../../../openapi-contract/api-slug";
import { Slugger, slugify } from "../../build/heading-slug";
import { withTrailingSlash } from "../slug";

/** The operation pages the site promises (DESIGN.md, "Design decisions" › "Routes and URLs"). */
const SPEC_OPERATION_SLUGS = OPERATIONS;

function operationSummaries(): string[] {
  const file = path.resolve(__dirname, "../../../openapi/autoeval-api-v2.yaml");
  const doc = parse(readFileSync(file, "utf8")) as { paths: Record<string, Record<string, { summary?: string }>> };
  return Object.values(doc.paths).flatMap((item) =>
    Object.values(item)
      .map((op) => op.summary)
      .filter((s): s is string => typeof s === "string"),
  );
}

describe("slugify (GitHub heading rules)", () => {
  it.each([
    ["Read the run", "read-the-run"],
    ["Hello, World!", "hello-world"],
    ["What's new in v2.0?", "whats-new-in-v20"],
    ["  leading and trailing  ", "--leading-and-trailing--"],
    ["snake_case stays", "snake_case-stays"],
    ["Already-hyphenated", "already-hyphenated"],
    ["Café & crème", "café--crème"],
    ["`code` in *heading*", "code-in-heading"],
    ["JOB_STATUS_COMPLETED", "job_status_completed"],
    ["日本語 見出し", "日本語-見出し"],
    ["", ""],
  ])("%j -> %j", (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe("Slugger", () => {
  it("numbers repeated slugs -1, -2 within one page", () => {
    const slugger = new Slugger();
    expect(["Setup", "Setup", "Setup", "Other"].map((t) => slugger.slug(t))).toEqual([
      "setup",
      "setup-1",
      "setup-2",
      "other",
    ]);
  });

  it("treats headings that differ only in punctuation and case as repeats", () => {
    const slugger = new Slugger();
    expect([slugger.slug("Example"), slugger.slug("example!"), slugger.slug("EXAMPLE")]).toEqual([
      "example",
      "example-1",
      "example-2",
    ]);
  });

  it("does not reuse a slug a heading already spelled out", () => {
    const slugger = new Slugger();
    expect([slugger.slug("Foo"), slugger.slug("Foo 1"), slugger.slug("Foo"), slugger.slug("Foo")]).toEqual([
      "foo",
      "foo-1",
      "foo-2",
      "foo-3",
    ]);
  });

  it("numbers a repeat of an already numbered slug on its own", () => {
    const slugger = new Slugger();
    expect([slugger.slug("a"), slugger.slug("a"), slugger.slug("a-1")]).toEqual(["a", "a-1", "a-1-1"]);
  });

  it("starts afresh for each instance (one per page)", () => {
    expect(new Slugger().slug("Setup")).toBe("setup");
    expect(new Slugger().slug("Setup")).toBe("setup");
  });
});

describe("kebabCase", () => {
  it.each([
    ["AutoEval API v2", "autoeval-api-v-2"],
    ["Finalize Single Dataset File Upload", "finalize-single-dataset-file-upload"],
    ["Get Dataset Download URL", "get-dataset-download-url"],
    ["S3 Presigned Post", "s-3-presigned-post"],
    ["  Evaluate!  ", "evaluate"],
    ["Fine Tune Job", "fine-tune-job"],
  ])("%j -> %j", (text, slug) => {
    expect(kebabCase(text)).toBe(slug);
  });

  it("turns the 53 operation summaries of the API description into exactly the specified slugs", () => {
    const summaries = operationSummaries();
    expect(summaries).toHaveLength(53);
    const slugs = summaries.map(kebabCase);
    expect(new Set(slugs).size).toBe(53);
    expect([...slugs].sort()).toEqual([...SPEC_OPERATION_SLUGS].sort());
  });
});

describe("withTrailingSlash", () => {
  it.each([
    ["/quickstart", "/quickstart/"],
    ["/quickstart/", "/quickstart/"],
    ["/", "/"],
    ["/search?q=metrics", "/search/?q=metrics"],
    ["/search/?q=metrics", "/search/?q=metrics"],
    ["/autoeval/metrics#faithfulness", "/autoeval/metrics/#faithfulness"],
    ["/a?b=c#d", "/a/?b=c#d"],
    ["/a?next=/b", "/a/?next=/b"],
    ["/a#x?y", "/a/#x?y"],
  ])("%j -> %j", (input, output) => {
    expect(withTrailingSlash(input)).toBe(output);
  });
});
