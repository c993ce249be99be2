/**
 * Times run in causal order: nothing is used before it exists. In the registry, an object is
 * made after everything it refers to; a run scores a dataset only once it has loaded; a
 * pseudo-label job labels a loaded dataset and its end is when the labels were written; a
 * fine-tune job starts from datasets whose labels are written; what a job produces comes
 * after it started. In what the pages show, an object is never updated before it was made.
 */
import { objectsIn, type Shown } from "../collect";
import { REFERENCE_FIELDS, STORY, type StoryObject } from "../registry";

type Story = Readonly<Record<string, StoryObject>>;

const created = (entry: StoryObject | undefined): string | undefined => {
  const at = entry?.facts["createdAt"];
  return typeof at === "string" ? at : undefined;
};

/** Every (field, id) an entry refers to: its reference facts, its configuration and what it uses. */
function referencesOf(entry: StoryObject): [string, string][] {
  const refs: [string, string][] = [];
  for (const [field, value] of [...Object.entries(entry.facts), ...Object.entries(entry.config ?? {})])
    if (field in REFERENCE_FIELDS && typeof value === "string") refs.push([field, value]);
  for (const id of entry.uses ?? []) refs.push(["uses", id]);
  if (entry.madeFrom) refs.push(["madeFrom", entry.madeFrom]);
  if (entry.row) refs.push(["row of", entry.row.dataset]);
  return refs;
}

/** Problems with the order of events in the registry. */
export function causalProblems(story: Story = STORY): string[] {
  const problems: string[] = [];
  for (const [id, entry] of Object.entries(story)) {
    const at = created(entry);
    for (const [field, refId] of referencesOf(entry)) {
      const ref = story[refId];
      const refAt = created(ref);
      if (at && refAt && refAt > at)
        problems.push(`${id} (${at}) is made before ${refId} (${field}), which is made at ${refAt}`);
    }
    const uses = (field: string, need: "readyAt" | "labeledAt", what: string) => {
      const refId = entry.facts[field] ?? entry.config?.[field];
      if (typeof refId !== "string" || !story[refId]) return;
      const ready = story[refId][need];
      const when = entry.kind.endsWith("job") || entry.kind === "evaluation run" ? at : undefined;
      if (!when) return;
      if (!ready) problems.push(`${id} uses ${refId} (${field}), which is never ${what} in the story`);
      else if (ready > when) problems.push(`${id} (${when}) uses ${refId} (${field}) before it is ${what} (${ready})`);
    };
    if (entry.kind === "evaluation run") uses("sourceDatasetId", "readyAt", "loaded");
    if (entry.kind === "pseudo-label job") uses("datasetId", "readyAt", "loaded");
    if (entry.kind === "fine-tune job") {
      uses("trainDatasetId", "labeledAt", "labeled");
      uses("testDatasetId", "labeledAt", "labeled");
    }
    if (entry.labeledBy) {
      const job = story[entry.labeledBy];
      if (job?.completedAt !== entry.labeledAt)
        problems.push(
          `${id}'s labels are written at ${String(entry.labeledAt)}, but ${entry.labeledBy} ends at ${String(job?.completedAt)}`,
        );
      if (job?.config?.["datasetId"] !== id)
        problems.push(`${id} is labeled by ${entry.labeledBy}, which labels another dataset`);
    }
    if (entry.completedAt && at && entry.completedAt < at)
      problems.push(`${id} ends (${entry.completedAt}) before it starts (${at})`);
    if (entry.madeFrom) {
      const job = story[entry.madeFrom];
      const start = created(job);
      if (at && start && at < start)
        problems.push(`${id} (${at}) exists before the job that made it, ${entry.madeFrom}, starts (${start})`);
    }
  }
  return problems;
}

/** Problems with the times inside one shown value. */
export function shownTimeProblems(shown: Shown, story: Story = STORY): string[] {
  const problems: string[] = [];
  for (const { where, object } of objectsIn(shown)) {
    const made = object["createdAt"];
    const updated = object["updatedAt"];
    if (typeof made === "string" && typeof updated === "string" && updated < made)
      problems.push(`${where}: updatedAt ${updated} is before createdAt ${made}`);
    const jobId = object["jobId"];
    const stamp = object["timestamp"];
    const job = typeof jobId === "string" ? story[jobId] : undefined;
    if (job && typeof stamp === "string") {
      const start = created(job);
      if (start && stamp < start)
        problems.push(`${where}: progress at ${stamp}, before ${String(jobId)} starts (${start})`);
      if (job.completedAt && stamp > job.completedAt)
        problems.push(`${where}: progress at ${stamp}, after ${String(jobId)} ends (${job.completedAt})`);
    }
  }
  return problems;
}

/** What the pages show of one dataset: when it was made and the earliest snapshot with labels written. */
interface ShownDataset {
  created?: string;
  labeled?: string;
}

/**
 * The same order, read from what the pages and the description show rather than from the
 * registry: a fine-tune job starts after both its datasets are shown with their labels written,
 * and a run is made after the dataset it scored and the experiment it joins.
 */
export function shownCausalProblems(all: readonly Shown[]): string[] {
  const datasets = new Map<string, ShownDataset>();
  const created = new Map<string, { at: string; where: string }>();
  const jobs: { where: string; id: string; at: string; config: Record<string, unknown> }[] = [];
  const runs: { where: string; id: string; at: string; refs: string[] }[] = [];
  const earliest = (a: string | undefined, b: string) => (a && a < b ? a : b);
  for (const shown of all)
    for (const { where, object } of objectsIn(shown)) {
      const id = typeof object["id"] === "string" ? object["id"] : undefined;
      const at = typeof object["createdAt"] === "string" ? object["createdAt"] : undefined;
      if (!id || !at) continue;
      created.set(id, { at, where });
      if ("initializationStatus" in object) {
        const seen = datasets.get(id) ?? {};
        seen.created = earliest(seen.created, at);
        const labels = object["labelState"] as { labelingStatus?: string } | undefined;
        const updated = object["updatedAt"];
        if (labels?.labelingStatus === "JOB_STATUS_COMPLETED" && typeof updated === "string")
          seen.labeled = earliest(seen.labeled, updated);
        datasets.set(id, seen);
      }
      if (object["config"] && typeof object["config"] === "object" && "status" in object)
        jobs.push({ where, id, at, config: object["config"] as Record<string, unknown> });
      if ("runType" in object)
        runs.push({
          where,
          id,
          at,
          refs: ["sourceDatasetId", "experimentId"]
            .map((f) => object[f])
            .filter((v): v is string => typeof v === "string"),
        });
    }
  const problems: string[] = [];
  for (const job of jobs)
    for (const field of ["trainDatasetId", "testDatasetId"]) {
      const datasetId = job.config[field];
      if (typeof datasetId !== "string") continue;
      const labeled = datasets.get(datasetId)?.labeled;
      if (!labeled) problems.push(`${job.where}: ${job.id} uses ${datasetId} (${field}), which no page shows labeled`);
      else if (labeled > job.at)
        problems.push(
          `${job.where}: ${job.id} starts at ${job.at}, before ${datasetId} (${field}) is shown labeled (${labeled})`,
        );
    }
  for (const run of runs)
    for (const ref of run.refs) {
      const made = created.get(ref);
      if (made && made.at > run.at)
        problems.push(`${run.where}: ${run.id} (${run.at}) uses ${ref}, made later (${made.at}, ${made.where})`);
    }
  return [...new Set(problems)];
}
