/**
 * The modules of the site and the plugin import each other without cycles (type-only imports
 * included): a cycle means two modules that cannot be understood, tested or moved apart.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const ROOTS = [
  "src",
  "gatsby",
  "plugins",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "gatsby-node.ts",
  "gatsby-config.ts",
];
const SKIP_DIRS = new Set(["node_modules", "__tests__", "__fixtures__"]);
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["'](\.{1,2}\/[^"']*)["']/gm;
const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx"];

function files(entry: string): string[] {
  if (!statSync(entry).isDirectory()) return /\.(m?[jt]sx?)$/.test(entry) && !entry.endsWith(".d.ts") ? [entry] : [];
  return readdirSync(entry).flatMap((name) => (SKIP_DIRS.has(name) ? [] : files(path.join(entry, name))));
}

function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier.split("?")[0]!);
  const found = EXTENSIONS.map((ext) => base + ext).find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
  return found ?? null;
}

/** Every cycle in the graph, each listed once from its first module in sorted order. */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles = new Map<string, string[]>();
  const visit = (node: string, stack: string[]) => {
    const at = stack.indexOf(node);
    if (at >= 0) {
      const cycle = stack.slice(at);
      const start = cycle.indexOf([...cycle].sort()[0]!);
      const canonical = [...cycle.slice(start), ...cycle.slice(0, start)];
      cycles.set(canonical.join(" -> "), canonical);
      return;
    }
    if (stack.length > 0 && done.has(node)) return;
    for (const next of graph.get(node) ?? []) visit(next, [...stack, node]);
    done.add(node);
  };
  const done = new Set<string>();
  for (const node of graph.keys()) visit(node, []);
  return [...cycles.values()];
}

describe("the import graph", () => {
  it("has no cycle", () => {
    const graph = new Map<string, string[]>();
    for (const file of ROOTS.flatMap((entry) => files(path.join(ROOT, entry)))) {
      const text = readFileSync(file, "utf8");
      const targets = [...text.matchAll(RELATIVE_IMPORT)]
        .map(([, specifier]) => resolve(file, specifier!))
        .filter((target): target is string => target !== null);
      graph.set(
        path.relative(ROOT, file),
        targets.map((t) => path.relative(ROOT, t)),
      );
    }
    expect(graph.size).toBeGreaterThan(50);
    expect(findCycles(graph).map((cycle) => cycle.join(" -> "))).toEqual([]);
  });

  it("finds a cycle when there is one (the check can fail)", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["a.ts"]],
    ]);
    expect(findCycles(graph)).toEqual([["a.ts", "b.ts", "c.ts"]]);
  });
});
