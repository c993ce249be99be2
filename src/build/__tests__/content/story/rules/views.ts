/**
 * A dataset view honours its own request: every row it shows passes the request's filters,
 * the rows come in the order `orderBy` and `orderDirection` ask for, and a view read from the
 * start without filters or ordering shows the dataset's first rows, in file order. Text
 * criteria are matched case-sensitively: whether the platform does is not published, and a row
 * that matches case-sensitively matches either way.
 */
import type { Shown } from "../collect";
import { STORY, type StoryObject } from "../registry";

type Json = Record<string, unknown>;
type Cell = string | number | boolean | readonly string[] | null;

interface Criteria {
  readonly operator?: string;
  readonly value?: string;
  readonly int64Value?: number | string;
  readonly doubleValue?: number;
  readonly values?: readonly string[];
}

interface Predicate {
  readonly columnName?: string;
  readonly stringCriteria?: Criteria;
  readonly numericCriteria?: Criteria;
  readonly stringListCriteria?: Criteria;
}

interface RowFilter {
  readonly allOf?: { readonly predicates?: readonly Predicate[] };
  readonly anyOf?: { readonly predicates?: readonly Predicate[] };
}

const UNUSED = new Set([undefined, "", "OPERATOR_UNSPECIFIED"]);

function cellOf(value: unknown): Cell {
  const v = (value ?? {}) as Json;
  if (typeof v["stringValue"] === "string") return v["stringValue"];
  if (typeof v["numberValue"] === "number") return v["numberValue"];
  if (typeof v["boolValue"] === "boolean") return v["boolValue"];
  const list = (v["listValue"] as { values?: unknown[] } | undefined)?.values;
  if (Array.isArray(list)) return list.map((item) => String((item as Json)["stringValue"] ?? ""));
  return null;
}

function stringMatches(cell: Cell, c: Criteria): boolean {
  const text = typeof cell === "string" ? cell : String(cell ?? "");
  const value = c.value ?? "";
  switch (c.operator) {
    case "OPERATOR_EQUALS":
      return text === value;
    case "OPERATOR_NOT_EQUALS":
      return text !== value;
    case "OPERATOR_CONTAINS":
      return text.includes(value);
    case "OPERATOR_STARTS_WITH":
      return text.startsWith(value);
    case "OPERATOR_ENDS_WITH":
      return text.endsWith(value);
    default:
      throw new Error(`a string criterion with the operator ${String(c.operator)}`);
  }
}

function numberMatches(cell: Cell, c: Criteria): boolean {
  const n = Number(cell);
  const value = Number(c.doubleValue || c.int64Value || 0);
  switch (c.operator) {
    case "OPERATOR_EQUALS":
      return n === value;
    case "OPERATOR_NOT_EQUALS":
      return n !== value;
    case "OPERATOR_GREATER_THAN":
      return n > value;
    case "OPERATOR_GREATER_THAN_OR_EQUAL":
      return n >= value;
    case "OPERATOR_LESS_THAN":
      return n < value;
    case "OPERATOR_LESS_THAN_OR_EQUAL":
      return n <= value;
    default:
      throw new Error(`a numeric criterion with the operator ${String(c.operator)}`);
  }
}

function listMatches(cell: Cell, c: Criteria): boolean {
  const have = new Set(Array.isArray(cell) ? cell : []);
  const values = c.values ?? [];
  switch (c.operator) {
    case "OPERATOR_HAS_ANY":
      return values.some((v) => have.has(v));
    case "OPERATOR_HAS_ALL":
      return values.every((v) => have.has(v));
    case "OPERATOR_HAS_NONE":
      return !values.some((v) => have.has(v));
    default:
      throw new Error(`a string-list criterion with the operator ${String(c.operator)}`);
  }
}

/** Whether one predicate holds for a row, given the row's cells by column name. */
export function predicateHolds(p: Predicate, cells: ReadonlyMap<string, Cell>): boolean {
  const cell = cells.get(p.columnName ?? "") ?? null;
  const tests: boolean[] = [];
  if (!UNUSED.has(p.stringCriteria?.operator)) tests.push(stringMatches(cell, p.stringCriteria!));
  if (!UNUSED.has(p.numericCriteria?.operator)) tests.push(numberMatches(cell, p.numericCriteria!));
  if (!UNUSED.has(p.stringListCriteria?.operator)) tests.push(listMatches(cell, p.stringListCriteria!));
  return tests.every(Boolean);
}

/** Whether a row passes one filter: every `allOf` predicate and, if there are any, one `anyOf` predicate. */
export function filterHolds(filter: RowFilter, cells: ReadonlyMap<string, Cell>): boolean {
  const all = filter.allOf?.predicates ?? [];
  const any = filter.anyOf?.predicates ?? [];
  return all.every((p) => predicateHolds(p, cells)) && (any.length === 0 || any.some((p) => predicateHolds(p, cells)));
}

function compare(a: Cell, b: Cell): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  const [x, y] = [String(a ?? ""), String(b ?? "")];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Problems with a get-dataset-view response against the request it answers. */
export function viewProblems(shown: Shown, story: Readonly<Record<string, StoryObject>> = STORY): string[] {
  const response = shown.value as Json | null;
  const view = response?.["datasetView"] as Json | undefined;
  const request = shown.request as Json | undefined;
  if (shown.operation !== "get-dataset-view" || !view || !request) return [];
  const columns = ((view["columns"] as Json[] | undefined) ?? []).map((c) => ({
    name: String(c["literalName"]),
    index: Number(c["index"]),
  }));
  const rows = ((view["data"] as Json[] | undefined) ?? []).map((row) => {
    const values = (row["rowValues"] as unknown[] | undefined) ?? [];
    return {
      id: String(row["id"]),
      cells: new Map(columns.map((c) => [c.name, cellOf(values[c.index])] as const)),
    };
  });
  const problems: string[] = [];
  const filters = (request["filters"] as RowFilter[] | undefined) ?? [];
  for (const row of rows)
    filters.forEach((filter, i) => {
      if (!filterHolds(filter, row.cells))
        problems.push(`${shown.where}: ${row.id} does not pass filters[${i}] of the request it answers`);
    });
  const orderBy = request["orderBy"];
  if (typeof orderBy === "string" && orderBy !== "") {
    const sign = String(request["orderDirection"] ?? "asc").toLowerCase() === "desc" ? -1 : 1;
    for (let i = 1; i < rows.length; i++)
      if (sign * compare(rows[i - 1]!.cells.get(orderBy) ?? null, rows[i]!.cells.get(orderBy) ?? null) > 0)
        problems.push(
          `${shown.where}: ${rows[i - 1]!.id} comes before ${rows[i]!.id}, against orderBy ${orderBy} ${sign > 0 ? "asc" : "desc"}`,
        );
  }
  const fromStart = !request["nextPageCursor"] && !request["previousPageCursor"] && !request["getLastPage"];
  const plain = filters.length === 0 && !orderBy && fromStart;
  if (plain) {
    const skip = Number(request["after"] ?? 0);
    rows.forEach((row, i) => {
      const position = story[row.id]?.row?.position;
      if (position !== undefined && position !== skip + i + 1)
        problems.push(
          `${shown.where}: ${row.id} is row ${position} of its file, but an unfiltered, unordered view from row ${skip + 1} shows it as row ${skip + i + 1}`,
        );
    });
  }
  const limit = request["limit"];
  if (typeof limit === "number" && rows.length > limit)
    problems.push(`${shown.where}: ${rows.length} rows, more than the request's limit of ${limit}`);
  return problems;
}
