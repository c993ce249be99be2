import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DigestCache, digestOf } from "../digest-cache";

const freshDir = () => mkdtempSync(path.join(os.tmpdir(), "digest-cache-"));
const onlyEntry = (dir: string, step: string) => path.join(dir, step, readdirSync(path.join(dir, step))[0]!);

describe("digestOf", () => {
  it("tells parts apart by their boundaries", () => {
    expect(digestOf("ab", "c")).not.toBe(digestOf("a", "bc"));
    expect(digestOf("a", "b")).toBe(digestOf("a", "b"));
  });
});

describe("DigestCache", () => {
  it("reuses an unchanged input's value, also in a later build", async () => {
    const dir = freshDir();
    let runs = 0;
    const compute = () => {
      runs++;
      return { text: "drawn" };
    };
    expect(await new DigestCache(dir).json("cards", "Quickstart", compute)).toEqual({ text: "drawn" });
    const later = new DigestCache(dir);
    expect(await later.json("cards", "Quickstart", compute)).toEqual({ text: "drawn" });
    expect(runs).toBe(1);
    expect(later.stats("cards")).toEqual({ hits: 1, misses: 0 });
  });

  it("recomputes when the input changed", async () => {
    const dir = freshDir();
    await new DigestCache(dir).bytes("cards", "Quickstart", () => Buffer.from("old"));
    const later = new DigestCache(dir);
    expect((await later.bytes("cards", "Quickstart, edited", () => Buffer.from("new"))).toString()).toBe("new");
    expect(later.stats("cards")).toEqual({ hits: 0, misses: 1 });
  });

  it("recomputes when the code version changed", async () => {
    const dir = freshDir();
    await new DigestCache(dir, "v1").bytes("cards", "Quickstart", () => Buffer.from("old"));
    const value = await new DigestCache(dir, "v2").bytes("cards", "Quickstart", () => Buffer.from("new"));
    expect(value.toString()).toBe("new");
  });

  it("recomputes a corrupt entry instead of using it, and repairs it", async () => {
    const dir = freshDir();
    await new DigestCache(dir).bytes("cards", "Quickstart", () => Buffer.from("a whole PNG"));
    const entry = onlyEntry(dir, "cards");
    writeFileSync(entry, readFileSync(entry).subarray(0, 40)); // truncated mid-write
    const later = new DigestCache(dir);
    expect((await later.bytes("cards", "Quickstart", () => Buffer.from("redrawn"))).toString()).toBe("redrawn");
    expect(later.stats("cards")).toEqual({ hits: 0, misses: 1 });
    expect((await new DigestCache(dir).bytes("cards", "Quickstart", () => Buffer.from("x"))).toString()).toBe(
      "redrawn",
    );
  });

  it("recomputes a missing entry", async () => {
    const dir = freshDir();
    const cache = new DigestCache(dir);
    await cache.json("index", "pages", () => [1]);
    writeFileSync(onlyEntry(dir, "index"), "");
    expect(await new DigestCache(dir).json("index", "pages", () => [2])).toEqual([2]);
  });

  it("prunes the entries this build did not use, in the steps it ran", async () => {
    const dir = freshDir();
    const first = new DigestCache(dir);
    await first.json("cards", "old page", () => 1);
    await first.json("index", "kept: step not run", () => 2);
    const second = new DigestCache(dir);
    await second.json("cards", "new page", () => 3);
    expect(second.prune()).toBe(1);
    expect(readdirSync(path.join(dir, "cards"))).toHaveLength(1);
    expect(readdirSync(path.join(dir, "index"))).toHaveLength(1);
  });

  it("refuses a step name that is not a plain folder name", async () => {
    await expect(new DigestCache(freshDir()).json("../x", "k", () => 1)).rejects.toThrow(/kebab-case/);
  });
});
