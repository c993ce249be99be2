import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createNoResultsReporter, isReportable } from "../no-results-report";
import { observedClient } from "../observed-client";

describe("the no-results report", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends a query once it has settled, not the keys typed before it", () => {
    const sent: string[] = [];
    const reporter = createNoResultsReporter((q) => sent.push(q), 300);
    for (const query of ["k", "ku", "kub", "kube"]) {
      reporter.searching();
      reporter.noHits(query);
      vi.advanceTimersByTime(100);
    }
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(300);
    expect(sent).toEqual(["kube"]);
  });

  it("sends the same query once, and none that left the screen before it settled", () => {
    const sent: string[] = [];
    const reporter = createNoResultsReporter((q) => sent.push(q), 300);
    reporter.noHits("kube");
    vi.advanceTimersByTime(300);
    reporter.noHits("kube");
    vi.advanceTimersByTime(300);
    reporter.noHits("helm", () => false);
    vi.advanceTimersByTime(300);
    expect(sent).toEqual(["kube"]);
  });

  it("sends a waiting query when the modal closes, and a settled page query at once", () => {
    const sent: string[] = [];
    const reporter = createNoResultsReporter((q) => sent.push(q), 300);
    reporter.noHits("kube");
    reporter.flush();
    reporter.settled("helm");
    expect(sent).toEqual(["kube", "helm"]);
  });

  it("never sends what looks like a pasted key", () => {
    expect(isReportable("sk_live_4c7d2a9e61b84f0f9a3e2d17")).toBe(false);
    expect(isReportable("evaluationrunsmetricsummaryaggregate")).toBe(true);
    expect(isReportable("fine tune job 2")).toBe(true);
    expect(isReportable("  ")).toBe(false);
  });
});

describe("an observed search client", () => {
  it("says when each query starts and the hit count of the latest, not of one answered late", async () => {
    const answers: Record<string, (value: unknown) => void> = {};
    const client = {
      transporter: { algoliaAgent: { value: "x" } },
      search: (input: unknown) =>
        new Promise<{ results: { nbHits: number }[] }>((resolve) => {
          const query = (input as { query: string }[])[0]!.query;
          answers[query] = () => resolve({ results: [{ nbHits: query.length }] });
        }),
    };
    const events: string[] = [];
    const observed = observedClient(client, {
      started: (q) => events.push(`start ${q}`),
      finished: (q, n) => events.push(`done ${q} ${n}`),
    });
    expect(observed.transporter).toBe(client.transporter);
    const slow = observed.search([{ query: "ab" }]);
    const fast = observed.search([{ query: "abc" }]);
    answers["abc"]!(undefined);
    await fast;
    answers["ab"]!(undefined);
    await slow;
    expect(events).toEqual(["start ab", "start abc", "done abc 3"]);
  });
});
