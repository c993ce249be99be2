import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { addMdxCompileMemo, MDX_COMPILE_MEMO } from "../mdx-compile-memo";

const require = createRequire(import.meta.url);
// webpack's own loader runner: pitch and normal steps in webpack's order.
const { runLoaders } = require("loader-runner") as {
  runLoaders: (
    options: { resource: string; loaders: string[] },
    callback: (error: Error | null, result: { result?: Array<string | Buffer>; fileDependencies: string[] }) => void,
  ) => void;
};
const { waiting } = require("../loaders/mdx-compile-memo.cjs") as { waiting: () => number };

const folder = mkdtempSync(path.join(os.tmpdir(), "autoeval-mdx-memo-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// Stands in for gatsby-plugin-mdx's loader; loader-runner loads it into this process, so it
// counts its compiles per file on the global object.
const compiler = path.join(folder, "fake-mdx-loader.cjs");
writeFileSync(
  compiler,
  `module.exports = function (source) {
  const counts = (globalThis.mdxCompiles ??= {});
  counts[this.resourcePath] = (counts[this.resourcePath] ?? 0) + 1;
  return "/* compiled */ " + source;
};`,
);
const compiles = (file: string): number =>
  (globalThis as { mdxCompiles?: Record<string, number> }).mdxCompiles?.[file] ?? 0;

/**
 * One bundle's compile of `file`, the memo loader in front of the MDX loader as in the build:
 * the module's text, and the files webpack's cache would watch for it.
 */
function compileWithDependencies(file: string): Promise<{ output: string; dependencies: string[] }> {
  return new Promise((resolve, reject) =>
    runLoaders({ resource: file, loaders: [MDX_COMPILE_MEMO, compiler] }, (error, { result, fileDependencies }) =>
      error ? reject(error) : resolve({ output: String(result?.[0]), dependencies: fileDependencies }),
    ),
  );
}

const compile = async (file: string): Promise<string> => (await compileWithDependencies(file)).output;

describe("the MDX compile memo loader", () => {
  it("compiles a file once for the two bundles, and hands the second the first's output", async () => {
    const file = path.join(folder, "quickstart.mdx");
    writeFileSync(file, "# Quickstart\n");
    const first = await compile(file);
    const second = await compile(file);
    expect(first).toBe("/* compiled */ # Quickstart\n");
    expect(second).toBe(first);
    expect(compiles(file)).toBe(1);
    expect(waiting()).toBe(0);
  });

  it("has both compiles depend on the file, so webpack's cache notices its next edit", async () => {
    const file = path.join(folder, "workbooks.mdx");
    writeFileSync(file, "# Workbooks\n");
    const first = await compileWithDependencies(file);
    const second = await compileWithDependencies(file);
    expect(compiles(file)).toBe(1);
    expect(first.dependencies).toContain(file);
    expect(second.dependencies).toContain(file);
  });

  it("compiles a file edited between the two compiles again", async () => {
    const file = path.join(folder, "edited.mdx");
    writeFileSync(file, "# Before\n");
    await compile(file);
    writeFileSync(file, "# After\n");
    expect(await compile(file)).toBe("/* compiled */ # After\n");
    expect(compiles(file)).toBe(2);
  });
});

describe("addMdxCompileMemo", () => {
  const mdxLoader = "/node_modules/gatsby-plugin-mdx/dist/gatsby-mdx-loader.js";
  const mdxRule = () => ({ test: /\.mdx?$/, use: () => ["babel-loader", { loader: mdxLoader, options: {} }] });

  it("runs just before gatsby-plugin-mdx's MDX loader (loaders run last to first)", () => {
    const rule = mdxRule();
    expect(addMdxCompileMemo([{ test: /\.js$/ }, rule])).toBe(true);
    expect((rule.use as (info: unknown) => unknown[])({})).toEqual([
      "babel-loader",
      MDX_COMPILE_MEMO,
      { loader: mdxLoader, options: {} },
    ]);
    expect(path.isAbsolute(MDX_COMPILE_MEMO)).toBe(true);
  });

  it("reports a config without gatsby-plugin-mdx's MDX rule", () => {
    expect(addMdxCompileMemo([{ test: /\.js$/ }])).toBe(false);
  });

  it("stops when the MDX rule has no MDX loader", () => {
    const rule = { test: /\.mdx?$/, use: () => ["babel-loader"] };
    addMdxCompileMemo([rule]);
    expect(() => rule.use()).toThrow(/MDX loader was not found/);
  });
});
