import { Validator } from "@cfworker/json-schema";
import { describe, expect, it } from "vitest";
import { bundledJsonSchema, componentName, toJsonSchema } from "../json-schema";

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const options = { refTarget: (name: string) => `#/defs/${name}` };

function valid(schema: Record<string, unknown>, value: unknown): boolean {
  return new Validator(schema, "7", false).validate(value).valid;
}

describe("toJsonSchema", () => {
  it("keeps the validation keywords and drops what is written for people", () => {
    expect(
      toJsonSchema(
        {
          type: "string",
          description: "A name.",
          example: "x",
          title: "Name",
          deprecated: true,
          readOnly: true,
          minLength: 1,
          pattern: "^a",
        },
        options,
      ),
    ).toEqual({ type: "string", minLength: 1, pattern: "^a" });
  });

  it("turns nullable into a null type, in enums too, and wraps types it cannot extend", () => {
    expect(toJsonSchema({ type: "string", enum: ["A"], nullable: true }, options)).toEqual({
      type: ["string", "null"],
      enum: ["A", null],
    });
    expect(toJsonSchema({ allOf: [ref("A")], nullable: true }, options)).toEqual({
      anyOf: [{ allOf: [{ $ref: "#/defs/A" }] }, { type: "null" }],
    });
  });

  it("converts properties by name, so a property called 'description' or 'type' is kept", () => {
    const out = toJsonSchema(
      { type: "object", properties: { description: { type: "string" }, type: ref("T") } },
      options,
    );
    expect(out["properties"]).toEqual({ description: { type: "string" }, type: { $ref: "#/defs/T" } });
  });

  it("closes objects only when asked, and never those that say what else they allow", () => {
    const object = { type: "object", properties: { a: { type: "string" } } };
    expect(toJsonSchema(object, options)["additionalProperties"]).toBeUndefined();
    expect(toJsonSchema(object, { ...options, closeObjects: true })["additionalProperties"]).toBe(false);
    expect(
      toJsonSchema({ ...object, additionalProperties: { type: "number" } }, { ...options, closeObjects: true })[
        "additionalProperties"
      ],
    ).toEqual({ type: "number" });
  });

  it("reads component names as URI fragments and JSON pointers", () => {
    expect(componentName("#/components/schemas/a~1b%20c")).toBe("a/b c");
    expect(componentName("#/components/responses/Error")).toBeNull();
  });
});

describe("bundledJsonSchema", () => {
  const components = {
    Request: { type: "object", required: ["metric"], properties: { metric: ref("Metric"), tags: ref("Tags") } },
    Metric: { type: "object", required: ["name"], properties: { name: { type: "string", enum: ["A", "B"] } } },
    Tags: { type: "array", items: { type: "string" } },
    Unused: { type: "integer" },
    Loop: { type: "object", properties: { next: ref("Loop") } },
  };

  it("carries every component the schema reaches, and only those", () => {
    const schema = bundledJsonSchema(ref("Request"), components);
    expect(Object.keys(schema["definitions"] as object)).toEqual(["Metric", "Request", "Tags"]);
    expect(schema["allOf"]).toEqual([{ $ref: "#/definitions/Request" }]);
  });

  it("validates as the description says, through the references", () => {
    const schema = bundledJsonSchema(ref("Request"), components);
    expect(valid(schema, { metric: { name: "A" }, tags: ["x"] })).toBe(true);
    expect(valid(schema, { metric: { name: "C" } })).toBe(false);
    expect(valid(schema, { tags: ["x"] })).toBe(false);
    expect(valid(schema, { metric: { name: "A" }, tags: [1] })).toBe(false);
  });

  it("ends circular references", () => {
    const schema = bundledJsonSchema(ref("Loop"), components);
    expect(Object.keys(schema["definitions"] as object)).toEqual(["Loop"]);
    expect(valid(schema, { next: { next: {} } })).toBe(true);
    expect(valid(schema, { next: { next: 3 } })).toBe(false);
  });

  it("needs no definitions for an inline schema without references", () => {
    expect(bundledJsonSchema({ type: "integer", minimum: 1 }, components)).toEqual({ type: "integer", minimum: 1 });
  });
});
