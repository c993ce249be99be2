/**
 * Counts agree. An evaluate or evaluate-run answer has one score per row it was sent and one
 * entry per metric it was asked for; an evaluate-dataset answer has one score per row of the
 * dataset (shortened only for datasets too long to show, over ten rows); a run counts the rows
 * of the dataset it scored; and the same row scored with the same metric gets the same
 * illustrative score wherever it appears.
 */
import type { Shown } from "../collect";
import { STORY, type StoryObject } from "../registry";

type Json = Record<string, unknown>;
type Story = Readonly<Record<string, StoryObject>>;

/** Datasets up to this many rows are shown with every score; longer ones may be shortened. */
export const SHOWN_IN_FULL = 10;

const metricKey = (metric: unknown): string => {
  const m = (metric ?? {}) as Json;
  return String(m["id"] ?? m["name"] ?? "?");
};

function scoreLists(response: Json): { metric: string; scores: unknown[] }[] {
  const lists = ((response["metricScores"] as Json[] | undefined) ?? []).map((entry) => ({
    metric: metricKey(entry["metric"]),
    scores: (entry["scores"] as unknown[] | undefined) ?? [],
  }));
  if (Array.isArray(response["scores"]))
    lists.push({ metric: metricKey(response["metric"]), scores: response["scores"] });
  return lists;
}

export function scoreCountProblems(shown: Shown, story: Story = STORY): string[] {
  const request = shown.request as Json | undefined;
  const response = shown.value as Json | null;
  const op = shown.operation;
  if (!request || !response || !op?.startsWith("evaluate")) return [];
  const problems: string[] = [];
  const lists = scoreLists(response);
  let rows: number | undefined;
  let shortenable = false;
  if (op === "evaluate" || op === "evaluate-run") rows = (request["input"] as unknown[] | undefined)?.length;
  if (op === "evaluate-dataset") {
    const dataset = story[String(request["datasetId"])];
    const numRows = dataset?.facts["numRows"];
    rows = typeof numRows === "number" ? numRows : undefined;
    shortenable = rows === undefined || rows > SHOWN_IN_FULL;
  }
  for (const { metric, scores } of lists) {
    if (rows === undefined) continue;
    if (shortenable ? scores.length > rows : scores.length !== rows)
      problems.push(`${shown.where}: ${scores.length} ${metric} scores for ${rows} rows`);
  }
  if (new Set(lists.map((l) => l.scores.length)).size > 1)
    problems.push(`${shown.where}: the score lists differ in length`);
  const asked = Array.isArray(request["metrics"]) ? request["metrics"].map(metricKey) : [];
  const answered = ((response["metricScores"] as Json[] | undefined) ?? []).map((e) => metricKey(e["metric"]));
  if (asked.length > 0 && JSON.stringify(asked) !== JSON.stringify(answered))
    problems.push(
      `${shown.where}: metricScores answer ${answered.join(", ")}, the request asked for ${asked.join(", ")}`,
    );
  return problems;
}

/** A run counts the rows of the dataset it scored. */
export function runSizeProblems(story: Story = STORY): string[] {
  return Object.entries(story).flatMap(([id, entry]) => {
    const source = entry.facts["sourceDatasetId"];
    const rows = typeof source === "string" ? story[source]?.facts["numRows"] : undefined;
    const runRows = entry.facts["numRows"];
    return entry.kind === "evaluation run" && rows !== undefined && runRows !== undefined && rows !== runRows
      ? [`${id} counts ${String(runRows)} rows, but its dataset ${String(source)} has ${String(rows)}`]
      : [];
  });
}

/** The same inline row, scored with the same metric, has one score across every page. */
export function sameRowScoreProblems(all: readonly Shown[]): string[] {
  const seen = new Map<string, { score: unknown; where: string }>();
  const problems: string[] = [];
  for (const shown of all) {
    const request = shown.request as Json | undefined;
    const response = shown.value as Json | null;
    if (!request || !response || (shown.operation !== "evaluate" && shown.operation !== "evaluate-run")) continue;
    const [input, output, truth] = ["input", "output", "groundTruth"].map((k) => (request[k] as unknown[]) ?? []);
    for (const { metric, scores } of scoreLists(response))
      scores.forEach((score, i) => {
        const key = JSON.stringify([metric, input![i], output![i], truth![i]]);
        const before = seen.get(key);
        if (!before) seen.set(key, { score, where: shown.where });
        else if (before.score !== score)
          problems.push(
            `${shown.where}: ${metric} scores row ${JSON.stringify(input![i])} / ${JSON.stringify(output![i])} as ${String(score)}, ${before.where} as ${String(before.score)}`,
          );
      });
  }
  return problems;
}
