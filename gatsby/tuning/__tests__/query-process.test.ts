import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { queryCpuCount, runQueriesInMainOnOneWorker } from "../query-process";

describe("queryCpuCount", () => {
  it("runs queries in the main process when the pool would hold one worker", () => {
    expect(queryCpuCount({}, 1)).toBe("1");
    expect(queryCpuCount({}, 2)).toBe("1");
  });

  it("leaves a pool of several workers to run them in parallel", () => {
    expect(queryCpuCount({}, 3)).toBeUndefined();
    expect(queryCpuCount({}, 8)).toBeUndefined();
  });

  it("keeps a GATSBY_CPU_COUNT somebody set", () => {
    expect(queryCpuCount({ GATSBY_CPU_COUNT: "logical_cores" }, 2)).toBeUndefined();
    const env: NodeJS.ProcessEnv = { GATSBY_CPU_COUNT: "4" };
    runQueriesInMainOnOneWorker(env);
    expect(env.GATSBY_CPU_COUNT).toBe("4");
  });
});

describe("the installed Gatsby", () => {
  // query-process.ts relies on `gatsby build` reading the count after the plugins start, and on
  // a count of one keeping queries in the main process: an upgrade that changes either shows here.
  const buildCommand = readFileSync(createRequire(import.meta.url).resolve("gatsby/dist/commands/build.js"), "utf8");

  it("decides where queries run after bootstrap, from the count at that moment", () => {
    const bootstrap = buildCommand.indexOf("_bootstrap.bootstrap)(");
    const decision = buildCommand.indexOf("cpuCoreCount)() === 1");
    const inWorkers = buildCommand.indexOf("runQueriesInWorkersQueue)(");
    expect(bootstrap).toBeGreaterThan(-1);
    expect(decision).toBeGreaterThan(bootstrap);
    expect(inWorkers).toBeGreaterThan(decision);
  });

  it("restarts the worker pool only after running queries in it", () => {
    const restart = buildCommand.indexOf("workerPool.restart()");
    expect(restart).toBeGreaterThan(buildCommand.indexOf("runQueriesInWorkersQueue)("));
    expect(buildCommand.indexOf("workerPool.restart()", restart + 1)).toBe(-1);
  });
});
