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

/** Multi-line bodies read better than httpsnippet's one-line strings; skipped when quoting would change. */
function prettifyBody(lang: CodeSampleLang, code: string, body: unknown): string {
  if (body === undefined) return code;
  const compact = JSON.stringify(body);
  if (compact.includes("'")) return code;
  switch (lang) {
    case "curl":
      return code.replace(`--data '${compact}'`, `--data '${indentJson(body, "  ")}'`);
    case "javascript":
      return code.replace(`body: '${compact}'`, `body: JSON.stringify(${indentJson(body, "  ")})`);
    case "python":
      return code;
  }
}

export function generateSamples(request: SampleRequest): GeneratedSample[] {
  const snippet = new HTTPSnippet(harOf(request));
  return CODE_SAMPLE_LANGUAGES.map(({ lang, label, target, client }) => {
    const output = snippet.convert(target, client, { indent: "  " });
    const code = Array.isArray(output) ? output.join("\n") : output;
    if (typeof code !== "string")
      throw new Error(`httpsnippet produced no ${label} sample for ${request.method} ${request.url}`);
    const withKey = useEnvironmentKey(lang, prettifyBody(lang, code.trim(), request.body));
    if (withKey.includes(KEY_PLACEHOLDER))
      throw new Error(`Could not place the API key variable in the ${label} sample`);
    return { lang, label, code: withKey };
  });
}
