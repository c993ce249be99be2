/**
 * The site config has two sides (DESIGN.md, "Where code runs"): src/config holds what
 * components read (the typed config object, its schema and types, the config file itself);
 * src/build/config holds what runs in Node (finding, reading and validating the file, the
 * develop reload). No module a page bundle can reach may lead to the Node side or to Node's
 * own modules, directly or through another module.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importGraph, ROOT } from "./import-graph";

/** What the browser bundles start from: components, templates, pages and the browser-side code. */
const BUNDLED = /^src\/(components|templates|browser|pages)\//;
const NODE_SIDE = "src/build/config/";
const NODE_IMPORT = /from\s+["'](node:[a-z_/]+|fs|path|child_process|module)["']/;

/** Every path from a bundled module to a module `isBad` accepts, as "a -> b -> c". */
export function pathsInto(graph: ReadonlyMap<string, readonly string[]>, isBad: (file: string) => boolean): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const walk = (file: string, trail: readonly string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (isBad(file)) {
      found.push([...trail, file].join(" -> "));
      return;
    }
    for (const next of graph.get(file) ?? []) walk(next, [...trail, file]);
  };
  for (const file of [...graph.keys()].filter((f) => BUNDLED.test(f)).sort()) walk(file, []);
  return found;
}

describe("the site config's two sides", () => {
  const graph = importGraph();
  const source = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

  it("keeps the Node side out of everything a page bundle can reach", () => {
    expect([...graph.keys()].filter((f) => BUNDLED.test(f)).length).toBeGreaterThan(50);
    expect([...graph.keys()].filter((f) => f.startsWith(NODE_SIDE)).length).toBeGreaterThan(3);
    expect(pathsInto(graph, (file) => file.startsWith(NODE_SIDE))).toEqual([]);
  });

  it("keeps Node's own modules out of everything a page bundle can reach", () => {
    expect(pathsInto(graph, (file) => !file.startsWith("src/build/") && NODE_IMPORT.test(source(file)))).toEqual([]);
  });

  it("finds a Node-side import through another module (the check can fail)", () => {
    const graph = new Map([
      ["src/components/Footer/index.tsx", ["src/config/index.ts"]],
      ["src/config/index.ts", ["src/build/config/load.ts"]],
      ["src/build/config/load.ts", []],
      ["src/templates/doc.tsx", ["src/common/slug.ts"]],
      ["src/common/slug.ts", []],
    ]);
    expect(pathsInto(graph, (file) => file.startsWith(NODE_SIDE))).toEqual([
      "src/components/Footer/index.tsx -> src/config/index.ts -> src/build/config/load.ts",
    ]);
  });
});
