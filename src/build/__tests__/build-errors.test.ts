import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BUILD_ERROR } from "../build-errors";

const SOURCE_DIRS = ["gatsby", "plugins", "src"];

/** Every source file of the build, tests and generated types left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      return name === "__tests__" || name === "node_modules" ? [] : sourceFiles(file);
    }
    return /\.(ts|tsx|cjs|mjs)$/.test(name) && !name.endsWith(".d.ts") ? [file] : [];
  });
}

const files = SOURCE_DIRS.flatMap(sourceFiles);
const literalIds = files.flatMap((file) =>
  [...readFileSync(file, "utf8").matchAll(/\bid: "(docs-\d+)"/g)].map((m) => ({ file, id: m[1] })),
);
const usedKinds = new Set(
  files.flatMap((file) => [...readFileSync(file, "utf8").matchAll(/\bBUILD_ERROR\.(\w+)/g)].map((m) => m[1])),
);

describe("build error ids", () => {
  it("are one per kind of error", () => {
    const ids = Object.values(BUILD_ERROR);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("are all declared in src/build/build-errors.ts, literal ones included", () => {
    const declared = new Set<string>(Object.values(BUILD_ERROR));
    expect(literalIds.filter(({ id }) => !declared.has(id!))).toEqual([]);
  });

  it("are each used by the check of their kind", () => {
    const literal = new Set(literalIds.map(({ id }) => id));
    const unused = Object.entries(BUILD_ERROR).filter(([kind, id]) => !usedKinds.has(kind) && !literal.has(id));
    expect(unused).toEqual([]);
  });

  it("each stand in DESIGN.md's table, so a maintainer who searches for one finds what it means", () => {
    const design = readFileSync("DESIGN.md", "utf8");
    expect(Object.values(BUILD_ERROR).filter((id) => !design.includes(`\`${id}\``))).toEqual([]);
  });
});
