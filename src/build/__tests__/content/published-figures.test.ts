/**
 * Model figures come from the platform facts only. Every percentage, latency, context size,
 * parameter count, speed-up, memory size, throughput and word count in the docs (current and
 * archived), the release notes and the API description must be one the platform has published
 * (CONTRIBUTING.md, "Writing rules"),
 * or an illustration listed below with the reason it may stay. Fenced code is skipped: it is the
 * reader's code, and its output is marked as illustrative where it shows scores.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_DIR, blankFrontMatter, contentFiles, relativePath } from "./helpers/content-files";

const ROOT = path.resolve(CONTENT_DIR, "..");
const DESCRIPTION = path.join(ROOT, "openapi/autoeval-api-v2.yaml");

interface FigureKind {
  readonly name: string;
  readonly pattern: RegExp;
  /** The published values, as written in the facts (digits only, commas removed). */
  readonly published: readonly string[];
}

const number = String.raw`(\d[\d,]*(?:\.\d+)?)`;

export const FIGURE_KINDS: readonly FigureKind[] = [
  // alBERTa: HaluEval 86 %, WikiEval 98 %; alBERTa-LC-8k: SQuAD 2.0 96.7 %.
  { name: "percentage", pattern: new RegExp(`${number}\\s?(?:%|per ?cent\\b)`, "gi"), published: ["86", "98", "96.7"] },
  // Under 300 ms on CPU, under 10 ms, under 400 ms, under 2 ms per 1,000 tokens.
  {
    name: "latency",
    pattern: new RegExp(`${number}\\s?(?:ms|milliseconds?)\\b`, "gi"),
    published: ["2", "10", "300", "400"],
  },
  // 512 and 8,192-token contexts; latency is given per 1,000 tokens.
  { name: "token count", pattern: new RegExp(`${number}[\\s-]tokens?\\b`, "gi"), published: ["512", "8192", "1000"] },
  { name: "parameter count", pattern: new RegExp(`${number}\\s?[MB][\\s-]param`, "gi"), published: ["400"] },
  {
    name: "speed-up",
    pattern: new RegExp(`${number}\\s?(?:x|×|times) (?:faster|cheaper|slower)`, "gi"),
    published: [],
  },
  // Nothing is published about memory, throughput or how many words fit a context.
  { name: "memory size", pattern: new RegExp(`${number}\\s?[KMGT]i?B\\b`, "g"), published: [] },
  {
    name: "throughput",
    pattern: new RegExp(`${number}\\s?(?:(?:requests|rows|calls) per (?:second|minute)|rps\\b|QPS\\b)`, "gi"),
    published: [],
  },
  { name: "word count", pattern: new RegExp(`${number} (?:English )?words\\b`, "gi"), published: [] },
];

interface Illustration {
  readonly file: string;
  readonly figure: string;
  readonly why: string;
}

/** Figures that are not platform facts but may stay, because the page says what they are. */
export const ILLUSTRATIONS: readonly Illustration[] = [
  ...["150 ms", "1,400 ms", "50 ms"].map((figure) => ({
    file: "content/docs/guides/guardrails-guide.mdx",
    figure,
    why: "an example latency budget the page calls an illustration, not measurements",
  })),
  {
    file: "content/docs/deployment.mdx",
    figure: "50 requests per second",
    why: "the reader's own request rate in a worked example on published upper bounds",
  },
  ...["100 requests per minute", "600 requests per minute"].map((figure) => ({
    file: "content/docs/autoeval/metrics.mdx",
    figure,
    why: "the rate limit of a fictional product, in the text of an example row",
  })),
];

/** Each figure of a source outside fenced code, as `line N: <kind> <figure>`. */
export function figuresIn(source: string): { line: number; kind: FigureKind; text: string; value: string }[] {
  const found: { line: number; kind: FigureKind; text: string; value: string }[] = [];
  let fenced = false;
  source.split("\n").forEach((line, i) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    for (const kind of FIGURE_KINDS)
      for (const match of line.matchAll(kind.pattern))
        found.push({ line: i + 1, kind, text: match[0], value: (match[1] ?? "").replace(/,/g, "") });
  });
  return found;
}

export function unpublishedFigures(source: string, file: string): string[] {
  return figuresIn(source)
    .filter(({ kind, value }) => !kind.published.includes(value))
    .filter(({ text }) => !ILLUSTRATIONS.some((i) => i.file === file && i.figure === text))
    .map(({ line, kind, text }) => `${file}:${line}: ${kind.name} "${text}" is not a published figure`);
}

const FILES = [
  ...contentFiles(path.join(CONTENT_DIR, "docs")),
  ...contentFiles(path.join(CONTENT_DIR, "versioned_docs")),
  ...contentFiles(path.join(CONTENT_DIR, "release-notes")),
  DESCRIPTION,
].map((file) => relativePath(ROOT, file));

describe("model figures come from the platform facts", () => {
  it.each(FILES)("%s states only published figures", (file) => {
    const source = blankFrontMatter(readFileSync(path.join(ROOT, file), "utf8"));
    expect(unpublishedFigures(source, file)).toEqual([]);
  });

  it("every listed illustration is still on its page (so the list does not go stale)", () => {
    for (const { file, figure } of ILLUSTRATIONS)
      expect(readFileSync(path.join(ROOT, file), "utf8"), `${file} no longer shows ${figure}`).toContain(figure);
  });

  it("finds invented figures and passes published ones (so the checks above can fail)", () => {
    const page = [
      "alBERTa scores HaluEval 86 % and answers in under 300 ms on CPU.",
      "It reaches 91.2% AUROC, p95 of 45 ms, reads 4,096 tokens and is 10x faster than a judge.",
      "It needs 1.6 GB, serves 200 requests per second and fits about 380 words.",
      "```python",
      "print(f'{share:.0%}')  # 12 %",
      "```",
    ].join("\n");
    expect(unpublishedFigures(page, "page.mdx")).toEqual([
      'page.mdx:2: percentage "91.2%" is not a published figure',
      'page.mdx:2: latency "45 ms" is not a published figure',
      'page.mdx:2: token count "4,096 tokens" is not a published figure',
      'page.mdx:2: speed-up "10x faster" is not a published figure',
      'page.mdx:3: memory size "1.6 GB" is not a published figure',
      'page.mdx:3: throughput "200 requests per second" is not a published figure',
      'page.mdx:3: word count "380 words" is not a published figure',
    ]);
  });
});
