/**
 * Path, query and header parameters as the console's form holds them (text, one string per
 * field) and as a request needs them (typed, checked, then written into the URL or a header).
 */
import type { NameValue } from "../../common/code-samples";
import type { ConsoleParameter, ParameterField } from "../../common/api-console/types";
import { schemaProblems } from "./validation";

/** The form's key for a parameter: a name may be used once per location. */
export function parameterKey(param: Pick<ConsoleParameter, "in" | "name">): string {
  return `${param.in}:${param.name}`;
}

export const PARAMETER_PROBLEMS = {
  required: "Required.",
  integer: "Enter a whole number, such as 20.",
  number: "Enter a number, such as 0.5.",
  boolean: "Choose true or false.",
} as const;

type Scalar = string | number | boolean;

/** What the field shows before the reader types: the default, else nothing. */
export function initialText(field: ParameterField): string {
  if (field.default === undefined || field.default === null) return "";
  return Array.isArray(field.default) ? field.default.map(String).join(", ") : String(field.default);
}

function scalarOf(type: string, text: string): { value: Scalar } | { problem: string } {
  if (type === "integer") {
    return /^-?\d+$/.test(text) ? { value: Number(text) } : { problem: PARAMETER_PROBLEMS.integer };
  }
  if (type === "number") {
    const value = Number(text);
    return text !== "" && Number.isFinite(value) ? { value } : { problem: PARAMETER_PROBLEMS.number };
  }
  if (type === "boolean") {
    return text === "true" || text === "false" ? { value: text === "true" } : { problem: PARAMETER_PROBLEMS.boolean };
  }
  return { value: text };
}

export type ReadParameter =
  | { readonly ok: true; readonly value: Scalar | Scalar[] | undefined }
  | { readonly ok: false; readonly problem: string };

/** Reads a field's text as its type, and checks it against the parameter's schema. Empty means "not sent". */
export function readParameter(param: ConsoleParameter, text: string): ReadParameter {
  const trimmed = param.field.type === "string" ? text : text.trim();
  if (trimmed === "") {
    return param.required ? { ok: false, problem: PARAMETER_PROBLEMS.required } : { ok: true, value: undefined };
  }
  let value: Scalar | Scalar[];
  if (param.field.type === "array") {
    // Lists are typed comma-separated: "a, b" is ["a", "b"].
    const items: Scalar[] = [];
    for (const part of trimmed.split(",").map((p) => p.trim())) {
      const item = scalarOf(param.field.items?.type ?? "string", part);
      if ("problem" in item) return { ok: false, problem: item.problem };
      items.push(item.value);
    }
    value = items;
  } else {
    const scalar = scalarOf(param.field.type, trimmed);
    if ("problem" in scalar) return { ok: false, problem: scalar.problem };
    value = scalar.value;
  }
  const problem = schemaProblems(param.schema, value)[0];
  return problem ? { ok: false, problem: problem.message } : { ok: true, value };
}

export interface PlacedParameters {
  /** Path parameter values by name, as text (a list has several, written comma-separated). */
  readonly path: Readonly<Record<string, readonly string[]>>;
  readonly query: readonly NameValue[];
  readonly headers: readonly NameValue[];
}

/**
 * Places read values as OpenAPI's default styles do: a path list is comma-separated, a query
 * list repeats the name (form, explode), a header list is comma-separated.
 */
export function placeParameters(
  params: readonly ConsoleParameter[],
  values: ReadonlyMap<string, Scalar | Scalar[]>,
): PlacedParameters {
  const path: Record<string, string[]> = {};
  const query: NameValue[] = [];
  const headers: NameValue[] = [];
  for (const param of params) {
    const value = values.get(parameterKey(param));
    if (value === undefined) continue;
    const list = (Array.isArray(value) ? value : [value]).map(String);
    if (param.in === "path") path[param.name] = list;
    else if (param.in === "query") query.push(...list.map((item): NameValue => [param.name, item]));
    else headers.push([param.name, list.join(",")]);
  }
  return { path, query, headers };
}
