/**
 * The modules of the site and the plugin import each other without cycles (type-only imports
 * included): a cycle means two modules that cannot be understood, tested or moved apart. And
 * the site and the OpenAPI source plugin do not import each other: the plugin imports only
 * itself and openapi-contract/, the site reaches the plugin only through its public entry (model.ts),
 * and openapi-contract/ (what both need: API slugs, schema trees and their labels) imports neither.
 * Tests are left out of the graph: a test may check both together.
 */
import { describe, expect, it } from "vitest";
import { importGraph } from "./import-graph";

const PLUGIN = "plugins/gatsby-source-openapi/";
const SHARED = "openapi-contract/";

/** The plugin's public entry (its options, its loaded model, the model's types): the site may import it. */
const PLUGIN_ENTRY = "plugins/gatsby-source-openapi/model.ts";

type Side = "site" | "plugin" | "shared";

/** Which side of the line a module is on: the plugin, openapi-contract/, or the site (everything else). */
function side(file: string): Side {
  if (file.startsWith(PLUGIN)) return "plugin";
  if (file.startsWith(SHARED)) return "shared";
  return "site";
}

/** Whether a module on one side may import one on the other: downward into openapi-contract/, or the site into the plugin's entry. */
function allowed(from: Side, to: string): boolean {
  const target = side(to);
  if (from === target || target === "shared") return true;
  return from === "site" && to === PLUGIN_ENTRY;
}

/** Imports across the line, as "from -> to", each once, sorted. */
export function crossings(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const found = [...graph].flatMap(([from, targets]) =>
    targets.filter((to) => !allowed(side(from), to)).map((to) => `${from} -> ${to}`),
  );
  return [...new Set(found)].sort();
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
  const graph = importGraph();

  it("has no cycle", () => {
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

  it("has no import between the site and the OpenAPI plugin's internals, in either direction", () => {
    expect(crossings(graph)).toEqual([]);
  });

  it("finds a crossing in either direction (the check can fail)", () => {
    const crossing = new Map([
      ["src/common/a.ts", ["plugins/gatsby-source-openapi/src/b.ts", "src/common/c.ts"]],
      ["plugins/gatsby-source-openapi/src/b.ts", ["src/common/c.ts"]],
      ["gatsby/d.ts", ["src/common/a.ts", "plugins/gatsby-source-openapi/src/b.ts"]],
    ]);
    // gatsby/ is the site too: its node APIs reach the plugin through model.ts only.
    expect(crossings(crossing)).toEqual([
      "gatsby/d.ts -> plugins/gatsby-source-openapi/src/b.ts",
      "plugins/gatsby-source-openapi/src/b.ts -> src/common/c.ts",
      "src/common/a.ts -> plugins/gatsby-source-openapi/src/b.ts",
    ]);
  });

  it("lets the site import the plugin's public entry, and only that", () => {
    const graph = new Map([
      ["src/common/a.ts", ["plugins/gatsby-source-openapi/model.ts", "plugins/gatsby-source-openapi/src/load.ts"]],
      ["gatsby/b.ts", ["plugins/gatsby-source-openapi/src/normalize.ts"]],
    ]);
    expect(crossings(graph)).toEqual([
      "gatsby/b.ts -> plugins/gatsby-source-openapi/src/normalize.ts",
      "src/common/a.ts -> plugins/gatsby-source-openapi/src/load.ts",
    ]);
  });

  it("lets both sides import openapi-contract/, and openapi-contract/ neither of them", () => {
    const graph = new Map([
      ["plugins/gatsby-source-openapi/src/slugs.ts", ["openapi-contract/api-slug.ts", "gatsby/c.ts"]],
      ["src/common/a.ts", ["openapi-contract/schema-label.ts"]],
      ["openapi-contract/schema-label.ts", ["src/common/slug.ts", "plugins/gatsby-source-openapi/model.ts"]],
    ]);
    expect(crossings(graph)).toEqual([
      "openapi-contract/schema-label.ts -> plugins/gatsby-source-openapi/model.ts",
      "openapi-contract/schema-label.ts -> src/common/slug.ts",
      "plugins/gatsby-source-openapi/src/slugs.ts -> gatsby/c.ts",
    ]);
  });
});
