/**
 * Claims the platform does not publish stay out of the docs and the API description. Each
 * entry is a pattern that once stated unpublished behaviour, with the reason it went; the
 * reference is CONTRIBUTING.md, "Writing rules", and the API description.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_DIR, contentFiles } from "./helpers/content-files";

const ROOT = path.resolve(CONTENT_DIR, "..");
const DESCRIPTION = path.join(ROOT, "openapi/autoeval-api-v2.yaml");

interface Claim {
  readonly pattern: RegExp;
  readonly why: string;
}

export const UNPUBLISHED_CLAIMS: readonly Claim[] = [
  {
    pattern: /cursors, not offsets/i,
    why: "`after` is an offset in the API description: dataset views page both ways",
  },
  { pattern: /counting from 0/i, why: "where `pageIndex` starts is not published" },
  { pattern: /X-Amz-Expires=\d+/, why: "an example link must not suggest a presigned-URL lifetime" },
  {
    pattern: /short-lived|expires after a short time/i,
    why: "the lifetime of upload forms and links is not published",
  },
  {
    pattern: /branch on `code`|Branch on this, not on/i,
    why: "the error body is not published; decide on the HTTP status",
  },
  { pattern: /project scope|scoped to (one|a|all) project/i, why: "API key scopes are not published" },
  { pattern: /last[- ]used/i, why: "the console showing when a key was last used is not published" },
  {
    pattern: /Open in workbook|\*\*Add run\*\*|\*\*Compare\*\*/,
    why: "the console's workbook screens are not published",
  },
  { pattern: /pause it|can be resumed|cannot be paused/i, why: "pausing and resuming a metric is not published" },
  { pattern: /Cohen's kappa|NVIDIA L4/i, why: "benchmark figures beyond the platform's published ones were ours" },
  { pattern: /with code `[A-Z_]+`/, why: "which error an operation returns, and its code, is not published" },
  {
    pattern: /Human labels always win|usually thousands|Ten to thirty/i,
    why: "labeling quantities and precedence are not published",
  },
  { pattern: /score is the probability of `1`/, why: "what a fine-tuned metric's score means is not published" },
  {
    pattern: /reads only the `output`|high score is the bad case|where high is bad/i,
    why: "the columns each metric reads and score directions are not published",
  },
  { pattern: /every 30 (to 60 )?seconds/i, why: "job durations and polling rates are not published" },
  { pattern: /can be scoped to|scoped to specific/i, why: "API key scopes are not published" },
  { pattern: /inherit (their )?access/i, why: "how resources inherit access from a project is not published" },
  { pattern: /paused from the console/i, why: "pausing and resuming a metric is not published" },
  { pattern: /higher (score )?means more toxic/i, why: "the direction of the Toxicity score is not published" },
  {
    pattern: /returns a number between 0 and 1|score between 0 and 1 per|score values lie between/i,
    why: "only Faithfulness is published as a score from 0 to 1",
  },
  {
    pattern: /a completed job adds a metric|created with you as administrator/i,
    why: "what a finished job or a new project's creator gets is not published",
  },
  {
    pattern: /Archived datasets are left out|hidden from dataset lists|rows and labels included|labels are copied/i,
    why: "what archiving and cloning a dataset do beyond their responses is not published",
  },
  { pattern: /runs, newest first/i, why: "the order of list results is not published" },
  { pattern: /Matching is case-sensitive/, why: "whether text filters match case-sensitively is not published" },
  {
    pattern: /Defaults to your default project|the caller's default project|calls without a `projectId` fall back/i,
    why: "which project an omitted projectId means is not published",
  },
  { pattern: /deleted? (an evaluation run )?permanently/i, why: "whether a deletion can be undone is not published" },
  {
    pattern: /kept with the rows as metadata|travels with the rows|tags live in the data/i,
    why: "what the platform keeps of columns beyond input, output and ground_truth is not published",
  },
  // Claims the review of 2026-11-27 found (its finding ids in brackets).
  {
    pattern: /no longer appears in lists|can no longer be read/i,
    why: "what archiving does is not published [U1, C1]",
  },
  {
    pattern: /per epoch|epoch-by-epoch|one per reporting step/i,
    why: "how often progress entries are written is not published [U3, C2]",
  },
  {
    pattern: /Nothing is stored|stores nothing|nothing is kept that you could list/i,
    why: "whether evaluate keeps anything is not published; its answer points to no run [U4]",
  },
  {
    pattern:
      /stays the better choice|Choose \*\*alBERTa|alBERTa-512: < 10 ms|under 10 ms for alBERTa-512, under 400 ms/,
    why: "which model serves a metric is not published, and evaluation takes no model [U5, U6, C3, C4]",
  },
  { pattern: /compact (member|NLI)/i, why: "'compact' is not a published figure [U7]" },
  { pattern: /alBERTa-family|fine-tuned alBERTa/, why: "fine-tuning starts from seven base architectures [U8, C7]" },
  { pattern: /Defaults to `false`/, why: "no defaults are published [U9]" },
  { pattern: /\bat least 1\b/, why: "no minimum page size is published [U10]" },
  {
    pattern: /Nothing changes in the dataset until/,
    why: "what a dataset shows between upload steps is not published [U11]",
  },
  {
    pattern: /the user whose API key signs|the key's user/,
    why: "how a key's rights relate to its user's is not published [U14, C8]",
  },
  { pattern: /under 2 ms per 1,000/, why: "the figure is under 2 ms for 1,000 tokens, not a rate [U16]" },
  { pattern: /referenced by name, fine-tuned ones by id/, why: "a metric is chosen by id or name [U17]" },
  { pattern: /in about ten minutes/, why: "no timing is published [U18]" },
  { pattern: /Invite teammates/, why: "there is no invite operation [U19]" },
  {
    pattern: /Whether the output addresses the question\.|Whether a text is toxic\.|Checks that the output agrees/,
    why: "what Relevance, QA and Toxicity measure is published by name only [U21]",
  },
  {
    pattern: /Clone a slice|split off a held-out/i,
    why: "clone copies a whole dataset and takes no row selection [C5]",
  },
];

/** Current docs and release notes (archived versions keep their own wording) and the API description. */
const FILES = [
  ...contentFiles(path.join(CONTENT_DIR, "docs")),
  ...contentFiles(path.join(CONTENT_DIR, "release-notes")),
  DESCRIPTION,
];

export function findClaims(text: string, claims: readonly Claim[]): string[] {
  return text
    .split("\n")
    .flatMap((line, i) => claims.filter((c) => c.pattern.test(line)).map((c) => `line ${i + 1}: ${c.why}`));
}

describe("unpublished claims", () => {
  it.each(FILES.map((file) => [path.relative(ROOT, file), file]))("%s states none", (_, file) => {
    expect(findClaims(readFileSync(file, "utf8"), UNPUBLISHED_CLAIMS)).toEqual([]);
  });

  it("finds a claim when one is there (so the checks above can fail)", () => {
    expect(findClaims("ok\nPages are read with opaque cursors, not offsets.", UNPUBLISHED_CLAIMS)).toEqual([
      "line 2: `after` is an offset in the API description: dataset views page both ways",
    ]);
  });
});
