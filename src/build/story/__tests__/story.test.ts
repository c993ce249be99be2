/**
 * The example story holds together across the docs (MDX) and the API description: one id,
 * one object, with the same facts everywhere (src/build/story/registry.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_DIR, contentFiles } from "../../__tests__/content/helpers/content-files";
import { idProblems, objectProblems } from "../check";
import { shownInMdx, shownInOpenApi } from "../collect";
import { PREFIX_KIND, STORY } from "../registry";

const ROOT = path.resolve(CONTENT_DIR, "..");
const DESCRIPTION = path.join(ROOT, "openapi/autoeval-api-v2.yaml");
const DOCS = contentFiles(path.join(CONTENT_DIR, "docs"));
const rel = (file: string) => path.relative(ROOT, file);

describe("the story registry", () => {
  it("registers every id under the kind its prefix says", () => {
    const problems = Object.entries(STORY)
      .filter(([id]) => !/^\d+$/.test(id))
      .filter(([id, entry]) => PREFIX_KIND[id.split("_")[0]!] !== entry.kind)
      .map(([id, entry]) => `${id}: ${entry.kind}`);
    expect(problems).toEqual([]);
  });
});

describe("the example story", () => {
  it("the API description's examples agree with the registry", () => {
    const source = readFileSync(DESCRIPTION, "utf8");
    const shown = shownInOpenApi(source, rel(DESCRIPTION));
    expect(shown.length).toBeGreaterThan(200);
    expect([...idProblems(source, rel(DESCRIPTION)), ...shown.flatMap((s) => objectProblems(s))]).toEqual([]);
  });

  it.each(DOCS.map((file) => [rel(file), file]))("%s agrees with the registry", async (relative, file) => {
    const source = readFileSync(file, "utf8");
    const shown = await shownInMdx(source, relative);
    expect([...idProblems(source, relative), ...shown.flatMap((s) => objectProblems(s))]).toEqual([]);
  });

  it("catches one id naming two objects (so the checks above can fail)", async () => {
    const page = [
      '<ApiExample operation="evaluate-run" body={{ metrics: [], input: [], output: [], groundTruth: [] }} />',
      "",
      '```json title="Response"',
      '{ "runId": "run_9d4a7e3c58", "metricScores": [] }',
      "```",
      "",
      "```json",
      '{ "dataset": { "id": "ds_5b81d0e6a7", "numRows": 4, "initializationStatus": "JOB_STATUS_COMPLETED" } }',
      "```",
      "",
      "```json",
      '{ "promptTemplate": { "id": "pt_58c1e3a9d7", "template": "Another text" }, "datasetId": "run_9d4a7e3c58" }',
      "```",
      "",
      "Our run `run_0000000000` is new.",
    ].join("\n");
    const shown = await shownInMdx(page, "fake.mdx");
    const problems = [...idProblems(page, "fake.mdx"), ...shown.flatMap((s) => objectProblems(s))].join("\n");
    expect(problems).toContain("fake.mdx: run_0000000000 is not in the story registry");
    expect(problems).toContain("run_9d4a7e3c58 is returned by evaluate-run, but that run was made by evaluate-dataset");
    expect(problems).toContain("ds_5b81d0e6a7 (dataset) has numRows 4, the story says 1250");
    expect(problems).toContain('pt_58c1e3a9d7 (prompt template) has template "Another text"');
    expect(problems).toContain("datasetId: run_9d4a7e3c58 is a evaluation run, not a dataset");
  });

  it("reads a dataset's size only once it has loaded", async () => {
    const shown = await shownInMdx(
      '```json\n{ "dataset": { "id": "ds_5b81d0e6a7", "numRows": 0, "initializationStatus": "JOB_STATUS_QUEUED" } }\n```',
      "fake.mdx",
    );
    expect(shown.flatMap((s) => objectProblems(s))).toEqual([]);
  });
});
