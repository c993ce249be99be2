/**
 * A listing honours its request and the story: every item it shows matches the request's
 * filters, its `totalCount` is the number of story objects that match them (everything the
 * story created that fits, nothing else), and a page holds as many items as `pageSize` and
 * `totalCount` leave for it. A project summary shows one result per run of the period.
 * Listings are read as of the end of the story. Our examples match `filters.query` against
 * names; which fields the platform searches is not published.
 */
import type { Shown } from "../collect";
import { STORY, type StoryKind, type StoryObject } from "../registry";

type Json = Record<string, unknown>;
type Story = Readonly<Record<string, StoryObject>>;

interface Listing {
  /** The response field that holds the items. */
  readonly items: string;
  readonly kind: StoryKind;
  /** Request filter field -> the fact it must equal. */
  readonly filters: Readonly<Record<string, string>>;
  /** Whether the response carries `totalCount`; without it, the listing shows every match. */
  readonly total: boolean;
  /** Which story objects of the kind the listing can hold at all. */
  readonly holds?: (entry: StoryObject) => boolean;
}

export const LISTINGS: Readonly<Record<string, Listing>> = {
  "list-evaluation-runs": {
    items: "evaluationRuns",
    kind: "evaluation run",
    filters: { projectId: "projectId", experimentId: "experimentId", runType: "runType" },
    total: true,
  },
  "list-experiments": { items: "experiments", kind: "experiment", filters: { projectId: "projectId" }, total: true },
  "list-datasets": { items: "datasets", kind: "dataset", filters: { projectId: "projectId" }, total: true },
  "list-projects": { items: "projects", kind: "project", filters: {}, total: true },
  "list-fine-tune-jobs": { items: "jobs", kind: "fine-tune job", filters: { status: "status" }, total: true },
  "list-metrics": { items: "metrics", kind: "metric", filters: {}, total: false },
  "list-base-models": { items: "models", kind: "model", filters: {}, total: false, holds: (e) => e.baseModel === true },
};

/** A fact of an entry as a listing filter sees it; a job's status is its final one. */
function factOf(entry: StoryObject, field: string): unknown {
  if (field === "status" && entry.kind.endsWith("job"))
    return entry.completedAt ? "JOB_STATUS_COMPLETED" : "JOB_STATUS_RUNNING";
  return entry.facts[field];
}

function itemId(item: Json): string | undefined {
  const id = item["id"] ?? (typeof item["name"] === "string" && !("id" in item) ? item["name"] : undefined);
  return id === undefined ? undefined : String(id);
}

/** The story objects a listing request asks for. */
export function storyMatches(listing: Listing, request: Json, story: Story = STORY): string[] {
  const filters = (request["filters"] as Json | undefined) ?? {};
  const query = typeof filters["query"] === "string" ? filters["query"].toLowerCase() : "";
  const start = typeof filters["startTime"] === "string" ? filters["startTime"] : undefined;
  const end = typeof filters["endTime"] === "string" ? filters["endTime"] : undefined;
  return Object.entries(story)
    .filter(([, entry]) => entry.kind === listing.kind && (listing.holds?.(entry) ?? true))
    .filter(([, entry]) =>
      Object.entries(listing.filters).every(
        ([field, fact]) => filters[field] === undefined || factOf(entry, fact) === filters[field],
      ),
    )
    .filter(
      ([, entry]) =>
        !query ||
        String(entry.facts["name"] ?? "")
          .toLowerCase()
          .includes(query),
    )
    .filter(([, entry]) => {
      const created = entry.facts["createdAt"];
      return (!start || (typeof created === "string" && created >= start)) && (!end || String(created) < end);
    })
    .map(([id]) => id);
}

/** Problems with a listing response against its request and the story. */
export function listingProblems(shown: Shown, story: Story = STORY): string[] {
  const listing = shown.operation ? LISTINGS[shown.operation] : undefined;
  const response = shown.value as Json | null;
  const request = shown.request as Json | undefined;
  if (!listing || !request || !response || !Array.isArray(response[listing.items])) return [];
  const items = response[listing.items] as Json[];
  const expected = storyMatches(listing, request, story);
  const problems: string[] = [];
  for (const item of items) {
    const id = itemId(item);
    if (id !== undefined && !expected.includes(id))
      problems.push(`${shown.where}: ${id} is listed, but it does not match the request (${JSON.stringify(request)})`);
  }
  const total = listing.total ? response["totalCount"] : expected.length;
  if (listing.total && total !== expected.length)
    problems.push(
      `${shown.where}: totalCount ${String(total)}, but the story holds ${expected.length} that match (${expected.join(", ") || "none"})`,
    );
  const pageSize = typeof request["pageSize"] === "number" ? request["pageSize"] : Infinity;
  const pageIndex = typeof request["pageIndex"] === "number" ? request["pageIndex"] : 0;
  const onPage = Math.max(0, Math.min(pageSize, Number(total) - (pageSize === Infinity ? 0 : pageIndex * pageSize)));
  if (items.length !== onPage)
    problems.push(
      `${shown.where}: the page shows ${items.length} of ${String(total)}, where its request leaves room for ${onPage}` +
        (listing.total ? "" : ` (the listing has no totalCount, so it shows all of ${expected.join(", ")})`),
    );
  return problems;
}

/** A project summary shows, per metric, one result for each run of the project in the period. */
export function summaryProblems(shown: Shown, story: Story = STORY): string[] {
  const request = shown.request as Json | undefined;
  const summary = (shown.value as Json | null)?.["projectSummary"] as Json | undefined;
  if (shown.operation !== "get-project-summary" || !request || !summary) return [];
  const problems: string[] = [];
  const start = String(request["startTime"] ?? "");
  const end = typeof request["endTime"] === "string" ? request["endTime"] : "9999";
  for (const entry of (summary["evaluationRunSummaries"] as Json[] | undefined) ?? []) {
    const metric = String(((entry["metricAggregate"] as Json)?.["metric"] as Json)?.["name"] ?? "");
    const runs = Object.entries(story)
      .filter(([, e]) => e.kind === "evaluation run" && e.facts["projectId"] === request["id"])
      .filter(([, e]) => e.aggregates?.[metric] !== undefined)
      .filter(([, e]) => String(e.facts["createdAt"]) >= start && String(e.facts["createdAt"]) < end)
      .sort(([, a], [, b]) => String(a.facts["createdAt"]).localeCompare(String(b.facts["createdAt"])));
    const want = runs.map(([, e]) => `${String(e.facts["createdAt"])} ${e.aggregates![metric]}`);
    const have = ((entry["results"] as Json[] | undefined) ?? []).map(
      (r) => `${String(r["timestamp"])} ${String(r["aggregateScore"])}`,
    );
    if (JSON.stringify(have) !== JSON.stringify(want))
      problems.push(
        `${shown.where}: ${metric} results ${JSON.stringify(have)}, but the story's runs in the period give ${JSON.stringify(want)} (${runs.map(([id]) => id).join(", ")})`,
      );
  }
  return problems;
}
