import { describe, expect, it } from "vitest";
import { schemaProblems } from "../validation";
import { WIDGET_RUNS } from "./fixtures";

const body = WIDGET_RUNS.requestBody!.schema;

describe("schemaProblems", () => {
  it("finds nothing wrong with a valid value", () => {
    expect(schemaProblems(body, { name: "x", metric: { kind: "A" } })).toEqual([]);
  });

  it("names each problem by the JSON pointer of the value at fault, not the wrappers around it", () => {
    expect(schemaProblems(body, { name: "", metric: { kind: "C" }, tags: ["a", 2] })).toEqual([
      { pointer: "/name", message: "String is too short (0 < 1)." },
      { pointer: "/metric/kind", message: 'The value does not match any of ["A","B"].' },
      { pointer: "/tags/1", message: "Expected string, found number." },
    ]);
  });

  it("addresses the body itself with an empty pointer", () => {
    expect(schemaProblems(body, {})).toEqual([
      { pointer: "", message: 'The value does not have required property "name".' },
    ]);
    expect(schemaProblems(body, [])).toEqual([{ pointer: "", message: "Expected object, found array." }]);
  });

  it("gives one problem for a value that matches none of the alternatives", () => {
    const problems = schemaProblems({ anyOf: [{ type: "string" }, { type: "integer" }] }, 1.5);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.pointer).toBe("");
  });

  it("decodes pointers to property names that need escaping", () => {
    const schema = { type: "object", properties: { "a b/c": { type: "integer" } } };
    expect(schemaProblems(schema, { "a b/c": "x" })).toEqual([
      { pointer: "/a b~1c", message: "Expected integer, found string." },
    ]);
  });
});
