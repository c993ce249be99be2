/**
 * A status matches its timestamps. A fine-tune job that is queued has no progress, one that
 * runs has no trained model yet, one that completed has its model file, made after its last
 * progress entry; progress entries count up in epochs and time. A dataset still queued for
 * loading has no rows or columns, a loaded one has both and was updated once loading ended,
 * and labels show as completed only on a dataset whose labels the story wrote. A pseudo-label
 * job's status answer repeats the configuration it was created with.
 */
import { objectsIn, type Shown } from "../collect";
import { STORY, type StoryObject } from "../registry";

type Json = Record<string, unknown>;
type Story = Readonly<Record<string, StoryObject>>;

function fineTuneProblems(where: string, status: unknown, result: Json | undefined, updatedAt: unknown): string[] {
  if (typeof status !== "string" || !result) return [];
  const problems: string[] = [];
  const progress = (result["progress"] as Json[] | undefined) ?? [];
  const model = result["trainedModelFile"] as Json | undefined;
  if (status === "JOB_STATUS_QUEUED" && progress.length > 0)
    problems.push(`${where}: a queued job with progress entries`);
  if (status !== "JOB_STATUS_COMPLETED" && model) problems.push(`${where}: a ${status} job with a trained model file`);
  if (status === "JOB_STATUS_COMPLETED" && !model)
    problems.push(`${where}: a completed job without its trained model file`);
  for (let i = 1; i < progress.length; i++) {
    const [a, b] = [progress[i - 1]!, progress[i]!];
    if (!(Number(b["epoch"]) > Number(a["epoch"])) || !(String(b["timestamp"]) > String(a["timestamp"])))
      problems.push(`${where}.progress[${i}]: epochs and timestamps must rise from one entry to the next`);
  }
  const last = progress.at(-1)?.["timestamp"];
  const made = model?.["createdAt"];
  if (typeof made === "string" && typeof last === "string" && made < last)
    problems.push(`${where}: the trained model file (${made}) is older than the last progress entry (${last})`);
  if (typeof made === "string" && typeof updatedAt === "string" && updatedAt < made)
    problems.push(`${where}: the job was last updated (${updatedAt}) before its model file was made (${made})`);
  return problems;
}

function datasetProblems(where: string, dataset: Json, story: Story): string[] {
  const status = dataset["initializationStatus"];
  if (typeof status !== "string") return [];
  const problems: string[] = [];
  const columns = (dataset["columns"] as unknown[] | undefined) ?? [];
  const entry = typeof dataset["id"] === "string" ? story[dataset["id"]] : undefined;
  const updated = dataset["updatedAt"];
  if (status === "JOB_STATUS_QUEUED") {
    if (Number(dataset["numRows"] ?? 0) !== 0 || columns.length > 0)
      problems.push(`${where}: a dataset queued for loading already has rows or columns`);
    if (entry?.readyAt && typeof updated === "string" && updated >= entry.readyAt)
      problems.push(`${where}: queued at ${updated}, after loading ended (${entry.readyAt})`);
  }
  if (status === "JOB_STATUS_COMPLETED") {
    if (!(Number(dataset["numRows"]) > 0) || columns.length === 0)
      problems.push(`${where}: a loaded dataset without rows or columns`);
    if (dataset["numCols"] !== undefined && dataset["numCols"] !== columns.length)
      problems.push(`${where}: numCols ${String(dataset["numCols"])} but ${columns.length} columns`);
    if (entry?.readyAt && typeof updated === "string" && updated < entry.readyAt)
      problems.push(`${where}: loaded, but updated at ${updated}, before loading ended (${entry.readyAt})`);
  }
  const labels = dataset["labelState"] as Json | undefined;
  if (labels?.["labelingStatus"] === "JOB_STATUS_COMPLETED") {
    if (!entry?.labeledAt) problems.push(`${where}: labels shown as written, but the story never labels this dataset`);
    else if (typeof updated === "string" && updated < entry.labeledAt)
      problems.push(
        `${where}: labels shown as written, but the dataset was last updated (${updated}) before they were (${entry.labeledAt})`,
      );
  }
  return problems;
}

/** A pseudo-label job's status answer shows the configuration of the job its request names. */
function labelResultProblems(shown: Shown, story: Story): string[] {
  const jobId = (shown.request as Json | undefined)?.["jobId"];
  const result = (shown.value as Json | null)?.["pseudoLabelJobResult"] as Json | undefined;
  const job = typeof jobId === "string" ? story[jobId] : undefined;
  if (!result || !job?.config) return [];
  const expected: Record<string, unknown> = { ...job.config, name: job.facts["name"] };
  return Object.entries(expected)
    .filter(([key, value]) => result[key] !== value)
    .map(
      ([key, value]) =>
        `${shown.where}: ${key} ${JSON.stringify(result[key])}, but ${String(jobId)} was created with ${JSON.stringify(value)}`,
    );
}

export function jobStatusProblems(shown: Shown, story: Story = STORY): string[] {
  const problems = labelResultProblems(shown, story);
  for (const { where, object } of objectsIn(shown)) {
    if ("fineTuneJobResult" in object)
      problems.push(...fineTuneProblems(where, object["status"], object["fineTuneJobResult"] as Json, undefined));
    if ("result" in object && "config" in object)
      problems.push(...fineTuneProblems(where, object["status"], object["result"] as Json, object["updatedAt"]));
    if ("initializationStatus" in object) problems.push(...datasetProblems(where, object, story));
  }
  return problems;
}
