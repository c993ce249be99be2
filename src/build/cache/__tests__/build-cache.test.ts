import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { codeVersion } from "../build-cache";

describe("the build cache's version (build-cache.ts)", () => {
  it("reads the folder the installed Gatsby compiles gatsby-config and gatsby-node into", () => {
    // Were Gatsby to compile elsewhere, the version would follow the lockfile alone, and cached
    // steps would outlive a change to our code without a word.
    const compile = readFileSync(
      createRequire(import.meta.url).resolve("gatsby/dist/utils/parcel/compile-gatsby-files.js"),
      "utf8",
    );
    expect(compile).toContain("const COMPILED_CACHE_DIR = `.cache/compiled`;");
  });

  it("changes with the compiled code", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "build-cache-"));
    mkdirSync(path.join(root, ".cache", "compiled"), { recursive: true });
    writeFileSync(path.join(root, ".cache", "compiled", "gatsby-node.js"), "a");
    const before = codeVersion(root);
    writeFileSync(path.join(root, ".cache", "compiled", "gatsby-node.js"), "b");
    expect(codeVersion(root)).not.toBe(before);
  });
});
