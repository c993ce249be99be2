/**
^ * Budgets (bytes, timings) hold for the site as shipped, with the framework tuning on. A build
 * with SITE_TUNING=off (scripts/test.sh runs the browser tests against one) is the site on
 * Gatsby's and React's defaults, there to show that the site works without the tuning: there a
 * budget reports its figure, as an annotation on the test and a line of output, instead of
 * failing. The test run learns the build's mode from the same variable.
 */
import { expect, test } from "@playwright/test";

export const TUNING_OFF = process.env.SITE_TUNING === "off";

/** Expects `actual` to be at most `limit`, or, with the tuning off, reports it. */
export function expectWithinBudget(actual: number, limit: number, what: string): void {
  if (!TUNING_OFF) {
    expect(actual, what).toBeLessThanOrEqual(limit);
    return;
  }
  const description = `${what}: ${actual} (budget ${limit}, ${actual <= limit ? "within" : "over"}; not enforced with SITE_TUNING=off)`;
  test.info().annotations.push({ type: "budget", description });
  console.log(`Budget (SITE_TUNING=off): ${description}`);
}

/**
 * For a test of one piece of the tuning itself (what it changes is what the test asserts):
 * skipped, with the reason, when the build has the tuning off.
 */
export function skipWithoutTuning(piece: string): void {
  test.skip(TUNING_OFF, `tests the framework tuning's "${piece}" piece, which SITE_TUNING=off leaves out`);
}
