/**
 * The API description agrees with itself: examples validate against their schemas, error
 * examples against the shared error schema, everything is described, and no description
 * is a copy of another.
 */
import { describe, expect, it } from "vitest";
import {
  componentRef,
  createSchemaValidator,
  loadOpenApi,
  resolveResponse,
  type OpenApiMedia,
} from "./helpers/openapi-ajv";

const ERROR_SCHEMA = "autoeval.api.v2.Error";
const document = loadOpenApi();
const validator = createSchemaValidator(document);

const operations = Object.entries(document.paths).flatMap(([apiPath, item]) =>
  Object.entries(item).map(([method, op]) => ({ where: `${method.toUpperCase()} ${apiPath}`, op })),
);

function json(content: Record<string, OpenApiMedia> | undefined): OpenApiMedia | undefined {
  return content?.["application/json"];
}

interface Described {
  readonly where: string;
  readonly description: unknown;
}

/** Every schema and property, nested ones included, with where it is. */
function schemaParts(schema: unknown, where: string, out: Described[] = []): Described[] {
  if (!schema || typeof schema !== "object") return out;
  const s = schema as Record<string, unknown>;
  if (typeof s["$ref"] === "string") return out;
  for (const [name, child] of Object.entries((s["properties"] ?? {}) as Record<string, unknown>)) {
    out.push({ where: `${where}.${name}`, description: (child as { description?: unknown }).description });
    schemaParts(child, `${where}.${name}`, out);
  }
  if (s["items"]) schemaParts(s["items"], `${where}[]`, out);
  if (s["additionalProperties"] && typeof s["additionalProperties"] === "object")
    schemaParts(s["additionalProperties"], `${where}{}`, out);
  for (const key of ["allOf", "oneOf", "anyOf"])
    ((s[key] ?? []) as unknown[]).forEach((v, i) => schemaParts(v, `${where}.${key}[${i}]`, out));
  return out;
}

/** Every `description` in the document, outside examples, enums and defaults. */
function allDescriptions(value: unknown, at: string, out: Described[] = []): Described[] {
  if (!value || typeof value !== "object") return out;
  if (Array.isArray(value)) {
    value.forEach((v, i) => allDescriptions(v, `${at}/${i}`, out));
    return out;
  }
  const parentIsProperties = at.endsWith("/properties");
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (!parentIsProperties && (key === "example" || key === "examples" || key === "enum" || key === "default"))
      continue;
    if (!parentIsProperties && key === "description" && typeof child === "string")
      out.push({ where: at, description: child });
    else allDescriptions(child, `${at}/${key}`, out);
  }
  return out;
}

const isBlank = (d: unknown) => typeof d !== "string" || d.trim() === "";

