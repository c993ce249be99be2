import { describe, expect, it } from "vitest";
import {
  COLLAPSED_CHARS,
  COLLAPSED_LINES,
  documentedResponse,
  formatBody,
  formatElapsed,
  headerList,
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
