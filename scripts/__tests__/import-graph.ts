/**
 * The import graph of the site's and the plugins' modules (tests left out), for the tests of
 * the repository's shape: import-cycles.test.ts and layers.test.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "../..");
const ROOTS = [
  "src",
  "gatsby",
  "plugins",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "gatsby-node.ts",
  "gatsby-config.ts",
  "openapi-contract",
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

/** Every import between the modules, as paths relative to the project root. */
export function importGraph(): Map<string, string[]> {
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
  return graph;
}
