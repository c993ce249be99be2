import { describe, expect, it } from "vitest";
import { consoleDataPath, consoleSetup, parameterField, type OperationNodeForConsole } from "../data";

const op: OperationNodeForConsole = {
  slug: "update-widget-runs",
  summary: "Update Widget Runs",
  method: "PUT",
  apiPath: "/widgets/{widgetId}/runs",
  parameters: [
    {
      name: "widgetId",
      in: "path",
      required: true,
      descriptionHtml: "<p>The widget's id.</p>",
      schema: { kind: "primitive", type: "string" },
      jsonSchema: { type: "string", pattern: "^w_" },
    },
  ],
  requestBody: {
    required: true,
    contentType: "application/json",
    jsonSchema: { type: "object" },
    examples: [{ name: "rename", summary: "Rename", value: { name: "x" }, html: "<span>…</span>" } as never],
  },
  responses: [{ status: "200", descriptionHtml: "<p>OK.</p>", examples: [] }],
};

describe("consoleSetup", () => {
  it("keeps what the console uses, and drops build-time markup such as highlighted examples", () => {
    const setup = consoleSetup(op, [{ url: "https://api.example.test", description: "Prod", extra: 1 } as never]);
    expect(setup.servers).toEqual([{ url: "https://api.example.test", description: "Prod" }]);
    expect(setup.operation.parameters[0]).toEqual({
      name: "widgetId",
      in: "path",
      required: true,
      descriptionHtml: "<p>The widget's id.</p>",
      field: { type: "string" },
      schema: { type: "string", pattern: "^w_" },
    });
    expect(setup.operation.requestBody?.examples).toEqual([
      { name: "rename", summary: "Rename", value: { name: "x" } },
    ]);
    expect(consoleDataPath(op.slug)).toBe("/api-console/update-widget-runs.json");
  });

  it("names a parameter it cannot send, and the places it can", () => {
    const cookie = { ...op, parameters: [{ ...op.parameters[0]!, name: "session", in: "cookie" }] };
    expect(() => consoleSetup(cookie, [])).toThrow(
      'API console: parameter "session" of operation "update-widget-runs" is in "cookie"; the console sends only path, query, header parameters.',
    );
  });
});

describe("parameterField", () => {
  it("draws primitives with their format, enum and default, arrays by their items, anything else as text", () => {
    expect(parameterField({ kind: "primitive", type: "integer", format: "int32", enum: [1, 2], default: 1 })).toEqual({
      type: "integer",
      format: "int32",
      enum: [1, 2],
      default: 1,
    });
    expect(parameterField({ kind: "array", items: { kind: "primitive", type: "string", enum: ["A", "B"] } })).toEqual({
      type: "array",
      items: { type: "string", enum: ["A", "B"] },
    });
    expect(parameterField({ kind: "object", properties: [] })).toEqual({ type: "string" });
    expect(parameterField({ kind: "any" })).toEqual({ type: "string" });
  });
});
