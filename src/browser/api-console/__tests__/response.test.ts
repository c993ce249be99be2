import { describe, expect, it } from "vitest";
import {
  COLLAPSED_CHARS,
  COLLAPSED_LINES,
  documentedResponse,
  formatBody,
  formatElapsed,
  headerList,
  MAX_SHOWN_CHARS,
  prettyLength,
} from "../response";
import { WIDGET_RUNS } from "./fixtures";

describe("formatBody", () => {
  it("pretty-prints JSON, and shows anything else as it came", () => {
    expect(formatBody('{"a":[1]}', "application/json")).toMatchObject({
      text: '{\n  "a": [\n    1\n  ]\n}',
      isJson: true,
      preview: null,
    });
    expect(formatBody("<html>oops</html>", "text/html")).toMatchObject({ text: "<html>oops</html>", isJson: false });
    expect(formatBody("{not json", "application/json")).toMatchObject({ text: "{not json", isJson: false });
    expect(formatBody("", null)).toMatchObject({ text: "", isJson: false, lineCount: 1 });
  });

  it("collapses a long body to its first lines", () => {
    const long = JSON.stringify(Array.from({ length: 100 }, (_, i) => i));
    const body = formatBody(long, "application/json");
    expect(body.lineCount).toBe(102);
    expect(body.preview?.split("\n")).toHaveLength(COLLAPSED_LINES);
  });
});

describe("formatBody, long or cut", () => {
  it("collapses one long line by characters", () => {
    const body = formatBody("z".repeat(30_000), "text/plain");
    expect(body.lineCount).toBe(1);
    expect(body.preview).toHaveLength(COLLAPSED_CHARS);
  });

  it("shows a cut body as it came, without trying to read it as JSON", () => {
    const body = formatBody('{"a":1}', "application/json", true);
    expect(body).toMatchObject({ text: '{"a":1}', isJson: false });
    expect(body.value).toBeUndefined();
  });

  it("keeps the parsed value of a JSON body for the foldable view", () => {
    expect(formatBody('{"a":[1]}', "application/json").value).toEqual({ a: [1] });
  });
});

describe("documentedResponse", () => {
  it("matches the status, then its class, then default", () => {
    expect(documentedResponse(WIDGET_RUNS.responses, 404)?.status).toBe("404");
    expect(documentedResponse(WIDGET_RUNS.responses, 401)?.status).toBe("4XX");
    expect(documentedResponse(WIDGET_RUNS.responses, 503)?.status).toBe("default");
    expect(documentedResponse(WIDGET_RUNS.responses.slice(0, 1), 503)).toBeNull();
  });
});

describe("formatting", () => {
  it("gives elapsed time in ms or s, and headers sorted by name", () => {
    expect(formatElapsed(212.4)).toBe("212 ms");
    expect(formatElapsed(1430)).toBe("1.4 s");
    expect(headerList(new Headers({ "X-B": "2", "content-type": "application/json" }))).toEqual([
      ["content-type", "application/json"],
      ["x-b", "2"],
    ]);
  });
});

describe("formatBody, bounded after formatting", () => {
  const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

  it("measures pretty JSON as JSON.stringify(value, null, 2) writes it", () => {
    const values = [
      null,
      7,
      'a"\\n\u2028😀',
      [],
      {},
      [1, [2, [3, {}]], { a: [] }],
      { 'k"ey': { b: [true, false, null], c: "x" }, d: 1.5e300 },
      JSON.parse('{"__proto__":[1],"e":1e400}'),
      JSON.parse(nested(40)),
    ];
    for (const value of values) expect(prettyLength(value)).toBe(JSON.stringify(value, null, 2).length);
    expect(prettyLength(JSON.parse(nested(4500)), 1000)).toBe(Infinity);
  });

  it("shows deeply nested JSON as it came when pretty-printing would run past the cap, and says why", () => {
    // 8.8 KB that pretty-prints to 40.5 million characters.
    const raw = nested(4500);
    const started = performance.now();
    const body = formatBody(raw, "application/json");
    expect(performance.now() - started).toBeLessThan(1000);
    expect(body.text).toBe(raw);
    expect(body.text.length).toBeLessThanOrEqual(MAX_SHOWN_CHARS);
    expect(body.isJson).toBe(false);
    expect(body.prettyChars).toBe(40_500_000);
    expect(body.clipped).toBe(false);
  });

  it("still pretty-prints JSON whose pretty form fits", () => {
    const body = formatBody(nested(300), "application/json");
    expect(body.isJson).toBe(true);
    expect(body.text).toBe(JSON.stringify(JSON.parse(nested(300)), null, 2));
    expect(body.prettyChars).toBeNull();
  });

  it("cuts any text longer than the cap to the cap, never inside a character", () => {
    const body = formatBody(`${"y".repeat(MAX_SHOWN_CHARS - 1)}😀${"z".repeat(10)}`, "text/plain");
    expect(body).toMatchObject({ clipped: true, prettyChars: null, lineCount: 1 });
    expect(body.text).toBe("y".repeat(MAX_SHOWN_CHARS - 1));
    expect(formatBody("a\nb", "text/plain").clipped).toBe(false);
  });
});
