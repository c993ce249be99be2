/**
 * Every package the code imports is declared in package.json, so the project never depends
 * on a package that only happens to be installed as another's dependency (hoisting).
 */
import { builtinModules } from "node:module";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const SOURCES = ["src", "gatsby", "plugins", "scripts", "e2e"];
const ROOT_FILES = [
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "playwright.config.ts",
  "vitest.config.ts",
  "eslint.config.mjs",
];
const SKIP_DIRS = new Set(["node_modules", "public", ".cache", "__fixtures__", "fixture-site"]);
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)["']([^"'./][^"']*)["']/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return SKIP_DIRS.has(name) ? [] : sourceFiles(full);
    return /\.(m?[jt]sx?)$/.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The packages a source text imports (bare specifiers only; relative and `node:` ones skipped). */
function importedPackages(text: string): string[] {
  return [...text.matchAll(IMPORT)]
    .map(([, specifier]) => specifier!)
    .filter((specifier) => !specifier.startsWith("node:"))
    .map(packageName);
}

function packageName(specifier: string): string {
  const [first, second] = specifier.split("/");
  return first!.startsWith("@") ? `${first}/${second}` : first!;
}

function declared(manifest: string): Set<string> {
  const json = JSON.parse(readFileSync(manifest, "utf8")) as Record<string, Record<string, string> | undefined>;
  return new Set([
    ...Object.keys(json.dependencies ?? {}),
    ...Object.keys(json.devDependencies ?? {}),
    ...Object.keys(json.peerDependencies ?? {}),
  ]);
}

describe("imported packages", () => {
  it("are all declared in package.json", () => {
    const known = new Set([...declared(path.join(ROOT, "package.json")), ...builtinModules]);
    const files = [
      ...SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir))),
      ...ROOT_FILES.map((f) => path.join(ROOT, f)),
    ];
    const missing = new Set<string>();
    // This file's own examples are text, not imports.
    for (const file of files.filter((f) => f !== __filename)) {
      for (const name of importedPackages(readFileSync(file, "utf8"))) {
        // The local plugin is resolved by Gatsby from plugins/, not from node_modules, and
        // gatsby-runtime-loader is a webpack alias for Gatsby's own loader (gatsby/webpack.ts).
        if (name === "gatsby-source-openapi" || name === "gatsby-runtime-loader" || known.has(name)) continue;
        missing.add(`${name} (${path.relative(ROOT, file)})`);
      }
    }
    expect([...missing].sort()).toEqual([]);
  });

  it("reads every kind of bare import, and only those", () => {
    const text = [
      'import x from "gray-matter";',
      'import { a } from "@docsearch/css/dist/style.css";',
      'const m = await import("node-html-parser");',
      'const r = require("lodash/fp");',
      'import "nprogress/nprogress.css";',
      'import y from "./local";',
      'import z from "node:fs";',
    ].join("\n");
    expect(importedPackages(text)).toEqual([
      "gray-matter",
      "@docsearch/css",
      "node-html-parser",
      "lodash",
      "nprogress",
    ]);
  });
});
