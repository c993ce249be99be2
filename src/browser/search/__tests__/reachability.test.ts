import { describe, expect, it } from "vitest";
import { isReportedSearchFailure, reportingReachability } from "../reachability";

describe("reportingReachability", () => {
  it("reports each search's outcome and passes its answer or error on", async () => {
    const outcomes: boolean[] = [];
    let fail = false;
    const failure = Object.assign(new Error("Unreachable hosts - your application id may be incorrect."), {
      name: "RetryError",
    });
    const client = {
      transporter: { algoliaAgent: { value: "agent" } },
      addAlgoliaAgent: () => "added",
      async search(query: string) {
        if (fail) throw failure;
        return { results: [{ hits: [query] }] };
      },
    };
    const reporting = reportingReachability(client, (reachable) => outcomes.push(reachable));
    await expect(reporting.search("a")).resolves.toEqual({ results: [{ hits: ["a"] }] });
    fail = true;
    await expect(reporting.search("b")).rejects.toBe(failure);
    expect(outcomes).toEqual([true, false]);
    // The rest of the client is kept: DocSearch reads its agent and adds its own.
    expect(reporting.transporter).toBe(client.transporter);
    expect(reporting.addAlgoliaAgent()).toBe("added");
  });

  it("marks the failures it reported, and nothing else", async () => {
    const failure = new Error("index file answered 500");
    const reporting = reportingReachability({ search: () => Promise.reject(failure) }, () => undefined);
    await reporting.search().catch(() => undefined);
    expect(isReportedSearchFailure(failure)).toBe(true);
    expect(isReportedSearchFailure(new Error("another"))).toBe(false);
    expect(isReportedSearchFailure("a string")).toBe(false);
  });
});
