import { describe, expect, it } from "vitest";
import { sameSchemaAs } from "../shared-bodies";
import type { SchemaNode } from "../types";

const named = (name: string): SchemaNode => ({
  kind: "object",
  ref: { name, title: name, slug: name.toLowerCase(), path: `/api/schemas/${name.toLowerCase()}/` },
});
const inline: SchemaNode = { kind: "object", properties: [] };

describe("sameSchemaAs", () => {
  it("points every later response with the same named body at the first one", () => {
    const responses = [
      { status: "200", node: named("EvaluationRun") },
      { status: "400", node: named("Error") },
      { status: "401", node: named("Error") },
      { status: "404", node: named("Error") },
    ];
    expect(sameSchemaAs(responses)).toEqual([null, null, "400", "400"]);
  });

  it("never shares inline schemas or bodiless responses, which have no name to compare", () => {
    const responses = [
      { status: "200", node: inline },
      { status: "201", node: inline },
      { status: "204", node: null },
      { status: "404", node: null },
    ];
    expect(sameSchemaAs(responses)).toEqual([null, null, null, null]);
  });

  it("tells different named schemas apart", () => {
    const responses = [
      { status: "200", node: named("Dataset") },
      { status: "409", node: named("Conflict") },
      { status: "500", node: named("Error") },
      { status: "503", node: named("Conflict") },
    ];
    expect(sameSchemaAs(responses)).toEqual([null, null, null, "409"]);
  });
});