describe("examples of the API description", () => {
  it("every request example validates against its request schema", () => {
    const problems: string[] = [];
    let checked = 0;
    for (const { where, op } of operations) {
      const media = json(op.requestBody?.content);
      if (!media?.schema) {
        problems.push(`${where}: no JSON request schema`);
        continue;
      }
      if (media.example === undefined) {
        problems.push(`${where}: no request example`);
        continue;
      }
      checked++;
      for (const e of validator.errors(media.schema, media.example)) problems.push(`${where} request example ${e}`);
    }
    console.log(`description consistency: ${checked} request examples validated`);
    expect(problems).toEqual([]);
    expect(checked).toBe(operations.length);
  });

  it("every success response example validates against its response schema", () => {
    const problems: string[] = [];
    let checked = 0;
    for (const { where, op } of operations) {
      const successes = Object.entries(op.responses ?? {}).filter(([status]) => /^2/.test(status));
      if (successes.length === 0) problems.push(`${where}: no success response`);
      for (const [status, raw] of successes) {
        const media = json(resolveResponse(document, raw).content);
        if (!media?.schema || media.example === undefined) {
          problems.push(`${where} ${status}: no schema or no example`);
          continue;
        }
        checked++;
        for (const e of validator.errors(media.schema, media.example)) problems.push(`${where} ${status} example ${e}`);
      }
    }
    console.log(`description consistency: ${checked} success response examples validated`);
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(operations.length);
  });

  it("every error response example validates against the shared error schema", () => {
    const problems: string[] = [];
    let checked = 0;
    for (const { where, op } of operations) {
      for (const [status, raw] of Object.entries(op.responses ?? {})) {
        if (!/^[45]/.test(status)) continue;
        const media = json(resolveResponse(document, raw).content);
        if (!media || media.example === undefined) {
          problems.push(`${where} ${status}: no example`);
          continue;
        }
        if (media.schema?.["$ref"] !== `#/components/schemas/${ERROR_SCHEMA}`)
          problems.push(`${where} ${status}: schema is not ${ERROR_SCHEMA}`);
        checked++;
        for (const e of validator.errors(componentRef(ERROR_SCHEMA), media.example))
          problems.push(`${where} ${status} example ${e}`);
      }
    }
    console.log(`description consistency: ${checked} error response examples validated`);
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  });

  it("every schema-level example validates against its schema", () => {
    const problems: string[] = [];
    let checked = 0;
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      if (schema["example"] === undefined) {
        problems.push(`${name}: no example`);
        continue;
      }
      checked++;
      for (const e of validator.errors(componentRef(name), schema["example"])) problems.push(`${name} example ${e}`);
    }
    console.log(`description consistency: ${checked} schema examples validated`);
    expect(problems).toEqual([]);
  });

  it("the validator catches a wrong example (so the checks above can fail)", () => {
    const evaluate = operations.find(({ op }) => op.summary === "Evaluate")!.op;
    const schema = json(evaluate.requestBody?.content)!.schema!;
    expect(validator.errors(schema, { metric: { name: 42 }, input: "not a list" }).length).toBeGreaterThan(0);
    expect(validator.errors(componentRef(ERROR_SCHEMA), { code: "NO_SUCH_CODE" }).join("\n")).toContain("code");
    expect(
      validator.errors(componentRef("lmai.proto.model_fine_tuning.v1.Dataset"), { createdAt: "yesterday" }).join("\n"),
    ).toContain("date-time");
    const created = structuredClone(json(evaluate.requestBody?.content)!.example) as Record<string, unknown>;
    expect(validator.errors(schema, created)).toEqual([]);
    expect(validator.errors(schema, { ...created, grountTruth: [] }).join("\n")).toContain("grountTruth");
    const nested = {
      dataset: {
        ...(document.components.schemas["lmai.proto.model_fine_tuning.v1.Dataset"]!["example"] as object),
        numRows: "many",
      },
    };
    expect(
      validator.errors(componentRef("lmai.proto.webserver.v2.CreateDatasetResponse"), nested).join("\n"),
    ).toContain("/dataset/numRows");
  });
});

describe("descriptions of the API description", () => {
  it("every operation has a non-empty description", () => {
    const missing = operations.filter(({ op }) => isBlank(op.description)).map(({ where }) => where);
    console.log(`description consistency: ${operations.length} operation descriptions checked`);
    expect(missing).toEqual([]);
  });

  it("every schema and every property has a non-empty description", () => {
    const schemas = Object.entries(document.components.schemas);
    const parts = schemas.flatMap(([name, schema]) => [
      { where: name, description: schema["description"] },
      ...schemaParts(schema, name),
    ]);
    console.log(
      `description consistency: ${schemas.length} schemas and ${parts.length - schemas.length} properties checked for descriptions`,
    );
    expect(parts.filter((p) => isBlank(p.description)).map((p) => p.where)).toEqual([]);
  });

  it("no description repeats another word for word", () => {
    const descriptions = allDescriptions(document, "");
    const byText = new Map<string, string[]>();
    for (const { where, description } of descriptions) {
      const text = String(description).replace(/\s+/g, " ").trim();
      byText.set(text, [...(byText.get(text) ?? []), where]);
    }
    const repeats = [...byText]
      .filter(([, places]) => places.length > 1)
      .map(([text, places]) => `${text}\n  at ${places.join("\n  at ")}`);
    console.log(`description consistency: ${descriptions.length} descriptions compared, ${repeats.length} repeated`);
    expect(descriptions.length).toBeGreaterThan(500);
    expect(repeats).toEqual([]);
  });
});
