import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildShards, writeShards } from "../shard-index.mjs";
import type { SearchRecord } from "../../../common/search/types";

const record = (path: string, title: string, content: string): SearchRecord => ({
  id: `${path}#0`,
  url: path,
  type: "lvl1",
  hierarchy: { lvl0: "Documentation", lvl1: title, lvl2: null, lvl3: null },
  content,
});

const site = (content: string) => buildShards([record("/quickstart/", "Quickstart", content)]);

describe("writeShards", () => {
  it("writes nothing but the manifest when the index is unchanged, and keeps one folder", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "write-shards-"));
    const manifest = path.join(root, "search-index.json");
    const first = site("Send your first evaluation.");
    const bytes = writeShards(manifest, first);
    const folder = path.join(root, "search-index", first.manifest.hash);
    const aFile = path.join(folder, [...first.files.keys()][0]!);
    const written = statSync(aFile).mtimeMs;

    expect(writeShards(manifest, site("Send your first evaluation."))).toBe(bytes);
    expect(statSync(aFile).mtimeMs).toBe(written);

    const second = site("Send your first evaluation, then read its scores.");
    writeShards(manifest, second);
    expect(readdirSync(path.join(root, "search-index"))).toEqual([second.manifest.hash]);
    expect(JSON.parse(readFileSync(manifest, "utf8"))).toEqual(second.manifest);
    for (const [name, text] of second.files) {
      expect(readFileSync(path.join(root, "search-index", second.manifest.hash, name), "utf8")).toBe(text);
    }
  });

  it("does not take a half-written folder of a stopped build for a complete one", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "write-shards-"));
    const built = site("Send your first evaluation.");
    const partial = path.join(root, "search-index", `${built.manifest.hash}.4242.partial`);
    mkdirSync(partial, { recursive: true });
    writeFileSync(path.join(partial, "half.json"), "[");
    writeShards(path.join(root, "search-index.json"), built);
    expect(readdirSync(path.join(root, "search-index"))).toEqual([built.manifest.hash]);
    expect(readdirSync(path.join(root, "search-index", built.manifest.hash)).length).toBeGreaterThan(0);
  });
});
