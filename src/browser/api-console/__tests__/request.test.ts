import { describe, expect, it } from "vitest";
import { generateSamples } from "../../../common/code-samples";
import { BASE_URL_PROBLEMS } from "../../../common/api-console/server";
import {
  BODY_PROBLEMS,
  fetchArguments,
  fillPath,
  keyProblem,
  parseBody,
  prepareRequest,
  sampleRequest,
} from "../request";
import { WIDGET_RUNS } from "./fixtures";

const inputs = {
  baseUrl: "http://127.0.0.1:4010/",
  parameters: { "path:widgetId": "w 1", "query:status": "DONE", "query:limit": "20", "header:X-Request-Id": "req-1" },
  body: '{ "name": "Second widget" }',
};

describe("prepareRequest", () => {
  it("builds the URL, query, headers and body from valid inputs", () => {
    expect(
      prepareRequest(WIDGET_RUNS, { ...inputs, parameters: { ...inputs.parameters, "path:widgetId": "w_1" } }),
    ).toEqual({
      ok: true,
      request: {
        method: "PUT",
        url: "http://127.0.0.1:4010/widgets/w_1/runs",
        query: [
          ["status", "DONE"],
          ["limit", "20"],
        ],
        headers: [["X-Request-Id", "req-1"]],
        body: { name: "Second widget" },
      },
    });
  });

  it("refuses to send with every problem named by its field, the body's by JSON pointer", () => {
    const result = prepareRequest(WIDGET_RUNS, {
      baseUrl: "http://api.example.org",
      parameters: { "query:limit": "0" },
      body: '{ "name": 3 }',
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        { field: "server", message: BASE_URL_PROBLEMS.plainHttp },
        { field: "path:widgetId", message: "Required." },
        { field: "query:limit", message: "0 is less than 1." },
        { field: "body", message: "Expected string, found number.", pointer: "/name" },
      ],
    });
  });

  it("stops a body that is not JSON, with the parser's own account of it", () => {
    const result = prepareRequest(WIDGET_RUNS, { ...inputs, body: '{ "name": }' });
    expect(result.ok).toBe(false);
    const problem = !result.ok ? result.problems.find((p) => p.field === "body") : undefined;
    expect(problem?.message).toMatch(/^This is not valid JSON: Unexpected token '\}'/);
    expect(problem?.pointer).toBeUndefined();
  });

  it("drafts what the samples show while the reader types: schema problems and odd parameters go through", () => {
    const draft = prepareRequest(
      WIDGET_RUNS,
      { ...inputs, parameters: { "path:widgetId": "w 1", "query:limit": "lots" }, body: "{}" },
      "draft",
    );
    expect(draft).toMatchObject({
      ok: true,
      request: { url: "http://127.0.0.1:4010/widgets/w%201/runs", query: [["limit", "lots"]], body: {} },
    });
    expect(prepareRequest(WIDGET_RUNS, { ...inputs, body: "{" }, "draft").ok).toBe(false);
  });
});

describe("parseBody", () => {
  it("sends no body for an empty editor unless one is required", () => {
    expect(parseBody("  ", false)).toEqual({ ok: true, value: undefined });
    expect(parseBody("", true)).toEqual({ ok: false, message: BODY_PROBLEMS.required });
  });
});

describe("fillPath", () => {
  it("encodes each value, and keeps the commas of a list", () => {
    expect(fillPath("/a/{id}/b/{ids}", { id: ["x/y z"], ids: ["1", "2"] })).toBe("/a/x%2Fy%20z/b/1,2");
    expect(fillPath("/a/{id}", {})).toBe("/a/{id}");
  });
});

describe("what is sent, and what the samples say was sent", () => {
  const prepared = prepareRequest(WIDGET_RUNS, {
    ...inputs,
    parameters: { ...inputs.parameters, "path:widgetId": "w_1" },
  });
  const request = prepared.ok ? prepared.request : null;

  it("sends the key as a bearer token, the body as compact JSON, and no cookies", () => {
    const { url, init } = fetchArguments(request!, "sk-1");
    expect(url).toBe("http://127.0.0.1:4010/widgets/w_1/runs?status=DONE&limit=20");
    expect(init.method).toBe("PUT");
    expect(Object.fromEntries(init.headers as Headers)).toEqual({
      authorization: "Bearer sk-1",
      "content-type": "application/json",
      "x-request-id": "req-1",
    });
    expect(init.body).toBe('{"name":"Second widget"}');
    expect(init.credentials).toBe("omit");
  });

  it("sends no Authorization header without a key, so the API answers 401", () => {
    expect((fetchArguments(request!, "").init.headers as Headers).has("authorization")).toBe(false);
  });

  it("writes the samples from the same URL, and the key only when revealed", () => {
    const hidden = generateSamples(sampleRequest(request!, null));
    const curl = hidden.find((s) => s.lang === "curl")!.code;
    expect(curl).toContain("--url 'http://127.0.0.1:4010/widgets/w_1/runs?status=DONE&limit=20'");
    expect(curl).toContain('"Authorization: Bearer $AUTOEVAL_API_KEY"');
    expect(curl).not.toContain("sk-1");
    const revealed = generateSamples(sampleRequest(request!, "sk-1"));
    expect(revealed.find((s) => s.lang === "curl")!.code).toContain("'Authorization: Bearer sk-1'");
  });
});

describe("keyProblem", () => {
  it("accepts what a header carries: printable ASCII and Latin-1, or no key", () => {
    for (const key of ["", "sk-test-7f3a9c2e41", "sk_abc.DEF~123+/=", "clé-é"]) expect(keyProblem(key)).toBeNull();
  });

  it("names the first character a header cannot carry, visible or not", () => {
    expect(keyProblem("sk-ключ-123")?.message).toMatch(
      /^The key holds the character к \(U\+043A\), which an HTTP header cannot carry/,
    );
    expect(keyProblem("“sk-abc”")?.message).toMatch(/the character “ \(U\+201C\)/);
    expect(keyProblem("sk-abc…")?.message).toMatch(/\(U\+2026\)/);
    expect(keyProblem("sk\u0000abc")?.message).toMatch(/the invisible character U\+0000/);
    expect(keyProblem("sk\nabc")?.field).toBe("key");
  });

  it("refuses exactly the keys Headers.set refuses (and control characters it would strip or reject)", () => {
    for (const key of ["sk-ключ", "“sk”", "sk…", "sk\u0000x", "sk\rx"]) {
      expect(keyProblem(key)).not.toBeNull();
      expect(() => new Headers().set("Authorization", `Bearer ${key}`)).toThrow(TypeError);
    }
    expect(() => new Headers().set("Authorization", "Bearer clé-é")).not.toThrow();
  });
});
