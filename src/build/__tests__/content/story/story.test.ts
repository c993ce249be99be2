/**
 * The example story holds together across the docs (MDX) and the API description: one id,
 * one object, with the same facts everywhere (src/build/__tests__/content/story/registry.ts), and the examples
 * mean what they say: views and listings honour their requests, times run in causal order,
 * statuses match timestamps, counts agree, and nothing in use is archived (src/build/__tests__/content/story/rules/).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTENT_DIR, contentFiles } from "../helpers/content-files";
import { idProblems, objectProblems } from "./check";
import { shownInMdx, shownInOpenApi, type Shown } from "./collect";
import { PREFIX_KIND, STORY } from "./registry";
import { runSizeProblems, sameRowScoreProblems, scoreCountProblems } from "./rules/counts";
import { jobStatusProblems } from "./rules/jobs";
import { listingProblems, summaryProblems } from "./rules/listings";
import { causalProblems, shownCausalProblems, shownTimeProblems } from "./rules/times";
import { archiveProblems } from "./rules/usage";
import { viewProblems } from "./rules/views";

const ROOT = path.resolve(CONTENT_DIR, "..");
const DESCRIPTION = path.join(ROOT, "openapi/autoeval-api-v2.yaml");
const DOCS = contentFiles(path.join(CONTENT_DIR, "docs"));
const rel = (file: string) => path.relative(ROOT, file);

/** Everything the docs and the description show, read once for all the rules. */
let shown: Shown[] = [];
const byFile = new Map<string, Shown[]>();

beforeAll(async () => {
  byFile.set(rel(DESCRIPTION), shownInOpenApi(readFileSync(DESCRIPTION, "utf8"), rel(DESCRIPTION)));
  for (const file of DOCS) byFile.set(rel(file), await shownInMdx(readFileSync(file, "utf8"), rel(file)));
  shown = [...byFile.values()].flat();
}, 120_000);

const each = (rule: (s: Shown) => string[]) => () => expect(shown.flatMap((s) => rule(s))).toEqual([]);

describe("the story registry", () => {
  it("registers every id under the kind its prefix says", () => {
    const problems = Object.entries(STORY)
      .filter(([id]) => /^[a-z]+_/.test(id))
      .filter(([id, entry]) => PREFIX_KIND[id.split("_")[0]!] !== entry.kind)
      .map(([id, entry]) => `${id}: ${entry.kind}`);
    expect(problems).toEqual([]);
  });
});

describe("the example story", () => {
  it("the API description's examples agree with the registry", () => {
    const source = readFileSync(DESCRIPTION, "utf8");
    const found = byFile.get(rel(DESCRIPTION))!;
    expect(found.length).toBeGreaterThan(200);
    expect([...idProblems(source, rel(DESCRIPTION)), ...found.flatMap((s) => objectProblems(s))]).toEqual([]);
  });

  it.each(DOCS.map((file) => [rel(file), file]))("%s agrees with the registry", (relative, file) => {
    const source = readFileSync(file, "utf8");
    expect([...idProblems(source, relative), ...byFile.get(relative)!.flatMap((s) => objectProblems(s))]).toEqual([]);
  });

  it(
    "a dataset view's rows satisfy its filters and its order, and an unfiltered view starts at row 1",
    each(viewProblems),
  );
  it("a listing's items and totalCount match its request and what the story created", each(listingProblems));
  it("a project summary shows one result per run of its period", each(summaryProblems));
  it("times run in causal order: nothing is used before it exists, loads or is labeled", () => {
    // In the registry, in what the pages show, and inside each shown object.
    expect([...causalProblems(), ...shownCausalProblems(shown), ...shown.flatMap((s) => shownTimeProblems(s))]).toEqual(
      [],
    );
  });
  it("a job's or a dataset's status matches its timestamps and contents", each(jobStatusProblems));
  it("counts agree: one score per row and metric asked for, a run counts its dataset's rows, one row keeps one score", () => {
    expect([
      ...shown.flatMap((s) => scoreCountProblems(s)),
      ...runSizeProblems(),
      ...sameRowScoreProblems(shown),
    ]).toEqual([]);
  });
  it("nothing the story still uses is archived", each(archiveProblems));
});
