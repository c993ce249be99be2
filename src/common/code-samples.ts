/**
 * Turns one request (method, URL, JSON body) into curl, Python and JavaScript with the target
 * clients of @readme/httpsnippet (its public `targets` export), then swaps the literal key for
 * the AUTOEVAL_API_KEY environment variable, and the server for AUTOEVAL_BASE_URL, so every
 * sample runs as pasted, against production or a mock. Values that must be the reader's own
 * (their project or dataset id) can be read from environment variables too. The same code runs
 * at build time and, in the API console, in the browser: the target clients are plain
 * functions, while the package's HTTPSnippet class (which prepares a HAR request for them)
 * imports Node's url module. `prepare` below does its job for the requests we make; a unit
 * test holds its output to the class's for every operation.
 */
import type { Request } from "@readme/httpsnippet";
import { targets } from "@readme/httpsnippet/targets";
import { SDK_PACKAGE, sdkMethodOf, type SdkMethod } from "./sdk-operations";

export const CODE_SAMPLE_LANGUAGES = [
  { lang: "curl", label: "curl", client: targets.shell.clientsById.curl! },
  { lang: "python", label: "Python", client: targets.python.clientsById.requests! },
  { lang: "javascript", label: "JavaScript", client: targets.javascript.clientsById.fetch! },
] as const;

export type CodeSampleLang = (typeof CODE_SAMPLE_LANGUAGES)[number]["lang"];

export interface GeneratedSample {
  readonly lang: CodeSampleLang;
  readonly label: string;
  readonly code: string;
}

export const API_KEY_ENV = "AUTOEVAL_API_KEY";
/** The variable that points every sample at another server (a staging gateway, a mock). */
export const BASE_URL_ENV = "AUTOEVAL_BASE_URL";
const KEY_PLACEHOLDER = "__AUTOEVAL_API_KEY__";
const BASE_URL_PLACEHOLDER = "__AUTOEVAL_BASE_URL__";

export type NameValue = readonly [name: string, value: string];

/** Environment variable name -> the example value it stands for in the body. */
export type SampleVariables = Readonly<Record<string, string | number>>;

export interface SampleRequest {
  readonly method: string;
  /** The URL without a query string. */
  readonly url: string;
  /** Query parameters, in order; a name may repeat. */
  readonly query?: readonly NameValue[];
  /** Headers besides Authorization and Content-Type (header parameters). */
  readonly headers?: readonly NameValue[];
  readonly body?: unknown;
  /**
   * The server the URL starts with, read from AUTOEVAL_BASE_URL with this as its default (the
   * pages' samples). Without it the URL is written out (the console's chosen server).
   */
  readonly baseUrl?: string;
  /** The key written out (the console's reader revealed theirs); by default it is read from AUTOEVAL_API_KEY. */
  readonly key?: { readonly literal: string };
  /**
   * Every leaf of the body equal to one of these values is read from the named environment
   * variable instead, so readers run the sample with their own ids.
   */
  readonly variables?: SampleVariables;
}

const VARIABLE_NAME = /^[A-Z][A-Z0-9_]*$/;
const variableMarker = (name: string) => `__AUTOEVAL_VAR_${name}__`;

/** The body with each leaf that equals a variable's value replaced by that variable's marker. */
function markVariables(body: unknown, variables: SampleVariables, used: Set<string>): unknown {
  const match = Object.entries(variables).find(([, value]) => value === body);
  if (match) {
    used.add(match[0]);
    return variableMarker(match[0]);
  }
  if (Array.isArray(body)) return body.map((item) => markVariables(item, variables, used));
  if (body && typeof body === "object")
    return Object.fromEntries(
      Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, markVariables(v, variables, used)]),
    );
  return body;
}

function checkVariables(variables: SampleVariables, body: unknown): unknown {
  const names = Object.keys(variables);
  for (const name of names) {
    if (!VARIABLE_NAME.test(name))
      throw new Error(`Variable "${name}" must be an environment variable name in capitals, such as DATASET_ID.`);
  }
  const values = Object.values(variables);
  const repeated = values.find((value, i) => values.indexOf(value) !== i);
  if (repeated !== undefined) throw new Error(`Two variables stand for the same value ${JSON.stringify(repeated)}.`);
  const used = new Set<string>();
  const marked = markVariables(body, variables, used);
  const unused = names.filter((name) => !used.has(name));
  if (unused.length > 0)
    throw new Error(
      `Variable ${unused.map((n) => `${n} (${JSON.stringify(variables[n])})`).join(", ")} does not occur in the body; ` +
        "remove it or use its value in the body.",
    );
  return marked;
}

