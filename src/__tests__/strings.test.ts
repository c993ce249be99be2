/**
 * Every key of the string modules is shown somewhere: a key that no component, template or
 * hook reads (`strings.key`) is dead weight, and strings.ts ships in every page's first load.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { apiInfoStrings } from "../api-strings/info";
import { operationStrings } from "../api-strings/operation";
import { schemaStrings } from "../api-strings/schema";
import { schemaTreeStrings } from "../api-strings/schema-tree";
import { consoleStrings } from "../console-strings";
import { strings } from "../strings";

const SRC = path.resolve(__dirname, "..");

/** The site's own source: every .ts and .tsx file under src/, without tests and generated types. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "__tests__" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

const source = sourceFiles(SRC)
  .map((file) => readFileSync(file, "utf8"))
  .join("\n");

/** Keys of a strings object that no source file reads as `<name>.<key>`. */
function unusedKeys(name: string, keys: readonly string[], code: string): string[] {
  return keys.filter((key) => !new RegExp(`\\b${name}\\.${key}\\b`).test(code));
}

describe("UI strings", () => {
  it.each([
    ["strings", "src/strings.ts", strings],
    ["operationStrings", "src/api-strings/operation.ts", operationStrings],
    ["schemaStrings", "src/api-strings/schema.ts", schemaStrings],
    ["apiInfoStrings", "src/api-strings/info.ts", apiInfoStrings],
    ["schemaTreeStrings", "src/api-strings/schema-tree.ts", schemaTreeStrings],
    ["consoleStrings", "src/console-strings.ts", consoleStrings],
  ] as const)("%s: every key in %s is used by the site", (name, file, module) => {
    expect(unusedKeys(name, Object.keys(module), source), `unused keys in ${file}: delete them or use them`).toEqual(
      [],
    );
  });

  it("finds a key nothing reads", () => {
    expect(unusedKeys("strings", ["copy", "neverShown"], "strings.copy; strings.copyCode")).toEqual(["neverShown"]);
    expect(unusedKeys("strings", ["copy"], "strings.copyCode")).toEqual(["copy"]);
  });
});
