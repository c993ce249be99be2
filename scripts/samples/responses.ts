/**
 * The API answers the pages show (fenced `json` blocks titled "Response…", or carrying
 * `response="..."` / `response-of="..."`), checked against what the samples were answered.
 * A shown answer is either checked or visibly marked:
 *
 * - checked: it validates against its operation's response schema in the strict description
 *   (no property the schema does not declare), and it has the same keys, at every depth, as
 *   the mock's answer to the last request its flows made to that operation before it;
 * - marked `response="abridged"` (fields left out) or `response="illustrative"` (a made-up
 *   answer): the page says so in the block's caption, and the runner leaves it alone.
 *
 * The operation is the one `response-of="<slug>"` names, or else the last one the page called
 * above the block (an <ApiExample> or a block's `operations="..."`).
 */
import Ajv, { type ValidateFunction } from "ajv";
import type { ResponseMark } from "../../src/common/mdx/response-marks";
import type { FlowLanguage } from "./collect";
import type { StepRun } from "./execute";

export interface ShownResponse {
  /** `file:line`. */
  readonly id: string;
  readonly file: string;
  readonly line: number;
  readonly text: string;
  readonly mark: ResponseMark | null;
  /** The operation it answers, with its method and path; null when the page names none above it. */
  readonly operation: { readonly slug: string; readonly method: string; readonly apiPath: string } | null;
}

/** Whether a fenced block shows an API answer: a json block titled "Response…", or one the meta ties to an answer. */
export function isResponseBlock(lang: string | null | undefined, title: string | null, meta: string | null): boolean {
  if (/(?:^|\s)response(?:-of)?="/.test(meta ?? "")) return true;
  return (lang ?? "").toLowerCase() === "json" && title !== null && /^Response\b/.test(title);
}

/**
 * Every key path of a JSON value: `a`, `a.b`, `list[].c`. An array's items are merged, so a
 * shown list of one item and a mock's list of three have the same shape when their items do.
 */
export function keyPaths(value: unknown, prefix = ""): Set<string> {
  const paths = new Set<string>();
  if (Array.isArray(value)) {
    for (const item of value) for (const p of keyPaths(item, `${prefix}[]`)) paths.add(p);
  } else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      const here = prefix ? `${prefix}.${key}` : key;
      paths.add(here);
      for (const p of keyPaths(child, here)) paths.add(p);
    }
  }
  return paths;
}

/** How a shown answer's keys differ from the mock's: what it lacks and what it adds. */
export function shapeDifferences(shown: unknown, mock: unknown): string[] {
  const a = keyPaths(shown);
  const b = keyPaths(mock);
  const missing = [...b].filter((p) => !a.has(p));
  const extra = [...a].filter((p) => !b.has(p));
  return [
    ...(missing.length > 0 ? [`lacks ${missing.join(", ")}, which the mock's answer has`] : []),
    ...(extra.length > 0 ? [`has ${extra.join(", ")}, which the mock's answer lacks`] : []),
  ];
}

interface Description {
  readonly paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: object }> }> }>
  >;
  readonly components?: object;
}

/** Validates an answer against its operation's success schema in the (strict) description. */
export function responseValidator(description: Description) {
  // OpenAPI 3.0 keywords (nullable, example) are no JSON Schema keywords; formats are not checked.
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  const compiled = new Map<string, ValidateFunction>();
  return (method: string, apiPath: string, value: unknown): string[] => {
    const key = `${method} ${apiPath}`;
    let validate = compiled.get(key);
    if (!validate) {
      const responses = description.paths[apiPath]?.[method.toLowerCase()]?.responses ?? {};
      const success = Object.entries(responses).find(([status]) => /^2/.test(status))?.[1];
      const schema = success?.content?.["application/json"]?.schema;
      if (!schema) return [`the description gives ${key} no JSON success answer`];
      validate = ajv.compile({ ...schema, components: description.components });
      compiled.set(key, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e) => {
      const extra = e.keyword === "additionalProperties" ? ` (${String(e.params["additionalProperty"])})` : "";
      return `${e.instancePath || "(the answer)"} ${e.message ?? "is invalid"}${extra}`;
    });
  };
}