/** How each language reads a variable where the JSON text shows its quoted marker. */
function readVariable(lang: CodeSampleLang, name: string, value: string | number): string {
  const isNumber = typeof value === "number";
  switch (lang) {
    case "curl":
      // Close the single-quoted body, splice the double-quoted variable in, reopen.
      return isNumber ? `'"$${name}"'` : `"'"$${name}"'"`;
    case "python":
      return isNumber ? `int(os.environ["${name}"])` : `os.environ["${name}"]`;
    case "javascript":
      return isNumber ? `Number(process.env.${name})` : `process.env.${name}`;
  }
}

function placeVariables(lang: CodeSampleLang, code: string, variables: SampleVariables): string {
  let out = code;
  for (const [name, value] of Object.entries(variables))
    out = out.split(`"${variableMarker(name)}"`).join(readVariable(lang, name, value));
  if (out.includes("__AUTOEVAL_VAR_")) throw new Error(`Could not place every variable in the ${lang} sample`);
  // With the key written out (the console) nothing imported os yet.
  if (lang === "python" && out !== code && !out.startsWith("import os\n")) return `import os\n${out}`;
  return out;
}

/** Percent-encodes a URL component; `'` too, since the JavaScript sample quotes the URL with it. */
export function encodeUrlComponent(value: string): string {
  return encodeURIComponent(value).replace(/'/g, "%27");
}

/** The URL with its query string, exactly as the samples write it (and the console requests it). */
export function requestUrl(url: string, query: readonly NameValue[] = []): string {
  const search = query.map(([name, value]) => `${encodeUrlComponent(name)}=${encodeUrlComponent(value)}`).join("&");
  return search ? `${url}?${search}` : url;
}

type Prepared = Request;
type Reduced = Record<string, string | string[]>;

/** Names with one value map to it; repeated names to the list of their values (httpsnippet's reducer). */
function reduce(pairs: readonly NameValue[]): Reduced {
  const out: Reduced = {};
  for (const [name, value] of pairs) {
    const current = out[name];
    out[name] = current === undefined ? value : [...(Array.isArray(current) ? current : [current]), value];
  }
  return out;
}

/** What HTTPSnippet.prepare makes of a HAR request, for a JSON or body-less request (exported for its test). */
export function prepare(request: SampleRequest): Prepared {
  const hasBody = request.body !== undefined;
  const headers: NameValue[] = [
    ["Authorization", `Bearer ${request.key ? request.key.literal : KEY_PLACEHOLDER}`],
    ...(request.headers ?? []),
    ...(hasBody ? [["Content-Type", "application/json"] as const] : []),
  ];
  const headersObj = reduce(headers);
  const text = hasBody ? JSON.stringify(request.body) : undefined;
  const fullUrl = requestUrl(request.url, request.query);
  return {
    method: request.method.toUpperCase(),
    url: request.url,
    fullUrl,
    httpVersion: "HTTP/1.1",
    cookies: [],
    cookiesObj: {},
    headers: headers.map(([name, value]) => ({ name, value })),
    headersObj,
    allHeaders: { ...headersObj },
    queryString: (request.query ?? []).map(([name, value]) => ({ name, value })),
    queryObj: reduce(request.query ?? []),
    headersSize: -1,
    bodySize: -1,
    postData: hasBody
      ? { mimeType: "application/json", text, jsonObj: JSON.parse(text!) }
      : { mimeType: "application/octet-stream" },
    // Only the url-parsing targets read uriObj; curl, requests and fetch do not.
    uriObj: {} as Prepared["uriObj"],
  } as Prepared;
}

function useEnvironmentKey(lang: CodeSampleLang, code: string): string {
  switch (lang) {
    case "curl":
      return code.replace(`'Authorization: Bearer ${KEY_PLACEHOLDER}'`, `"Authorization: Bearer $${API_KEY_ENV}"`);
    case "python":
      return `import os\n${code.replace(`"Bearer ${KEY_PLACEHOLDER}"`, `f"Bearer {os.environ['${API_KEY_ENV}']}"`)}`;
    case "javascript":
      return code.replace(`'Bearer ${KEY_PLACEHOLDER}'`, `\`Bearer \${process.env.${API_KEY_ENV}}\``);
  }
}

function indentJson(value: unknown, indent: string): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${indent}`);
}

/** A JSON value as a Python literal (JSON string escapes are valid Python escapes). */
export function toPythonLiteral(value: unknown, indent = ""): string {
  const inner = `${indent}  `;
  if (value === null || value === undefined) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "number" || typeof value === "string") return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[\n${value.map((v) => `${inner}${toPythonLiteral(v, inner)}`).join(",\n")}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return "{}";
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${toPythonLiteral(v, inner)}`).join(",\n")}\n${indent}}`;
}

/**
 * httpsnippet writes bodies as one-line string literals and mishandles newlines, backslashes
 * and quotes inside them. We replace each language's body with one we build from the JSON:
 * pretty, and correct for any string content.
 */
function rewriteBody(lang: CodeSampleLang, code: string, body: unknown): string {
  if (body === undefined) return code;
  switch (lang) {
    case "curl": {
      // httpsnippet writes `--data '...'`, or a heredoc when the body holds an apostrophe; --data comes last.
      const at = code.indexOf("--data ");
      if (at === -1) throw new Error("httpsnippet's curl sample has no --data argument");
      return `${code.slice(0, at)}--data '${indentJson(body, "  ").replace(/'/g, "'\\''")}'`;
    }
    case "javascript": {
      const pattern = / {2}body: [\s\S]*\n\};\n/;
      if (!pattern.test(code)) throw new Error("httpsnippet's JavaScript sample has no body");
      return code.replace(pattern, () => `  body: JSON.stringify(${indentJson(body, "  ")})\n};\n`);
    }
    case "python": {
      const pattern = /payload = [\s\S]*?\nheaders = /;
      if (!pattern.test(code)) throw new Error("httpsnippet's Python sample has no payload");
      return code.replace(pattern, () => `payload = ${toPythonLiteral(body)}\nheaders = `);
    }
  }
}

