/**
 * Checks that the example story holds together: every story id is registered under the kind
 * its prefix says, every object that shows a registered id shows that object's facts (a row its
 * cells, a run its aggregate scores, a job its configuration), every reference field points at
 * an object of the right kind, a dataset view's column count is its dataset's, and a runId
 * returned by an operation names a run that operation made. The rules about the story's
 * meaning (views, listings, times, jobs, counts) are in `rules/`.
 */
import { objectsIn, type Shown } from "./collect";
import { entryOf, LOADING_FIELDS, PREFIX_KIND, REFERENCE_FIELDS, STORY, type StoryObject } from "./registry";

type Registry = Readonly<Record<string, StoryObject>>;

const ID = new RegExp(`\\b(${Object.keys(PREFIX_KIND).join("|")})_[0-9a-z]{5,}\\b`, "g");

/** Story ids in a text that are not registered, or registered under another kind than their prefix's. */
export function idProblems(text: string, where: string, story: Registry = STORY): string[] {
  const problems = new Set<string>();
  for (const [id, prefix] of text.matchAll(ID)) {
    const entry = story[id];
    const kind = PREFIX_KIND[prefix!];
    if (!entry)
      problems.add(`${where}: ${id} is not in the story registry (src/build/__tests__/content/story/registry.ts)`);
    else if (entry.kind !== kind)
      problems.add(`${where}: ${id} is registered as a ${entry.kind}, its prefix says ${kind}`);
  }
  return [...problems];
}

function same(a: unknown, b: unknown): boolean {
  return typeof a === "string" && typeof b === "string" ? a.trim() === b.trim() : a === b;
}

/** Problems with the objects inside one shown value. */
export function objectProblems(shown: Shown, story: Registry = STORY): string[] {
  const operation = shown.operation ?? null;
  const problems: string[] = [];
  for (const { where, object } of objectsIn(shown)) {
    const found = entryOf(object, story);
    const id = found?.id;
    const entry = found?.entry;
    const loading =
      typeof object["initializationStatus"] === "string" && object["initializationStatus"] !== "JOB_STATUS_COMPLETED";
    if (entry) {
      for (const [field, fact] of Object.entries(entry.facts)) {
        if (!(field in object) || (loading && LOADING_FIELDS.has(field))) continue;
        if (!same(object[field], fact))
          problems.push(
            `${where}: ${id} (${entry.kind}) has ${field} ${JSON.stringify(object[field])}, the story says ${JSON.stringify(fact)}`,
          );
      }
      problems.push(...shownStateProblems(where, id!, entry, object));
    }
    problems.push(...configProblems(where, object, story));
    for (const [field, kind] of Object.entries(REFERENCE_FIELDS)) {
      const ref = object[field];
      if (typeof ref !== "string" || ref === "") continue;
      const target = story[ref];
      if (target && target.kind !== kind) problems.push(`${where}.${field}: ${ref} is a ${target.kind}, not a ${kind}`);
    }
    const view = object["datasetView"] as { numCols?: unknown } | undefined;
    const dataset = typeof object["datasetId"] === "string" ? story[object["datasetId"]] : undefined;
    if (
      view &&
      dataset &&
      "numCols" in dataset.facts &&
      view.numCols !== undefined &&
      view.numCols !== dataset.facts["numCols"]
    )
      problems.push(
        `${where}.datasetView.numCols: ${String(view.numCols)}, but ${String(object["datasetId"])} has ${dataset.facts["numCols"]} columns`,
      );
    const runId = object["runId"];
    const run = typeof runId === "string" ? story[runId] : undefined;
    if (
      where === shown.where &&
      run?.madeBy &&
      operation &&
      (operation === "evaluate-dataset" || operation === "evaluate-run") &&
      run.madeBy !== operation
    )
      problems.push(`${where}: ${String(runId)} is returned by ${operation}, but that run was made by ${run.madeBy}`);
  }
  return problems;
}

/** A row's cells and a run's aggregate scores, where the shown object carries them. */
function shownStateProblems(
  where: string,
  id: string,
  entry: StoryObject,
  object: Readonly<Record<string, unknown>>,
): string[] {
  const problems: string[] = [];
  const values = object["rowValues"];
  if (entry.row && Array.isArray(values)) {
    const cells = values.map((v) => (v as { stringValue?: unknown }).stringValue);
    if (JSON.stringify(cells) !== JSON.stringify(entry.row.cells))
      problems.push(
        `${where}: ${id} shows the cells ${JSON.stringify(cells)}, the story says ${JSON.stringify(entry.row.cells)}`,
      );
  }
  const aggregates = object["aggregateMetrics"];
  if (Array.isArray(aggregates))
    for (const aggregate of aggregates as { metric?: { name?: string; id?: string }; score?: unknown }[]) {
      const metric = aggregate.metric?.name ?? aggregate.metric?.id ?? "";
      const known = entry.aggregates?.[metric];
      if (known === undefined)
        problems.push(`${where}: ${id} shows an aggregate for ${metric}; register the run's aggregates in the story`);
      else if (aggregate.score !== known)
        problems.push(`${where}: ${id} aggregates ${metric} as ${String(aggregate.score)}, the story says ${known}`);
    }
  return problems;
}

const CONFIG_FIELDS = ["fineTuneJobConfig", "pseudoLabelJobConfig", "config"] as const;

/** A job's configuration, shown beside its id (create and submit requests, a job record), is the story's. */
function configProblems(
  where: string,
  object: Readonly<Record<string, unknown>>,
  story: Readonly<Record<string, StoryObject>>,
): string[] {
  const jobId = object["jobId"] ?? object["id"];
  const job = typeof jobId === "string" ? story[jobId] : undefined;
  if (!job?.config) return [];
  const problems: string[] = [];
  for (const field of CONFIG_FIELDS) {
    const config = object[field] as Record<string, unknown> | undefined;
    if (!config || typeof config !== "object") continue;
    for (const [key, fact] of Object.entries(job.config))
      if (key in config && config[key] !== fact)
        problems.push(
          `${where}.${field}.${key}: ${JSON.stringify(config[key])}, but job ${String(jobId)} was configured with ${JSON.stringify(fact)}`,
        );
  }
  return problems;
}
