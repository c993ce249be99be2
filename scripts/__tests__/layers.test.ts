/**
 * The site's code is in three folders named for where it runs (DESIGN.md, "Design
 * decisions" › "Where code runs"): src/common runs anywhere, src/browser in the reader's
 * browser, src/build in Node at build time. A component can import anything under
 * src/common or src/browser safely, and nothing the browser loads can reach build code.
 * The framework tuning has a folder on each side, each entered through its index.ts only:
 * gatsby/tuning (build time, beside src/build) and src/tuning (runtime, beside src/browser).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importGraph, ROOT } from "./import-graph";

type Layer = "common" | "browser" | "build" | "ui" | "tuning-build" | "tuning-runtime" | "other";

/** Browser-bound code: the components, templates, pages, hooks, contexts and MDX runtime. */
const UI =
  /^(src\/(components|templates|pages|hooks|contexts|mdx|api-strings)\/|src\/[a-z-]+-?strings\.ts$|gatsby-browser\.tsx$)/;

/** Each tuning folder's one entry: what the rest of the site may import of it. */
const TUNING_ENTRY = { "tuning-build": "gatsby/tuning/index.ts", "tuning-runtime": "src/tuning/index.ts" } as const;

export function layerOf(file: string): Layer {
  if (file.startsWith("src/common/")) return "common";
  if (file.startsWith("src/browser/")) return "browser";
  if (file.startsWith("src/build/")) return "build";
  if (file.startsWith(TUNING_ENTRY["tuning-build"].replace("index.ts", ""))) return "tuning-build";
  if (file.startsWith(TUNING_ENTRY["tuning-runtime"].replace("index.ts", ""))) return "tuning-runtime";
  if (UI.test(file)) return "ui";
  return "other";
}

/** What each layer may import of the three folders. */
const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  common: ["common"],
  browser: ["common", "browser"],
  build: ["common", "build"],
  ui: ["common", "browser", "ui", "tuning-runtime"],
  "tuning-build": ["common", "build", "tuning-build"],
  "tuning-runtime": ["common", "browser", "tuning-runtime"],
  other: ["common", "browser", "build", "ui", "tuning-build", "tuning-runtime", "other"],
};

/** Whether `from` may import `to` inside a tuning folder: from within it, or only its entry. */
function throughTuningEntry(from: string, to: string): boolean {
  const target = layerOf(to);
  if (target !== "tuning-build" && target !== "tuning-runtime") return true;
  return layerOf(from) === target || to === TUNING_ENTRY[target];
}

/** Imports that break the layering, as "from -> to". */
export function layerViolations(graph: ReadonlyMap<string, readonly string[]>): string[] {
  return [...graph].flatMap(([from, targets]) =>
    targets
      .filter((to) => {
        const target = layerOf(to);
        if (!throughTuningEntry(from, to)) return true;
        return target !== "other" && !MAY_IMPORT[layerOf(from)].includes(target);
      })
      .map((to) => `${from} -> ${to}`),
  );
}

/** The build's own code: what Gatsby runs. It may not lean on scripts/, which only npm scripts run. */
const BUILD_CODE = /^(gatsby\/|src\/|plugins\/|gatsby-[a-z]+\.tsx?$)/;

/** Imports of scripts/ from the build's code (tests included), as "from -> to". */
export function scriptsImports(graph: ReadonlyMap<string, readonly string[]>): string[] {
  return [...graph].flatMap(([from, targets]) =>
    BUILD_CODE.test(from) ? targets.filter((to) => to.startsWith("scripts/")).map((to) => `${from} -> ${to}`) : [],
  );
}

const NODE_IMPORT = /from\s+["'](node:[a-z_/]+|fs|path|child_process)["']/;
const BROWSER_GLOBAL = /\b(window|document|localStorage|sessionStorage|navigator)\s*\./;

describe("where code runs", () => {
  const graph = importGraph();
  const source = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
  const inLayer = (layer: Layer) => [...graph.keys()].filter((file) => layerOf(file) === layer);

  it("keeps every layer to the imports it may make", () => {
    expect(inLayer("common").length).toBeGreaterThan(10);
    expect(inLayer("browser").length).toBeGreaterThan(10);
    expect(inLayer("build").length).toBeGreaterThan(10);
    expect(layerViolations(graph)).toEqual([]);
  });

  it("sees both tuning folders, and holds each to its side and its entry (the check can fail)", () => {
    expect(inLayer("tuning-build").length).toBeGreaterThan(5);
    expect(inLayer("tuning-runtime").length).toBeGreaterThan(3);
    const graph = new Map([
      [
        "gatsby/tuning/scripts-after-first-paint.ts",
        ["src/browser/early-input-script.ts", "src/common/script-json.ts"],
      ],
      ["src/mdx/MdxBody.tsx", ["src/tuning/deferred-body.ts", "src/tuning/index.ts"]],
      ["src/tuning/body-preload.ts", ["src/tuning/deferred-body.ts", "src/components/Link/index.tsx"]],
      ["gatsby-browser.tsx", ["src/tuning/index.ts"]],
    ]);
    expect(layerViolations(graph)).toEqual([
      "gatsby/tuning/scripts-after-first-paint.ts -> src/browser/early-input-script.ts",
      "src/mdx/MdxBody.tsx -> src/tuning/deferred-body.ts",
      "src/tuning/body-preload.ts -> src/components/Link/index.tsx",
    ]);
  });

  it("finds an import across the line (the check can fail)", () => {
    const graph = new Map([
      ["src/components/A.tsx", ["src/build/links.ts", "src/browser/storage.ts"]],
      ["src/common/slug.ts", ["src/browser/storage.ts"]],
      ["src/build/links.ts", ["src/common/slug.ts"]],
    ]);
    expect(layerViolations(graph)).toEqual([
      "src/components/A.tsx -> src/build/links.ts",
      "src/common/slug.ts -> src/browser/storage.ts",
    ]);
  });

  it("keeps scripts/ out of the build: gatsby/, src/ and plugins/ import nothing from it", () => {
    expect(scriptsImports(graph)).toEqual([]);
    // The graph leaves tests out; their imports of scripts/ are found in the text.
    const grep = spawnSync(
      "git",
      ["grep", "-l", "-E", "from [\"'](\\.\\./)+scripts/", "--", "gatsby", "src", "plugins"],
      {
        cwd: ROOT,
        encoding: "utf8",
      },
    );
    expect(grep.stdout.split("\n").filter(Boolean)).toEqual([]);
    const crossing = new Map([["gatsby/build-cache.ts", ["scripts/lib/site-files.mjs", "src/build/site-files.mjs"]]]);
    expect(scriptsImports(crossing)).toEqual(["gatsby/build-cache.ts -> scripts/lib/site-files.mjs"]);
  });

  it("keeps Node out of src/common and src/browser", () => {
    const offenders = [...inLayer("common"), ...inLayer("browser")].filter((file) => NODE_IMPORT.test(source(file)));
    expect(offenders).toEqual([]);
  });

  it("keeps the browser's globals out of src/common", () => {
    expect(inLayer("common").filter((file) => BROWSER_GLOBAL.test(source(file)))).toEqual([]);
  });

  it("loads the TypeScript compiler in no build step (only develop's re-reading of site.ts needs it)", () => {
    const compilerImport = /^\s*import\s+(?!type\b)[^;]*from\s+["']typescript["']/m;
    expect([...graph.keys()].filter((file) => compilerImport.test(source(file)))).toEqual([]);
    expect(compilerImport.test('import ts from "typescript";')).toBe(true);
    expect(compilerImport.test('import type * as TypeScript from "typescript";')).toBe(false);
  });
});