/** How each language reads the server from AUTOEVAL_BASE_URL, where the URL starts with its placeholder. */
function useBaseUrl(lang: CodeSampleLang, code: string, server: string): string {
  const parts = code.split(BASE_URL_PLACEHOLDER);
  if (parts.length !== 2) throw new Error(`Could not place the ${BASE_URL_ENV} variable in the ${lang} sample`);
  const [before, after] = parts as [string, string];
  switch (lang) {
    case "curl": {
      const fallback = `\${${BASE_URL_ENV}:-${server}}`;
      // httpsnippet single-quotes a URL with characters the shell reads (a query string).
      if (before.endsWith("'")) return `${before.slice(0, -1)}"${fallback}"'${after}`;
      const end = after.search(/\s|$/);
      return `${before}"${fallback}${after.slice(0, end)}"${after.slice(end)}`;
    }
    case "python": {
      const line = `base_url = os.environ.get("${BASE_URL_ENV}", "${server}")\n`;
      if (!before.endsWith('url = "')) throw new Error("httpsnippet's Python sample has no url line");
      const withBase = `${before.slice(0, -'url = "'.length)}${line}url = f"{base_url}${after}`;
      return withBase.startsWith("import os\n") ? withBase : `import os\n${withBase}`;
    }
    case "javascript": {
      if (!before.endsWith("fetch('")) throw new Error("httpsnippet's JavaScript sample has no fetch call");
      const quoteEnd = after.indexOf("'");
      return (
        `const baseUrl = process.env.${BASE_URL_ENV} ?? '${server}';\n` +
        `${before.slice(0, -1)}\`\${baseUrl}${after.slice(0, quoteEnd)}\`${after.slice(quoteEnd + 1)}`
      );
    }
  }
}

/** The server an operation's URL starts with: the URL less the operation's path. */
export function serverOf(op: { readonly url: string; readonly apiPath: string }): string {
  if (!op.url.endsWith(op.apiPath)) throw new Error(`The URL ${op.url} does not end with its path ${op.apiPath}`);
  return op.url.slice(0, op.url.length - op.apiPath.length);
}

/** The URL with the server replaced by a placeholder that each language then reads from AUTOEVAL_BASE_URL. */
function markBaseUrl(url: string, server: string | undefined): string {
  if (server === undefined) return url;
  if (!url.startsWith(server)) throw new Error(`The URL ${url} does not start with the server ${server}`);
  return `${BASE_URL_PLACEHOLDER}${url.slice(server.length)}`;
}

export function generateSamples(request: SampleRequest): GeneratedSample[] {
  const variables = request.variables ?? {};
  const server = request.baseUrl?.replace(/\/$/, "");
  const marked = {
    ...request,
    url: markBaseUrl(request.url, server),
    body: checkVariables(variables, request.body),
  };
  return CODE_SAMPLE_LANGUAGES.map(({ lang, label, client }) => {
    // Each client gets its own prepared request: they may change the objects they are given.
    const code = client.convert(prepare(marked), { indent: "  " });
    if (typeof code !== "string" || code === "")
      throw new Error(`httpsnippet produced no ${label} sample for ${request.method} ${request.url}`);
    const body = rewriteBody(lang, code.trim(), marked.body);
    const withKey = request.key ? body : useEnvironmentKey(lang, body);
    if (withKey.includes(KEY_PLACEHOLDER))
      throw new Error(`Could not place the API key variable in the ${label} sample`);
    const withServer = server === undefined ? withKey : useBaseUrl(lang, withKey, server);
    return { lang, label, code: failOnError(lang, placeVariables(lang, withServer, variables)) };
  });
}