/** The mock's last answer to the operation, in one flow, from the steps of the page above the block. */
export function mockAnswer(response: ShownResponse, runs: readonly StepRun[], flow: FlowLanguage): string | null {
  const op = response.operation;
  if (!op) return null;
  const exchanges = runs
    .filter((run) => run.flow === flow && run.sample.file === response.file && run.sample.line < response.line)
    .flatMap((run) => run.exchanges)
    .filter((x) => x.path === op.apiPath && x.method.toUpperCase() === op.method.toUpperCase() && x.status < 300);
  return exchanges.at(-1)?.responseBody ?? null;
}

export type ResponseVerdict = "checked" | "marked" | "unchecked" | "failed";

export interface ResponseCheck {
  readonly response: ShownResponse;
  readonly verdict: ResponseVerdict;
  readonly problems: readonly string[];
}

const FLOWS: readonly FlowLanguage[] = ["curl", "python", "javascript"];

/** Checks one shown answer: marked, or valid and shaped as every flow's mock answer. */
export function checkResponse(
  response: ShownResponse,
  runs: readonly StepRun[],
  validate: ReturnType<typeof responseValidator>,
): ResponseCheck {
  if (response.mark) return { response, verdict: "marked", problems: [] };
  const op = response.operation;
  if (!op)
    return {
      response,
      verdict: "unchecked",
      problems: ['no operation above it: give it response-of="<operation slug>", or mark it response="illustrative"'],
    };
  let shown: unknown;
  try {
    shown = JSON.parse(response.text);
  } catch (error) {
    return {
      response,
      verdict: "failed",
      problems: [`is not JSON (${(error as Error).message}); mark it response="abridged" or "illustrative"`],
    };
  }
  const problems = validate(op.method, op.apiPath, shown).map((p) => `does not match ${op.slug}'s schema: ${p}`);
  const answers = FLOWS.map((flow) => [flow, mockAnswer(response, runs, flow)] as const).filter(([, a]) => a !== null);
  if (answers.length === 0)
    return {
      response,
      verdict: problems.length > 0 ? "failed" : "unchecked",
      problems: [...problems, `no flow of the page got an answer from ${op.slug} before it to compare with`],
    };
  // The flows mostly get the same answer: each difference is named once, with the flows it is in.
  const differences = new Map<string, FlowLanguage[]>();
  for (const [flow, answer] of answers)
    for (const difference of shapeDifferences(shown, JSON.parse(answer!)))
      differences.set(difference, [...(differences.get(difference) ?? []), flow]);
  for (const [difference, flows] of differences) problems.push(`it ${difference} (${flows.join(", ")})`);
  return { response, verdict: problems.length > 0 ? "failed" : "checked", problems };
}

export interface ResponseTotals {
  readonly shown: number;
  readonly checked: number;
  readonly marked: number;
  readonly unchecked: number;
  readonly failed: number;
}

export function responseTotalsOf(checks: readonly ResponseCheck[]): ResponseTotals {
  const count = (verdict: ResponseVerdict) => checks.filter((c) => c.verdict === verdict).length;
  return {
    shown: checks.length,
    checked: count("checked"),
    marked: count("marked"),
    unchecked: count("unchecked"),
    failed: count("failed"),
  };
}

/** The report's lines on the shown answers: the counts, then each one not checked or wrong. */
export function formatResponses(checks: readonly ResponseCheck[]): string[] {
  const t = responseTotalsOf(checks);
  const lines = [
    `responses: ${t.shown} shown, ${t.checked} checked, ${t.marked} marked abridged/illustrative, ` +
      `${t.unchecked} unchecked${t.failed ? `, ${t.failed} wrong` : ""}`,
  ];
  for (const c of checks.filter((x) => x.verdict === "failed" || x.verdict === "unchecked")) {
    lines.push(`  ✗ ${c.response.id}${c.response.operation ? ` (${c.response.operation.slug})` : ""}:`);
    for (const problem of c.problems) lines.push(`      ${problem}`);
  }
  return lines;
}
