/**
 * From the console's inputs to one request: every input checked first (the server, each
 * parameter, the body as JSON and against its schema), then the URL, headers and body that
 * both the request and the code samples use, so a reader can copy exactly what was sent.
 */
import { encodeUrlComponent, requestUrl, type NameValue, type SampleRequest } from "../../common/code-samples";
import { parameterKey, placeParameters, readParameter } from "./parameters";
import { checkBaseUrl } from "../../common/api-console/server";
import type { ConsoleOperation } from "../../common/api-console/types";
import { schemaProblems, type SchemaProblem } from "./validation";

export interface ConsoleInputs {
  /** The chosen or typed base URL. */
  readonly baseUrl: string;
  /** Each parameter's field text, by parameterKey. */
  readonly parameters: Readonly<Record<string, string>>;
  /** The body editor's text. */
  readonly body: string;
}

/** Where a problem is shown: "server", "body", or a parameter's key. */
export interface InputProblem {
  readonly field: string;
  readonly message: string;
  /** For the body: the JSON pointer of the value at fault ("" for the body itself). */
  readonly pointer?: string;
}

export interface ConsoleRequest {
  readonly method: string;
  /** The URL without its query string, then the query: what the samples are written from. */
  readonly url: string;
  readonly query: readonly NameValue[];
  /** Header parameters (the console adds Authorization and Content-Type itself). */
  readonly headers: readonly NameValue[];
  /** The parsed body; undefined when none is sent. */
  readonly body?: unknown;
}

export type PreparedRequest =
  | { readonly ok: true; readonly request: ConsoleRequest }
  | { readonly ok: false; readonly problems: readonly InputProblem[] };

export const BODY_PROBLEMS = {
  required: "The body is required. Send {} when you set no fields.",
  notJson: (detail: string) => `This is not valid JSON: ${detail}`,
} as const;

type ParsedBody = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly message: string };

/** The editor's text as JSON; an empty editor sends no body. */
export function parseBody(text: string, required: boolean): ParsedBody {
  if (text.trim() === "")
    return required ? { ok: false, message: BODY_PROBLEMS.required } : { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, message: BODY_PROBLEMS.notJson((error as Error).message) };
  }
}

function bodyProblems(op: ConsoleOperation, text: string): { value?: unknown; problems: InputProblem[] } {
  if (!op.requestBody) return { problems: [] };
  const parsed = parseBody(text, op.requestBody.required);
  if (!parsed.ok) return { problems: [{ field: "body", message: parsed.message }] };
  if (parsed.value === undefined) return { problems: [] };
  const problems = schemaProblems(op.requestBody.schema, parsed.value).map((p: SchemaProblem): InputProblem => ({
    field: "body",
    message: p.message,
    pointer: p.pointer,
  }));
  return { value: parsed.value, problems };
}

/** The operation's path with each `{name}` replaced by its encoded value. */
export function fillPath(apiPath: string, values: Readonly<Record<string, readonly string[]>>): string {
  return apiPath.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const list = values[name];
    return list ? list.map(encodeUrlComponent).join(",") : whole;
  });
}

/**
 * Checks every input and builds the request. "send" refuses on any problem; "draft" (for the
 * samples, which follow the inputs as the reader types) refuses only what cannot be written
 * at all (a bad base URL, text that is not JSON) and takes a parameter's text as it is.
 */
export function prepareRequest(
  op: ConsoleOperation,
  inputs: ConsoleInputs,
  mode: "send" | "draft" = "send",
): PreparedRequest {
  const problems: InputProblem[] = [];
  const server = checkBaseUrl(inputs.baseUrl);
  if (!server.ok) problems.push({ field: "server", message: server.problem });
  const values = new Map<string, string | number | boolean | (string | number | boolean)[]>();
  for (const param of op.parameters) {
    const key = parameterKey(param);
    const text = inputs.parameters[key] ?? "";
    const read = readParameter(param, text);
    if (read.ok && read.value !== undefined) values.set(key, read.value);
    else if (!read.ok && mode === "draft" && text.trim() !== "") values.set(key, text.trim());
    else if (!read.ok && mode === "send") problems.push({ field: key, message: read.problem });
  }
  const body = bodyProblems(op, inputs.body);
  const blocking = mode === "send" ? body.problems : body.problems.filter((p) => p.pointer === undefined);
  problems.push(...blocking);
  if (problems.length > 0 || !server.ok) return { ok: false, problems };
  const placed = placeParameters(op.parameters, values);
  return {
    ok: true,
    request: {
      method: op.method,
      url: `${server.url}${fillPath(op.apiPath, placed.path)}`,
      query: placed.query,
      headers: placed.headers,
      ...(body.value !== undefined ? { body: body.value } : {}),
    },
  };
}

export const KEY_PROBLEMS = {
  /** Names the first character an HTTP header cannot carry, so the reader can find it. */
  character: (char: string) =>
    `The key holds ${describeCharacter(char)}, which an HTTP header cannot carry. Paste the key as your ` +
    "AutoEval settings show it: letters, digits and plain punctuation, without quotes or spaces around it.",
} as const;

function describeCharacter(char: string): string {
  const code = `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
  // A control character shows as nothing: only its code point names it.
  return /[\p{Cc}\p{Cf}\p{Z}]/u.test(char) ? `the invisible character ${code}` : `the character ${char} (${code})`;
}

/**
 * Checks the key before it goes into the Authorization header. A header value is Latin-1 text
 * without control characters (Fetch's "header value"): anything else makes `Headers.set` throw,
 * which used to leave Send doing nothing. Null when the key can be sent (an empty key sends none).
 */
export function keyProblem(key: string): InputProblem | null {
  const bad = [...key].find((char) => {
    const code = char.codePointAt(0)!;
    return code > 0xff || code < 0x20 || code === 0x7f;
  });
  return bad === undefined ? null : { field: "key", message: KEY_PROBLEMS.character(bad) };
}

/** The request as the code samples take it; the key is written out only when the reader revealed it. */
export function sampleRequest(request: ConsoleRequest, revealedKey: string | null): SampleRequest {
  return { ...request, ...(revealedKey ? { key: { literal: revealedKey } } : {}) };
}

/** What fetch is given: the full URL, and the headers with the key and the body's type. */
export function fetchArguments(request: ConsoleRequest, key: string): { url: string; init: RequestInit } {
  const headers = new Headers();
  if (key) headers.set("Authorization", `Bearer ${key}`);
  for (const [name, value] of request.headers) headers.append(name, value);
  if (request.body !== undefined) headers.set("Content-Type", "application/json");
  return {
    url: requestUrl(request.url, request.query),
    init: {
      method: request.method,
      headers,
      ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
      // The key travels in a header the reader typed; no cookies of this site go with it.
      credentials: "omit",
      cache: "no-store",
      referrerPolicy: "no-referrer",
    },
  };
}
