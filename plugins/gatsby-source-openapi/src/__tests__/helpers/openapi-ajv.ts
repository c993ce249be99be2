/**
 * Test helper: validates data against OpenAPI 3.0 schemas with Ajv 8. Every component schema
 * is registered under one document id, `#/components/schemas/...` refs are pointed at it,
 * and `nullable` becomes a null type. Shared by the description and content-example tests.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { parse } from "yaml";

export const API_DESCRIPTION_FILE = path.resolve(__dirname, "../../../../../openapi/autoeval-api-v2.yaml");
const DOCUMENT_ID = "https://autoeval.test/openapi.json";
const COMPONENT_REF = "#/components/schemas/";

export interface OpenApiDocument {
  servers?: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, Record<string, unknown>>;
    responses?: Record<string, OpenApiResponse>;
  };
}

export interface OpenApiMedia {
  schema?: Record<string, unknown>;
  example?: unknown;
}

export interface OpenApiResponse {
  $ref?: string;
  description?: string;
  content?: Record<string, OpenApiMedia>;
}

export interface OpenApiOperation {
  summary?: string;
  description?: string;
  operationId?: string;
  requestBody?: { required?: boolean; content?: Record<string, OpenApiMedia> };
  responses?: Record<string, OpenApiResponse>;
}

export function loadOpenApi(file = API_DESCRIPTION_FILE): OpenApiDocument {
  return parse(readFileSync(file, "utf8")) as OpenApiDocument;
}

function convertProperties(properties: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, toJsonSchema(schema)]));
}

/**
 * An OpenAPI 3.0 schema as JSON Schema for Ajv. Examples, enums and defaults are data and stay
 * as they are. Objects that list their properties are closed (no other property names), so a
 * misspelt field in an example is caught too.
 */
export function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!schema || typeof schema !== "object") return schema;
  const raw = schema as Record<string, unknown>;
  const closable =
    raw["properties"] && raw["additionalProperties"] === undefined && !raw["allOf"] && !raw["oneOf"] && !raw["anyOf"];
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema as Record<string, unknown>)) {
    if (key === "$ref" && typeof value === "string" && value.startsWith(COMPONENT_REF))
      out[key] = `${DOCUMENT_ID}${value}`;
    else if (key === "example" || key === "enum" || key === "default") out[key] = value;
    else if (key === "properties" && value && typeof value === "object")
      out[key] = convertProperties(value as Record<string, unknown>);
    else if (key !== "nullable") out[key] = toJsonSchema(value);
  }
  if (closable) out["additionalProperties"] = false;
  if ((schema as { nullable?: unknown }).nullable !== true) return out;
  if (typeof out["type"] === "string") {
    out["type"] = [out["type"], "null"];
    if (Array.isArray(out["enum"])) out["enum"] = [...out["enum"], null];
    return out;
  }
  return { anyOf: [out, { type: "null" }] };
}

export interface SchemaValidator {
  /** Ajv's errors as "path: message" lines; empty when the data is valid. */
  errors(schema: unknown, data: unknown): string[];
}

export function createSchemaValidator(document: OpenApiDocument): SchemaValidator {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({
    $id: DOCUMENT_ID,
    components: {
      schemas: Object.fromEntries(
        Object.entries(document.components.schemas).map(([name, schema]) => [name, toJsonSchema(schema)]),
      ),
    },
  });
  const compiled = new Map<string, ValidateFunction>();
  return {
    errors(schema, data) {
      const key = JSON.stringify(schema);
      let validate = compiled.get(key);
      if (!validate) {
        validate = ajv.compile(toJsonSchema(schema) as object);
        compiled.set(key, validate);
      }
      if (validate(data)) return [];
      return (validate.errors ?? []).map(
        (e) =>
          `${e.instancePath || "(root)"}: ${e.message ?? "invalid"}${e.params ? ` ${JSON.stringify(e.params)}` : ""}`,
      );
    },
  };
}

/** A schema that refers to one component schema by name. */
export function componentRef(name: string): Record<string, unknown> {
  return { $ref: `${COMPONENT_REF}${name}` };
}

/** Follows `#/components/responses/...` references. */
export function resolveResponse(document: OpenApiDocument, response: OpenApiResponse): OpenApiResponse {
  const prefix = "#/components/responses/";
  if (!response.$ref) return response;
  if (!response.$ref.startsWith(prefix)) throw new Error(`unsupported response $ref ${response.$ref}`);
  const target = document.components.responses?.[response.$ref.slice(prefix.length)];
  if (!target) throw new Error(`response $ref ${response.$ref} does not resolve`);
  return resolveResponse(document, target);
}
