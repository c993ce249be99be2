/**
 * The samples' report: how many were found and run, how many passed, which were not run and
 * why, per language, and each failure with its page, block, output and the requests refused;
 * then the API answers the pages show, and each one not checked or wrong.
 */
import { LANGUAGES, type Sample } from "./collect";
import type { StepRun, Verdict } from "./execute";
import { isRefused } from "./proxy";
import { formatResponses, type ResponseCheck, type ResponseTotals } from "./responses";

export interface SampleResult {
  readonly sample: Sample;
  readonly verdict: Verdict;
  /** The runs of the sample, one per flow it ran in. */
  readonly runs: readonly StepRun[];
}

const RANK: Record<Verdict, number> = { norun: 0, passed: 1, blocked: 2, failed: 3 };

/** One verdict per sample: the worst of its runs (a shell step runs in every flow of its page). */
export function sampleResults(samples: readonly Sample[], runs: readonly StepRun[]): SampleResult[] {
  return samples.map((sample) => {
    const own = runs.filter((run) => run.sample === sample);
    if (sample.norun !== null) return { sample, verdict: "norun", runs: own };
    if (own.length === 0) {
      // Only a language no flow runs (PowerShell) is in no flow.
      const problem = 'no flow runs this language here: give the block norun="<why>"';
      const run: StepRun = { sample, flow: null, verdict: "failed", problem, output: "", exchanges: [], ms: 0 };
      return { sample, verdict: "failed", runs: [run] };
    }
    const verdict = own.reduce<Verdict>(
      (worst, run) => (RANK[run.verdict] > RANK[worst] ? run.verdict : worst),
      "passed",
    );
    return { sample, verdict, runs: own };
  });
}

export interface Totals {
  readonly found: number;
  readonly run: number;
  readonly passed: number;
  readonly failed: number;
  readonly blocked: number;
  readonly norun: number;
}

export function totalsOf(results: readonly SampleResult[]): Totals {
  const count = (verdict: Verdict) => results.filter((r) => r.verdict === verdict).length;
  return {
    found: results.length,
    run: results.length - count("norun"),
    passed: count("passed"),
    failed: count("failed"),
    blocked: count("blocked"),
    norun: count("norun"),
  };
}

/**
 * Whether the run passes: every sample that runs passed, none is norun, and every API
 * answer a page shows is checked against the mock's or marked abridged or illustrative.
 */
export function runPasses(totals: Totals, responses: ResponseTotals): boolean {
  return (
    totals.failed === 0 &&
    totals.blocked === 0 &&
    totals.norun === 0 &&
    responses.unchecked === 0 &&
    responses.failed === 0
  );
}

/** The end of a long text, where a traceback says what went wrong. */
const clip = (text: string, max = 1500) =>
  text.length > max ? `[… ${text.length - max} characters before]\n${text.slice(-max)}` : text;
const indent = (text: string) => text.replace(/\n*$/, "").replace(/^/gm, "      ");

export function formatReport(
  results: readonly SampleResult[],
  seconds: number,
  responses: readonly ResponseCheck[] = [],
): string {
  const totals = totalsOf(results);
  const lines = [
    `Code samples: ${totals.found} found, ${totals.run} run, ${totals.passed} passed, ${totals.failed} failed` +
      `${totals.blocked ? `, ${totals.blocked} not reached after a failure` : ""}, ${totals.norun} norun, ` +
      `in ${seconds.toFixed(1)} s`,
    ...formatResponses(responses),
    "",
    `  ${"".padEnd(19)}${["found", "run", "passed", "failed", "norun"].map((h) => h.padStart(7)).join("")}`,
  ];
  const row = (label: string, subset: readonly SampleResult[]) => {
    const t = totalsOf(subset);
    const cells = [t.found, t.run, t.passed, t.failed + t.blocked, t.norun].map((n) => String(n).padStart(7));
    return `  ${label.padEnd(19)}${cells.join("")}`;
  };
  for (const language of LANGUAGES)
    lines.push(
      row(
        language,
        results.filter((r) => r.sample.language === language),
      ),
    );
  for (const origin of ["code block", "ApiExample", "operation page"] as const)
    lines.push(
      row(
        `${origin}s`,
        results.filter((r) => r.sample.origin === origin),
      ),
    );
  const norun = results.filter((r) => r.verdict === "norun");
  if (totals.norun > 0)
    lines.push("", `Every sample must run against the mock: ${totals.norun} of ${totals.found} are marked norun.`);
  if (norun.length > 0) {
    lines.push("", "Not run against the mock (norun):");
    for (const r of norun) lines.push(`  ${r.sample.id} (${r.sample.language}): ${r.sample.norun}`);
  }
  const failures = results.filter((r) => r.verdict === "failed");
  if (failures.length > 0) lines.push("", "Failures:");
  for (const r of failures) {
    for (const run of r.runs.filter((x) => x.verdict === "failed")) {
      lines.push(
        `  ✗ ${r.sample.id} [${r.sample.origin}, ${r.sample.language}${run.flow ? `, in the ${run.flow} flow` : ""}]: ${run.problem}`,
      );
      for (const exchange of run.exchanges.filter(isRefused)) {
        lines.push(`    refused: ${exchange.method} ${exchange.path} → ${exchange.status}`);
        for (const v of exchange.violations) lines.push(`      ${(v.location ?? []).join(".")}: ${v.message}`);
        if (exchange.requestBody) lines.push("    request body:", indent(clip(exchange.requestBody, 800)));
      }
      if (run.output.trim()) lines.push("    output:", indent(clip(run.output)));
    }
  }
  const blocked = results.filter((r) => r.verdict === "blocked");
  if (blocked.length > 0) {
    lines.push("", "Not reached (an earlier step of their flow failed):");
    for (const r of blocked) lines.push(`  ${r.sample.id}`);
  }
  return lines.join("\n");
}
