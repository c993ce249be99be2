/**
 * The parameter form as the server renders it (the API description has no parameters today, so
 * no browser test reaches it): a field per parameter, grouped by location, labelled by name,
 * enums and booleans as selects, required marks, descriptions and problems tied to their field.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { WIDGET_RUNS } from "../../../../browser/api-console/__tests__/fixtures";
import { ParameterFields } from "..";

function render(problems: Record<string, string> = {}) {
  const html = renderToStaticMarkup(
    createElement(ParameterFields, {
      parameters: [
        ...WIDGET_RUNS.parameters,
        {
          name: "dryRun",
          in: "query",
          required: false,
          descriptionHtml: "<p>Only check.</p>",
          field: { type: "boolean" },
          schema: { type: "boolean" },
        },
      ],
      values: { "query:limit": "20" },
      onChange: () => undefined,
      problemOf: (key) => problems[key],
    }),
  );
  return parse(html);
}

const labelText = (root: ReturnType<typeof parse>, id: string) =>
  root.querySelector(`label[for="${id}"]`)?.text.replace(/\s+/g, " ").trim();

describe("ParameterFields", () => {
  it("groups the fields by location, in path, query, header order", () => {
    expect(
      render()
        .querySelectorAll("legend")
        .map((l) => l.text),
    ).toEqual(["Path parameters", "Query parameters", "Header parameters"]);
  });

  it("labels each field by its name, with its required mark and its type", () => {
    const root = render();
    const fields = root.querySelectorAll("input, select");
    expect(fields.map((field) => labelText(root, field.id))).toEqual([
      "widgetId (required)",
      "status",
      "limit integer",
      "tag array",
      "dryRun boolean",
      "X-Request-Id",
    ]);
    expect(root.querySelector("input")?.getAttribute("aria-required")).toBe("true");
  });

  it("offers enums and booleans as selects that may stay unset, numbers as numeric text", () => {
    const root = render();
    const [status, dryRun] = root.querySelectorAll("select");
    expect(status!.querySelectorAll("option").map((o) => o.text)).toEqual(["(not set)", "RUNNING", "DONE"]);
    expect(dryRun!.querySelectorAll("option").map((o) => o.text)).toEqual(["(not set)", "true", "false"]);
    const limit = root.querySelectorAll("input")[1]!;
    expect(limit.getAttribute("inputmode")).toBe("numeric");
    expect(limit.getAttribute("value")).toBe("20");
  });

  it("ties the description, the list hint and a problem to their field", () => {
    const root = render({ "query:limit": "0 is less than 1." });
    const limit = root.querySelectorAll("input")[1]!;
    expect(limit.getAttribute("aria-invalid")).toBe("true");
    const described = (limit.getAttribute("aria-describedby") ?? "").split(" ");
    expect(described.map((id) => root.getElementById(id)?.text)).toEqual(["0 is less than 1."]);
    const tag = root.querySelectorAll("input")[2]!;
    expect(root.getElementById(tag.getAttribute("aria-describedby")!)?.text).toBe("Separate values with commas.");
    const dryRun = root.querySelectorAll("select")[1]!;
    expect(root.getElementById(dryRun.getAttribute("aria-describedby")!)?.text).toBe("Only check.");
  });
});
