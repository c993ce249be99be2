import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import type * as CollectGarbage from "../collect-garbage";

const cached = mkdtempSync(path.join(os.tmpdir(), "autoeval-webpack-cache-"));
const missing = path.join(cached, "stage-build-html");
const filesystemCache = (cacheLocation: string) => ({ cache: { type: "filesystem", cacheLocation } });

// The module remembers whether this process compiled from scratch: a fresh copy per test.
let collectGarbage: typeof CollectGarbage;
beforeEach(async () => {
  vi.resetModules();
  collectGarbage = await import("../collect-garbage");
});
afterAll(() => rmSync(cached, { recursive: true, force: true }));

/** An object nothing references once this returns; the ref says whether V8 has collected it. */
function unreferenced(): WeakRef<object> {
  return new WeakRef({ rows: Array.from({ length: 1000 }, (_, i) => ({ i })) });
}
// A WeakRef's target lives at least until the job that made it ends.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("collectBeforeCompile", () => {
  it("counts a stage whose cache folder is missing as compiling from scratch, and one with it as not", () => {
    expect(collectGarbage.compilesFromScratch(filesystemCache(missing))).toBe(true);
    expect(collectGarbage.compilesFromScratch(filesystemCache(cached))).toBe(false);
    expect(collectGarbage.compilesFromScratch({ cache: false })).toBe(true);
  });

  it("collects garbage before a compile from scratch", async () => {
    const ref = unreferenced();
    await nextTask();
    expect(collectGarbage.collectBeforeCompile(filesystemCache(missing))).toBe(true);
    expect(ref.deref()).toBeUndefined();
  });

  it("leaves a compile from webpack's cache alone, and then the post-build steps too", () => {
    expect(collectGarbage.collectBeforeCompile(filesystemCache(cached))).toBe(false);
    expect(collectGarbage.collectAfterCompiles()).toBe(false);
  });
});

describe("collectIfGrown", () => {
  it("collects once the heap has grown by the given bytes since the compile started, and not before", async () => {
    collectGarbage.startCompile();
    expect(collectGarbage.collectIfGrown(64 * 1024 * 1024)).toBe(false);
    const kept = Array.from({ length: 200_000 }, (_, i) => ({ i, text: `row ${i}` }));
    const ref = unreferenced();
    await nextTask();
    expect(collectGarbage.collectIfGrown(1024 * 1024)).toBe(true);
    expect(ref.deref()).toBeUndefined();
    // What is still live counts from the new collection on.
    expect(collectGarbage.collectIfGrown(1024 * 1024)).toBe(false);
    expect(kept.length).toBe(200_000);
  });
});

describe("collectAfterCompiles", () => {
  it("collects before the post-build steps of a build that compiled from scratch", async () => {
    collectGarbage.collectBeforeCompile(filesystemCache(missing));
    const ref = unreferenced();
    await nextTask();
    expect(collectGarbage.collectAfterCompiles()).toBe(true);
    expect(ref.deref()).toBeUndefined();
  });

  it("collects there too after a compile whose cache was on disk but whose heap grew (a stale cache)", () => {
    expect(collectGarbage.collectBeforeCompile(filesystemCache(cached))).toBe(false);
    collectGarbage.startCompile();
    const kept = Array.from({ length: 200_000 }, (_, i) => ({ i }));
    expect(collectGarbage.collectIfGrown(1024 * 1024)).toBe(true);
    expect(collectGarbage.collectAfterCompiles()).toBe(true);
    expect(kept.length).toBe(200_000);
  });
});

describe("CollectWhileBuildingPlugin", () => {
  it("checks the heap after each module of the compiler's own compilation, not a child compiler's", () => {
    const taps: Array<() => void> = [];
    const compilationOf = (compiler: unknown) => ({
      compiler,
      hooks: { succeedModule: { tap: (_: string, fn: () => void) => taps.push(fn) } },
    });
    const compiler = {
      hooks: {
        compilation: {
          tap: (_: string, fn: (compilation: ReturnType<typeof compilationOf>) => void) => {
            fn(compilationOf(compiler));
            fn(compilationOf({ child: true }));
          },
        },
      },
    };
    new collectGarbage.CollectWhileBuildingPlugin().apply(compiler);
    expect(taps).toHaveLength(1);
  });
});
