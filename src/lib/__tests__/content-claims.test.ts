/**
 * Claims the platform does not publish stay out of the docs and the API description. Each
 * entry is a pattern that once stated unpublished behaviour, with the reason it went; the
 * reference is ../shared/reference/platform-facts.md and platform-api-structure.json.
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
];

/** Current docs (archived versions keep their own wording) and the API description. */
const FILES = [...contentFiles(path.join(CONTENT_DIR, "docs")), DESCRIPTION];

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
