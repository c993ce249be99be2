/** A console operation with every kind of input: path, query (enum, integer, list) and header parameters, and a body. */
import type { ConsoleOperation, ConsoleParameter } from "../../../common/api-console/types";

const param = (p: Partial<ConsoleParameter> & Pick<ConsoleParameter, "name" | "in">): ConsoleParameter => ({
  required: false,
  descriptionHtml: "",
  field: { type: "string" },
  schema: { type: "string" },
  ...p,
});

export const WIDGET_RUNS: ConsoleOperation = {
  slug: "update-widget-runs",
  summary: "Update Widget Runs",
  method: "PUT",
  apiPath: "/widgets/{widgetId}/runs",
  parameters: [
    param({ name: "widgetId", in: "path", required: true, schema: { type: "string", pattern: "^w_" } }),
    param({
      name: "status",
      in: "query",
      field: { type: "string", enum: ["RUNNING", "DONE"] },
      schema: { type: "string", enum: ["RUNNING", "DONE"] },
    }),
    param({
      name: "limit",
      in: "query",
      field: { type: "integer", default: 20 },
      schema: { type: "integer", minimum: 1, maximum: 100 },
    }),
    param({
      name: "tag",
      in: "query",
      field: { type: "array", items: { type: "string" } },
      schema: { type: "array", items: { type: "string" } },
    }),
    param({ name: "X-Request-Id", in: "header" }),
  ],
  requestBody: {
    required: true,
    contentType: "application/json",
    schema: {
      allOf: [{ $ref: "#/definitions/Update" }],
      definitions: {
        Update: {
          type: "object",
          required: ["name"],
          properties: {
            name: { type: "string", minLength: 1 },
            metric: { type: "object", properties: { kind: { type: "string", enum: ["A", "B"] } } },
            tags: { type: "array", items: { type: "string" } },
          },
        },
      },
    },
    examples: [{ name: "example", summary: "", value: { name: "Second widget" } }],
  },
  responses: [
    { status: "200", descriptionHtml: "<p>The widget.</p>", examples: [] },
    { status: "4XX", descriptionHtml: "<p>A client error.</p>", examples: [] },
    { status: "404", descriptionHtml: "<p>No such widget.</p>", examples: [] },
    { status: "default", descriptionHtml: "<p>Anything else.</p>", examples: [] },
  ],
};
