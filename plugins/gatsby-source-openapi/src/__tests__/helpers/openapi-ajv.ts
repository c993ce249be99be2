/**
 * Test helper: validates data against OpenAPI 3.0 schemas with Ajv 8. Every component schema
 * is registered under one document id and `#/components/schemas/...` refs are pointed at it;
 * the schemas are converted by the plugin's own converter (src/json-schema.ts). Shared by the description and content-example tests.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { parse } from "yaml";
import { toJsonSchema as convertSchema } from "../../json-schema";

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

/**
 * An OpenAPI 3.0 schema as JSON Schema for Ajv (the plugin's converter). Objects that list their
 * properties are closed (no other property names), so a misspelt field in an example is caught too.
 */
export function toJsonSchema(schema: unknown): unknown {
  return convertSchema(schema, {
    refTarget: (name) => `${DOCUMENT_ID}${COMPONENT_REF}${name.replace(/~/g, "~0").replace(/\//g, "~1")}`,
    closeObjects: true,
  });
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