/**
 * Every sample fails on an error status, so a script or CI step built from it stops there:
 * curl with --fail-with-body (it still prints the body), Python with raise_for_status() after
 * printing the body, JavaScript as printJson below.
 */
function failOnError(lang: CodeSampleLang, code: string): string {
  switch (lang) {
    case "curl":
      if (!code.startsWith("curl ")) throw new Error("httpsnippet's curl sample does not start with curl");
      return `curl --fail-with-body ${code.slice("curl ".length)}`;
    case "python":
      if (!code.endsWith("print(response.text)"))
        throw new Error("httpsnippet's Python sample does not end with print");
      return `${code}\nresponse.raise_for_status()`;
    case "javascript":
      return printJson(code);
  }
}

/**
 * httpsnippet's fetch sample ends in `.then(res => console.log(res))`, which prints nested
 * values as [Object] and exits 0 on an error status. Ours awaits the answer (the samples run as
 * ES modules), stops with the status and body on an error, and prints the answer as JSON, which
 * a reader can save to a file and read back.
 */
function printJson(code: string): string {
  const pattern = /\nfetch\((.*), options\)\n {2}\.then\(res => res\.json\(\)\)\n[\s\S]*$/;
  const match = pattern.exec(code);
  if (!match) throw new Error("httpsnippet's JavaScript sample does not end with its fetch call");
  return (
    `${code.slice(0, match.index)}\nconst res = await fetch(${match[1]}, options);\n` +
    "if (!res.ok) throw new Error(`HTTP ${res.status}: ${await res.text()}`);\n" +
    "console.log(JSON.stringify(await res.json(), null, 2));"
  );
}

/** A JSON value as a JavaScript literal: keys unquoted where they are identifiers, two-space indents. */
export function toJsLiteral(value: unknown, indent = ""): string {
  const inner = `${indent}  `;
  if (value === null || value === undefined) return "null";
  if (typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[\n${value.map((v) => `${inner}${toJsLiteral(v, inner)},`).join("\n")}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return "{}";
  const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
  return `{\n${entries.map(([k, v]) => `${inner}${key(k)}: ${toJsLiteral(v, inner)},`).join("\n")}\n${indent}}`;
}

/**
 * The request through the official TypeScript SDK: the client takes the key and the server
 * from the same variables as every other sample (its `bearerToken` and `baseURL` options, so
 * a mock needs no other setup), calls the method with the request body as the API description
 * gives it, and prints the answer as JSON. A leaf of the body equal to a variable's value is
 * read from that environment variable, as in the other languages (Number(...) for numbers).
 */
export function sdkSample(method: SdkMethod, body: unknown, server: string, variables: SampleVariables = {}): string {
  const [resource, name] = method;
  const marked = checkVariables(variables, body ?? {});
  const code = [
    `// The official TypeScript SDK (npm install ${SDK_PACKAGE}).`,
    `import Lastmile from ${JSON.stringify(SDK_PACKAGE)};`,
    "",
    "const client = new Lastmile({",
    `  bearerToken: process.env.${API_KEY_ENV},`,
    `  baseURL: process.env.${BASE_URL_ENV} ?? "${server}",`,
    "});",
    "",
    `const response = await client.${resource}.${name}(${toJsLiteral(marked)});`,
    "console.log(JSON.stringify(response, null, 2));",
  ].join("\n");
  return placeVariables("javascript", code, variables);
}

/** What an operation page's samples are made from. */
export interface OperationSampleSource {
  readonly slug: string;
  readonly method: string;
  readonly url: string;
  readonly apiPath: string;
  readonly body: unknown;
  /** An <ApiExample>'s variables: values of the body read from the environment. */
  readonly variables?: SampleVariables;
}

/**
 * The samples of an operation page or an <ApiExample>: curl and Python over HTTP, and
 * JavaScript through the official SDK where it has a method for the operation
 * (SDK_OPERATIONS), through fetch where it has not.
 */
export function operationSamples(op: OperationSampleSource): GeneratedSample[] {
  const server = serverOf(op);
  const { method, url, body, variables } = op;
  const samples = generateSamples({ method, url, baseUrl: server, body, variables });
  const sdk = sdkMethodOf(op.slug);
  if (sdk === null) return samples;
  return samples.map((sample) =>
    sample.lang === "javascript" ? { ...sample, code: sdkSample(sdk, body, server, variables) } : sample,
  );
}
