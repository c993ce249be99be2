import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { HTTPSnippet, type HarRequest } from "@readme/httpsnippet";
import type { TargetId } from "@readme/httpsnippet/targets";
import {
  API_KEY_ENV,
  BASE_URL_ENV,
  CODE_SAMPLE_LANGUAGES,
  generateSamples,
  operationSamples,
  prepare,
  requestUrl,
  sdkSample,
  type GeneratedSample,
  type SampleRequest,
} from "../code-samples";

interface Operation {
  summary: string;
  requestBody?: { content?: Record<string, { example?: unknown }> };
}

const description = parse(readFileSync(path.resolve(__dirname, "../../../openapi/autoeval-api-v2.yaml"), "utf8")) as {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
};
const SERVER = description.servers[0]!.url.replace(/\/$/, "");
const OPERATIONS = Object.entries(description.paths).flatMap(([apiPath, item]) =>
  Object.entries(item).map(([method, op]) => ({
    method: method.toUpperCase(),
    apiPath,
    url: `${SERVER}${apiPath}`,
    summary: op.summary,
    example: op.requestBody?.content?.["application/json"]?.example,
  })),
);

function sample(samples: readonly GeneratedSample[], lang: GeneratedSample["lang"]): string {
  const found = samples.find((s) => s.lang === lang);
  if (!found) throw new Error(`no ${lang} sample`);
  return found.code;
}

/** The shell word after `--data`: single-quoted pieces joined, with `'\''` as an escaped quote. */
function curlData(code: string): string {
  const start = code.indexOf("--data ");
  if (start === -1) throw new Error(`no --data in\n${code}`);
  let i = start + "--data ".length;
  let word = "";
  while (i < code.length && !/\s/.test(code[i]!)) {
    if (code[i] === "'") {
      const end = code.indexOf("'", i + 1);
      if (end === -1) throw new Error("unterminated quote");
      word += code.slice(i + 1, end);
      i = end + 1;
    } else if (code[i] === "\\") {
      word += code[i + 1];
      i += 2;
    } else {
      word += code[i];
      i += 1;
    }
  }
  return word;
}

