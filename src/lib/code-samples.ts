/**
 * Turns one request (method, URL, JSON body) into curl, Python and JavaScript with
 * httpsnippet, a well-kept snippet generator, then swaps the literal key for the
 * AUTOEVAL_API_KEY environment variable so every sample runs as pasted.
 */
import { HTTPSnippet, type HarRequest } from "httpsnippet";

export const CODE_SAMPLE_LANGUAGES = [
  { lang: "curl", label: "curl", target: "shell", client: "curl" },
  { lang: "python", label: "Python", target: "python", client: "requests" },
  { lang: "javascript", label: "JavaScript", target: "javascript", client: "fetch" },
] as const;

export type CodeSampleLang = (typeof CODE_SAMPLE_LANGUAGES)[number]["lang"];

export interface GeneratedSample {
  readonly lang: CodeSampleLang;
  readonly label: string;
  readonly code: string;
}

export const API_KEY_ENV = "AUTOEVAL_API_KEY";
const KEY_PLACEHOLDER = "__AUTOEVAL_API_KEY__";

export interface SampleRequest {
  readonly method: string;
  readonly url: string;
  readonly body?: unknown;
}

function harOf(request: SampleRequest): HarRequest {
  const hasBody = request.body !== undefined;
  return {
    method: request.method.toUpperCase(),
    url: request.url,
    httpVersion: "HTTP/1.1",
    cookies: [],
    headers: [
      { name: "Authorization", value: `Bearer ${KEY_PLACEHOLDER}` },
      ...(hasBody ? [{ name: "Content-Type", value: "application/json" }] : []),
    ],
    queryString: [],
    headersSize: -1,
    bodySize: -1,
    ...(hasBody ? { postData: { mimeType: "application/json", text: JSON.stringify(request.body) } } : {}),
  } as HarRequest;
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
      const at = code.indexOf("--data '");
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

export function generateSamples(request: SampleRequest): GeneratedSample[] {
  const snippet = new HTTPSnippet(harOf(request));
  return CODE_SAMPLE_LANGUAGES.map(({ lang, label, target, client }) => {
    const output = snippet.convert(target, client, { indent: "  " });
    const code = Array.isArray(output) ? output.join("\n") : output;
    if (typeof code !== "string")
      throw new Error(`httpsnippet produced no ${label} sample for ${request.method} ${request.url}`);
    const withKey = useEnvironmentKey(lang, rewriteBody(lang, code.trim(), request.body));
    if (withKey.includes(KEY_PLACEHOLDER))
      throw new Error(`Could not place the API key variable in the ${label} sample`);
    return { lang, label, code: withKey };
  });
}
