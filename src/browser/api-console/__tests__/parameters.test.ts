import { describe, expect, it } from "vitest";
import { initialText, PARAMETER_PROBLEMS, parameterKey, placeParameters, readParameter } from "../parameters";
import { WIDGET_RUNS } from "./fixtures";

const [widgetId, status, limit, tag, requestId] = WIDGET_RUNS.parameters as [
  (typeof WIDGET_RUNS.parameters)[number],
  ...(typeof WIDGET_RUNS.parameters)[number][],
];

describe("readParameter", () => {
  it("reads each type, and leaves an empty optional field out", () => {
    expect(readParameter(widgetId, "w_1")).toEqual({ ok: true, value: "w_1" });
    expect(readParameter(limit!, " 20 ")).toEqual({ ok: true, value: 20 });
    expect(readParameter(tag!, "a, b")).toEqual({ ok: true, value: ["a", "b"] });
    expect(readParameter(status!, "")).toEqual({ ok: true, value: undefined });
    expect(readParameter({ ...limit!, field: { type: "boolean" }, schema: { type: "boolean" } }, "false")).toEqual({
      ok: true,
      value: false,
    });
    expect(readParameter({ ...limit!, field: { type: "number" }, schema: { type: "number" } }, "0.5")).toEqual({
      ok: true,
      value: 0.5,
    });
  });

  it("says what is wrong: missing, mistyped, or outside the schema", () => {
    expect(readParameter(widgetId, "")).toEqual({ ok: false, problem: PARAMETER_PROBLEMS.required });
    expect(readParameter(limit!, "2.5")).toEqual({ ok: false, problem: PARAMETER_PROBLEMS.integer });
    expect(readParameter(limit!, "500")).toEqual({ ok: false, problem: "500 is greater than 100." });
    expect(readParameter(widgetId, "x_1")).toEqual({
      ok: false,
      problem: "The text does not have the expected form.",
    });
    expect(readParameter(status!, "PAUSED")).toEqual({
      ok: false,
      problem: 'The value does not match any of ["RUNNING","DONE"].',
    });
    expect(readParameter({ ...limit!, field: { type: "number" } }, "abc")).toEqual({
      ok: false,
      problem: PARAMETER_PROBLEMS.number,
    });
  });

  it("starts a field at its default", () => {
    expect(initialText(limit!.field)).toBe("20");
    expect(initialText(requestId!.field)).toBe("");
    expect(initialText({ type: "array", default: ["a", "b"] })).toBe("a, b");
  });
});

describe("placeParameters", () => {
  it("puts each value where the description says, lists as OpenAPI's default styles write them", () => {
    const values = new Map<string, string | number | boolean | (string | number | boolean)[]>([
      [parameterKey(widgetId), "w_1"],
      [parameterKey(limit!), 20],
      [parameterKey(tag!), ["a", "b"]],
      [parameterKey(requestId!), "req-1"],
    ]);
    expect(placeParameters(WIDGET_RUNS.parameters, values)).toEqual({
      path: { widgetId: ["w_1"] },
      query: [
        ["limit", "20"],
        ["tag", "a"],
        ["tag", "b"],
      ],
      headers: [["X-Request-Id", "req-1"]],
    });
  });
});