/** Evaluates the `options` object of the fetch sample with a fake process.env. */
function fetchOptions(code: string): { method: string; headers: Record<string, string>; body?: string } {
  const match = /const options = ([\s\S]*?);\n\nconst res = await fetch\(/.exec(code);
  if (!match) throw new Error(`no options object in\n${code}`);
  const env = { [API_KEY_ENV]: "test-key" };
  return new Function("process", `"use strict"; return (${match[1]});`)({ env }) as never;
}

/** Python's dict literal as JSON: strings kept, None/True/False outside strings translated. */
function pythonLiteralToJson(literal: string): unknown {
  let out = "";
  for (let i = 0; i < literal.length; i++) {
    const ch = literal[i]!;
    if (ch === '"') {
      let j = i + 1;
      while (literal[j] !== '"') j += literal[j] === "\\" ? 2 : 1;
      out += literal.slice(i, j + 1);
      i = j;
      continue;
    }
    const rest = literal.slice(i);
    const keyword = /^(None|True|False)\b/.exec(rest);
    if (keyword) {
      out += { None: "null", True: "true", False: "false" }[keyword[1] as "None"];
      i += keyword[1]!.length - 1;
      continue;
    }
    out += ch;
  }
  return JSON.parse(out);
}

function pythonPayload(code: string): unknown {
  const match = /\npayload = ([\s\S]*?)\nheaders = /.exec(code);
  if (!match) throw new Error(`no payload in\n${code}`);
  return pythonLiteralToJson(match[1]!);
}

describe("generateSamples for every operation of the API description", () => {
  it("checks all 53 operations", () => {
    console.log(`code samples: checked ${OPERATIONS.length} operations`);
    expect(OPERATIONS).toHaveLength(53);
    expect(OPERATIONS.every((op) => op.example !== undefined)).toBe(true);
  });

  describe.each(OPERATIONS)("$method $summary", ({ method, apiPath, url, example }) => {
    const samples = generateSamples({ method, url, baseUrl: SERVER, body: example });

    it("gives curl, Python and JavaScript, in that order", () => {
      expect(samples.map((s) => [s.lang, s.label])).toEqual(CODE_SAMPLE_LANGUAGES.map((l) => [l.lang, l.label]));
    });

    it("curl: method, the server from the environment, the key from the environment in double quotes, and the body", () => {
      const code = sample(samples, "curl");
      expect(code).toContain(`--request ${method}`);
      expect(code).toContain(`--url "\${${BASE_URL_ENV}:-${SERVER}}${apiPath}"`);
      expect(code).toContain(`--header "Authorization: Bearer $${API_KEY_ENV}"`);
      expect(code).not.toContain(`'Authorization`);
      expect(code).toContain("--header 'Content-Type: application/json'");
      expect(JSON.parse(curlData(code))).toEqual(example);
    });

    it("python: requests with the server and the key from os.environ and the body as json", () => {
      const code = sample(samples, "python");
      expect(code.startsWith("import os\n")).toBe(true);
      expect(code).toContain("import requests");
      expect(code).toContain(
        `base_url = os.environ.get("${BASE_URL_ENV}", "${SERVER}")\nurl = f"{base_url}${apiPath}"`,
      );
      expect(code).toContain(`f"Bearer {os.environ['${API_KEY_ENV}']}"`);
      expect(code).toMatch(
        new RegExp(`requests\\.(${method.toLowerCase()}\\(|request\\("${method}", )url, json=payload`),
      );
      expect(pythonPayload(code)).toEqual(example);
    });

    it("javascript: fetch with the server and the key from process.env and the body", () => {
      const code = sample(samples, "javascript");
      expect(code).toContain(`const baseUrl = process.env.${BASE_URL_ENV} ?? '${SERVER}';`);
      expect(code).toContain(`fetch(\`\${baseUrl}${apiPath}\`, options)`);
      expect(code).not.toContain(url);
      expect(code).toContain(`process.env.${API_KEY_ENV}`);
      const options = fetchOptions(code);
      expect(options.method).toBe(method);
      expect(options.headers["Authorization"]).toBe("Bearer test-key");
      expect(options.headers["Content-Type"]).toBe("application/json");
      expect(JSON.parse(options.body!)).toEqual(example);
    });

    it("never shows a placeholder or a literal key", () => {
      for (const s of samples) expect(s.code).not.toMatch(/__AUTOEVAL_API_KEY__|PLACEHOLDER/);
    });
  });
});

describe("generateSamples on awkward bodies", () => {
  const url = "https://lastmileai.dev/api/2/auto_eval/evaluation/evaluate";

  it("keeps a body with an apostrophe intact in every language", () => {
    const body = { output: ["It's within 30 days."], n: [1, null], ok: true };
    const samples = generateSamples({ method: "POST", url, body });
    expect(JSON.parse(curlData(sample(samples, "curl")))).toEqual(body);
    expect(pythonPayload(sample(samples, "python"))).toEqual(body);
    expect(JSON.parse(fetchOptions(sample(samples, "javascript")).body!)).toEqual(body);
  });

  it("keeps quotes, backslashes, newlines and non-ASCII text intact in curl and JavaScript", () => {
    const body = { input: ['He said "refund"\\n', "line one\nline two", "crème brûlée ✓", "$HOME `x`"] };
    const samples = generateSamples({ method: "POST", url, body });
    expect(JSON.parse(curlData(sample(samples, "curl")))).toEqual(body);
    expect(JSON.parse(fetchOptions(sample(samples, "javascript")).body!)).toEqual(body);
  });

  it("python: writes a newline inside a string as an escape, not as a line break", () => {
    const body = { prompt: "Line one\nLine two" };
    const code = sample(generateSamples({ method: "POST", url, body }), "python");
    expect(code).toContain('"prompt": "Line one\\nLine two"');
    expect(pythonPayload(code)).toEqual(body);
  });

  it("javascript: sends valid JSON when a body holds both an apostrophe and a newline", () => {
    const body = { prompt: "It's grounded.\nAnswer 1 or 0.", path: "C:\\data" };
    const options = fetchOptions(sample(generateSamples({ method: "POST", url, body }), "javascript"));
    expect(() => JSON.parse(options.body!)).not.toThrow();
    expect(JSON.parse(options.body!)).toEqual(body);
  });

  it("curl and python: print the body and fail on an error status", () => {
    const samples = generateSamples({ method: "POST", url, body: {} });
    expect(sample(samples, "curl").startsWith("curl --fail-with-body --request POST")).toBe(true);
    expect(sample(samples, "python").endsWith("print(response.text)\nresponse.raise_for_status()")).toBe(true);
  });

  it("javascript: awaits the answer, stops on an error status and prints the answer as JSON", () => {
    const code = sample(generateSamples({ method: "POST", url, body: {} }), "javascript");
    expect(code).not.toContain(".then(");
    expect(code).toContain("if (!res.ok) throw new Error(`HTTP ${res.status}: ${await res.text()}`);");
    expect(code.endsWith("console.log(JSON.stringify(await res.json(), null, 2));")).toBe(true);
  });

  it("sends an empty object body as {}", () => {
    const samples = generateSamples({ method: "POST", url, body: {} });
    expect(JSON.parse(curlData(sample(samples, "curl")))).toEqual({});
    expect(JSON.parse(fetchOptions(sample(samples, "javascript")).body!)).toEqual({});
  });

  it("sends no body and no Content-Type without a body", () => {
    const samples = generateSamples({ method: "get", url });
    const curl = sample(samples, "curl");
    expect(curl).toContain("--request GET");
    expect(curl).not.toContain("--data");
    expect(curl).not.toContain("Content-Type");
    expect(curl).toContain(`"Authorization: Bearer $${API_KEY_ENV}"`);
    const options = fetchOptions(sample(samples, "javascript"));
    expect(options).toEqual({ method: "GET", headers: { Authorization: "Bearer test-key" } });
    expect(sample(samples, "python")).toContain(`os.environ['${API_KEY_ENV}']`);
  });
});

describe("generateSamples with variables for the reader's own values", () => {
  const url = "https://lastmileai.dev/api/2/auto_eval/project/add_members";
  const body = { projectId: "prj_7f3a9c2e41", roleIds: [4117], note: "prj_7f3a9c2e41 stays text" };
  const variables = { PROJECT_ID: "prj_7f3a9c2e41", ROLE_ID: 4117 };
  const env = { PROJECT_ID: "prj_0000000001", ROLE_ID: "77" };
  const expected = { projectId: "prj_0000000001", roleIds: [77], note: "prj_7f3a9c2e41 stays text" };
  const samples = generateSamples({ method: "POST", url, body, variables });

  it("curl: the shell splices the variables into the JSON it sends", () => {
    // A stand-in for curl that prints the argument after --data, run by a real bash.
    const script = `curl() { while [ "$#" -gt 0 ]; do if [ "$1" = --data ]; then printf '%s' "$2"; fi; shift; done; }\n${sample(samples, "curl")}`;
    const sent = execFileSync("bash", ["-c", script], { env: { ...env, AUTOEVAL_API_KEY: "k" } }).toString();
    expect(JSON.parse(sent)).toEqual(expected);
  });

  it("python: reads os.environ, with int() for numbers", () => {
    const code = sample(samples, "python");
    expect(code).toContain('"projectId": os.environ["PROJECT_ID"]');
    expect(code).toContain('int(os.environ["ROLE_ID"])');
    const payload = /\npayload = ([\s\S]*?)\nheaders = /.exec(code)![1]!;
    const printed = execFileSync("python3", ["-c", `import json, os\nprint(json.dumps(${payload}))`], {
      env: { ...process.env, ...env },
    }).toString();
    expect(JSON.parse(printed)).toEqual(expected);
  });

  it("javascript: reads process.env, with Number() for numbers", () => {
    const code = sample(samples, "javascript");
    const match = /const options = ([\s\S]*?);\n\nconst res = await fetch\(/.exec(code)!;
    const options = new Function("process", `"use strict"; return (${match[1]});`)({
      env: { ...env, [API_KEY_ENV]: "k" },
    }) as { body: string };
    expect(JSON.parse(options.body)).toEqual(expected);
  });

  it("refuses a variable that is not in the body, a lower-case name and two names for one value", () => {
    expect(() => generateSamples({ method: "POST", url, body, variables: { DATASET_ID: "ds_5b81d0e6a7" } })).toThrow(
      'Variable DATASET_ID ("ds_5b81d0e6a7") does not occur in the body',
    );
    expect(() => generateSamples({ method: "POST", url, body, variables: { projectId: "prj_7f3a9c2e41" } })).toThrow(
      'Variable "projectId" must be an environment variable name in capitals',
    );
    expect(() =>
      generateSamples({ method: "POST", url, body, variables: { A: "prj_7f3a9c2e41", B: "prj_7f3a9c2e41" } }),
    ).toThrow("Two variables stand for the same value");
  });
});

describe("operationSamples: an <ApiExample>'s JavaScript through the official SDK, with its variables", () => {
  const op = {
    slug: "get-dataset",
    method: "POST",
    url: "https://lastmileai.dev/api/2/auto_eval/dataset/get",
    apiPath: "/api/2/auto_eval/dataset/get",
  };
  const body = { id: "ds_5b81d0e6a7", limit: 25 };
  const samples = operationSamples({ ...op, body, variables: { DATASET_ID: "ds_5b81d0e6a7", LIMIT: 25 } });
  const js = sample(samples, "javascript");

  it("names the SDK on its first line and calls the method, reading each variable from process.env", () => {
    expect(js.split("\n")[0]).toBe("// The official TypeScript SDK (npm install lastmile).");
    expect(js).toContain(
      "client.datasets.get({\n  id: process.env.DATASET_ID,\n  limit: Number(process.env.LIMIT),\n})",
    );
    expect(js).not.toContain("ds_5b81d0e6a7");
  });

  it("passes the values the environment holds to the SDK method", () => {
    const call = /client\.datasets\.get\(([\s\S]*?)\);/.exec(js)![1]!;
    const args = new Function("process", `"use strict"; return (${call});`)({
      env: { DATASET_ID: "ds_0000000001", LIMIT: "3" },
    }) as unknown;
    expect(args).toEqual({ id: "ds_0000000001", limit: 3 });
  });

  it("keeps curl and Python over HTTP with the same variables, and fetch where the SDK has no method", () => {
    expect(sample(samples, "python")).toContain('os.environ["DATASET_ID"]');
    const other = operationSamples({
      slug: "create-project",
      method: "POST",
      url: "https://lastmileai.dev/api/2/auto_eval/project/create",
      apiPath: "/api/2/auto_eval/project/create",
      body: { name: "p" },
      variables: { PROJECT_NAME: "p" },
    });
    expect(sample(other, "javascript")).toContain("await fetch(");
    expect(sample(other, "javascript")).toContain("process.env.PROJECT_NAME");
  });

  it("refuses a variable the body does not hold, as the other languages do", () => {
    expect(() => sdkSample(["datasets", "get"], body, "https://lastmileai.dev", { PROJECT_ID: "prj_1" })).toThrow(
      'Variable PROJECT_ID ("prj_1") does not occur in the body',
    );
  });
});

/** httpsnippet's own pipeline (the HTTPSnippet class, which needs Node) for the same request. */
function viaHttpSnippetClass(request: SampleRequest, target: TargetId, client: string): string {
  const har = {
    method: request.method.toUpperCase(),
    url: requestUrl(request.url, request.query),
    httpVersion: "HTTP/1.1",
    cookies: [],
    headers: prepare(request).headers,
    queryString: [],
    headersSize: -1,
    bodySize: -1,
    ...(request.body !== undefined
      ? { postData: { mimeType: "application/json", text: JSON.stringify(request.body) } }
      : {}),
  } as HarRequest;
  const [code] = new HTTPSnippet(har).convert(target, client, { indent: "  " }) as string[];
  return code!;
}

const CLIENTS: [TargetId, string, (typeof CODE_SAMPLE_LANGUAGES)[number]["client"]][] = CODE_SAMPLE_LANGUAGES.map(
  (l) => [
    l.lang === "curl" ? "shell" : l.lang,
    l.lang === "curl" ? "curl" : l.lang === "python" ? "requests" : "fetch",
    l.client,
  ],
);

describe("prepare: what the browser-safe path hands httpsnippet's clients", () => {
  const cases: [string, SampleRequest][] = [
    ...OPERATIONS.map(({ method, url, summary, example }): [string, SampleRequest] => [
      summary,
      { method, url, body: example },
    ]),
    [
      "query, header parameters and a literal key",
      {
        method: "PUT",
        url: "http://127.0.0.1:4010/widgets/w%201",
        query: [
          ["status", "DONE"],
          ["tag", "a b"],
          ["tag", "c&d=e"],
        ],
        headers: [["X-Request-Id", "req 1"]],
        body: { name: "It's" },
        key: { literal: 'sk-it\'s-"mine"' },
      },
    ],
    ["a DELETE without a body", { method: "DELETE", url: "https://lastmileai.dev/api/2/auto_eval/x" }],
  ];

  it.each(cases)("%s: the same code as httpsnippet's HTTPSnippet class", (_name, request) => {
    for (const [target, clientId, client] of CLIENTS) {
      expect(client.convert(prepare(request), { indent: "  " }), `${target}/${clientId}`).toBe(
        viaHttpSnippetClass(request, target, clientId),
      );
    }
  });
});

describe("generateSamples from the console's inputs", () => {
  const request: SampleRequest = {
    method: "PUT",
    url: "http://127.0.0.1:4010/widgets/w_1",
    query: [["status", "DONE"]],
    headers: [["X-Request-Id", "req-1"]],
    body: { name: "Second widget" },
  };

  it("writes the query string, the header parameters and the body into every language", () => {
    const samples = generateSamples(request);
    expect(sample(samples, "curl")).toContain("--url 'http://127.0.0.1:4010/widgets/w_1?status=DONE'");
    expect(sample(samples, "curl")).toContain("--header 'X-Request-Id: req-1'");
    expect(sample(samples, "python")).toContain('url = "http://127.0.0.1:4010/widgets/w_1?status=DONE"');
    expect(sample(samples, "python")).toContain('"X-Request-Id": "req-1"');
    const options = fetchOptions(sample(samples, "javascript"));
    expect(options.headers["X-Request-Id"]).toBe("req-1");
    expect(sample(samples, "javascript")).toContain("fetch('http://127.0.0.1:4010/widgets/w_1?status=DONE', options)");
    for (const s of samples) expect(s.code).not.toContain(BASE_URL_ENV);
  });

  it("writes a revealed key out, and never the environment variable then", () => {
    const samples = generateSamples({ ...request, key: { literal: "sk-live-123" } });
    expect(sample(samples, "curl")).toContain("--header 'Authorization: Bearer sk-live-123'");
    expect(sample(samples, "python")).toContain('"Authorization": "Bearer sk-live-123"');
    expect(fetchOptions(sample(samples, "javascript")).headers["Authorization"]).toBe("Bearer sk-live-123");
    for (const s of samples) expect(s.code).not.toContain(API_KEY_ENV);
  });

  it("encodes the query like httpsnippet, and an apostrophe too, which would end the JavaScript string", () => {
    expect(
      requestUrl("https://x.test/a", [
        ["q", "it's a&b"],
        ["n", "1"],
      ]),
    ).toBe("https://x.test/a?q=it%27s%20a%26b&n=1");
    expect(requestUrl("https://x.test/a")).toBe("https://x.test/a");
  });
});

describe("generateSamples: the server from AUTOEVAL_BASE_URL", () => {
  const server = "https://lastmileai.dev";
  const request: SampleRequest = {
    method: "POST",
    url: `${server}/api/2/auto_eval/dataset/get`,
    baseUrl: server,
    body: { id: "ds_5b81d0e6a7" },
  };
  const samples = generateSamples(request);
  const mock = "http://127.0.0.1:4010";

  it("curl: the shell reads the variable, and falls back to the server", () => {
    const script = `curl() { while [ "$#" -gt 0 ]; do if [ "$1" = --url ]; then printf '%s' "$2"; fi; shift; done; }\n${sample(samples, "curl")}`;
    const run = (env: Record<string, string>) => execFileSync("bash", ["-c", script], { env }).toString();
    expect(run({ [BASE_URL_ENV]: mock })).toBe(`${mock}/api/2/auto_eval/dataset/get`);
    expect(run({})).toBe(request.url);
  });

  it("python: os.environ.get with the server as default", () => {
    const code = sample(samples, "python");
    const head = code.slice(0, code.indexOf("\npayload = "));
    const run = (env: Record<string, string>) =>
      execFileSync("python3", ["-c", `${head.replace("import requests\n", "")}\nprint(url)`], {
        env: { PATH: process.env.PATH!, ...env },
      })
        .toString()
        .trim();
    expect(run({ [BASE_URL_ENV]: mock })).toBe(`${mock}/api/2/auto_eval/dataset/get`);
    expect(run({})).toBe(request.url);
  });

  it("javascript: process.env with the server as default", () => {
    const code = sample(samples, "javascript");
    const url = (env: Record<string, string>) =>
      new Function(
        "process",
        `"use strict"; ${code.slice(0, code.indexOf("\n"))} return ${/fetch\((`[^`]*`)/.exec(code)![1]};`,
      )({ env });
    expect(url({ [BASE_URL_ENV]: mock })).toBe(`${mock}/api/2/auto_eval/dataset/get`);
    expect(url({})).toBe(request.url);
  });

  it("keeps a query string quoted in curl", () => {
    const code = sample(generateSamples({ ...request, query: [["q", "a b"]] }), "curl");
    expect(code).toContain(`--url "\${${BASE_URL_ENV}:-${server}}"'/api/2/auto_eval/dataset/get?q=a%20b'`);
  });

  it("refuses a URL that is not on the server", () => {
    expect(() => generateSamples({ ...request, baseUrl: "https://example.test" })).toThrow(
      "does not start with the server https://example.test",
    );
  });
});
