/**
 * One spelling, American, as the API spells `labeling` (`labelingStatus`): the docs, the archived
 * docs, the release notes, the standalone pages, the API description and the UI strings. Enum
 * values keep the API's own spelling (`JOB_STATUS_CANCELLED`), and in the UI string modules only
 * the strings are checked, not the names of their keys.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_DIR, contentFiles } from "./helpers/content-files";

const ROOT = path.resolve(CONTENT_DIR, "..");

/** British spellings that have crept in before, with the American form to write instead. */
export const BRITISH: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b\w*abell(ing|ed)\b/gi, "labeling, labeled"],
  [/\bcentres?\b/gi, "center"],
  [
    /\b(summari|organi|normali|recogni|authori|speciali|initiali|customi|optimi|prioriti|visuali)s(e|es|ed|ing|ation)\b/gi,
    "-ize, -ization",
  ],
  [/\bbehaviours?\b/gi, "behavior"],
  [/\bcolours?\b/gi, "color"],
  [/\bcatalogues?\b/gi, "catalog"],
  [/\bjudgements?\b/gi, "judgment"],
  [/\bcancell(ed|ing)\b/g, "canceled, canceling"],
  [/\btowards\b/gi, "toward"],
  [/\bfavours?\b/gi, "favor"],
  [/\blicence\b/gi, "license"],
  [/\bartefacts?\b/gi, "artifact"],
];

const FILES = [
  ...contentFiles(CONTENT_DIR),
  path.join(ROOT, "openapi/autoeval-api-v2.yaml"),
  path.join(ROOT, "src/strings.ts"),
  path.join(ROOT, "src/console-strings.ts"),
  ...contentFiles(path.join(ROOT, "src/api-strings"), /\.ts$/),
];

export function britishSpellings(text: string): string[] {
  return text
    .split("\n")
    .flatMap((line, i) =>
      BRITISH.flatMap(([pattern, american]) =>
        [...line.matchAll(pattern)].map((m) => `line ${i + 1}: "${m[0]}" (write ${american})`),
      ),
    );
}

/** The text a reader sees: a content file whole, a string module's string literals only. */
function readerText(file: string): string {
  const source = readFileSync(file, "utf8");
  if (!file.endsWith(".ts")) return source;
  return source
    .split("\n")
    .map((line) => [...line.matchAll(/"([^"\\]|\\.)*"|`[^`]*`/g)].map((m) => m[0]).join(" "))
    .join("\n");
}

describe("one spelling", () => {
  it.each(FILES.map((file) => [path.relative(ROOT, file), file]))("%s is written in American English", (_, file) => {
    expect(britishSpellings(readerText(file))).toEqual([]);
  });

  it("finds a British spelling when one is there (so the checks above can fail)", () => {
    expect(
      britishSpellings("Labels from the help-centre.\nThe labelling job was cancelled.\nJOB_STATUS_CANCELLED"),
    ).toEqual([
      'line 1: "centre" (write center)',
      'line 2: "labelling" (write labeling, labeled)',
      'line 2: "cancelled" (write canceled, canceling)',
    ]);
  });
});
