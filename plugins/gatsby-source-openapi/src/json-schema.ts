/**
 * OpenAPI 3.0 schemas as JSON Schema (draft 7), for validators: the API console checks a body
 * against it in the browser, and the description tests check every example with Ajv. Only
 * validation keywords are kept (descriptions and examples are for people, and would only make
 * the console's download larger); `nullable` becomes a null type, as JSON Schema spells it.
 */
import { refSegment } from "./errors";

const COMPONENT_REF = /^#\/components\/schemas\/(.+)$/;

/** The keywords of OpenAPI 3.0's schema object that constrain a value. */
const VALIDATION_KEYWORDS = new Set([
  "type",
  "enum",
  "format",
  "required",
  "items",
  "additionalProperties",
  "allOf",
  "oneOf",
  "anyOf",
  "not",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minLength",
  "maxLength",
  "pattern",
  "minItems",
  "maxItems",
  "uniqueItems",
  "minProperties",
  "maxProperties",
]);

export interface JsonSchemaOptions {
  /** Where a `#/components/schemas/{name}` reference points in the output. */
  readonly refTarget: (name: string) => string;
  /**
   * Closes objects that list their properties and say nothing of others (no property names
   * beyond those), so a misspelt field is caught. The description tests want that; the
   * console does not, since the API itself decides what it accepts.
   */
  readonly closeObjects?: boolean;
}

/** The component name a `#/components/schemas/...` reference names, or null for any other reference. */
export function componentName(ref: string): string | null {
  const segment = COMPONENT_REF.exec(ref)?.[1];
  return segment === undefined ? null : refSegment(segment, ref, "(a $ref)", "");
}

function convertKeyword(key: string, value: unknown, options: JsonSchemaOptions): unknown {
  if (key === "enum") return value;
  if (key === "items" || key === "not") return toJsonSchema(value, options);
  if (key === "additionalProperties") return typeof value === "boolean" ? value : toJsonSchema(value, options);
  if (key === "allOf" || key === "oneOf" || key === "anyOf")
    return (value as unknown[]).map((v) => toJsonSchema(v, options));
  return value;
}

/** One OpenAPI 3.0 schema (or reference) as JSON Schema. */
export function toJsonSchema(schema: unknown, options: JsonSchemaOptions): Record<string, unknown> {
  if (!schema || typeof schema !== "object") return {};
  const raw = schema as Record<string, unknown>;
  if (typeof raw["$ref"] === "string") {
    const name = componentName(raw["$ref"]);
    return { $ref: name === null ? raw["$ref"] : options.refTarget(name) };
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (VALIDATION_KEYWORDS.has(key)) out[key] = convertKeyword(key, value, options);
  }
  const properties = raw["properties"];
  if (properties && typeof properties === "object") {
    out["properties"] = Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [name, toJsonSchema(property, options)]),
    );
    const open = raw["additionalProperties"] !== undefined || raw["allOf"] || raw["oneOf"] || raw["anyOf"];
    if (options.closeObjects && !open) out["additionalProperties"] = false;
  }
  if (raw["nullable"] !== true) return out;
  if (typeof out["type"] === "string") {
    out["type"] = [out["type"], "null"];
    if (Array.isArray(out["enum"])) out["enum"] = [...out["enum"], null];
    return out;
  }
  return { anyOf: [out, { type: "null" }] };
}

/** Names of the component schemas a schema refers to, directly or through others. */
function reachableComponents(root: unknown, components: Readonly<Record<string, unknown>>): string[] {
  const seen = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    for (const [key, child] of Object.entries(value)) {
      if (key === "$ref" && typeof child === "string") {
        const name = componentName(child);
        if (name !== null && !seen.has(name) && name in components) {
          seen.add(name);
          visit(components[name]);
        }
      } else if (key !== "example" && key !== "enum" && key !== "default") {
        visit(child);
      }
    }
  };
  visit(root);
  return [...seen].sort();
}

const definitionRef = (name: string) => `#/definitions/${name.replace(/~/g, "~0").replace(/\//g, "~1")}`;

/**
 * A self-contained JSON Schema for one schema of the description: the schema itself, with
 * every component schema it reaches under `definitions`. A root that is a bare reference is
 * wrapped in `allOf`, because draft 7 ignores the siblings of a `$ref`.
 */
export function bundledJsonSchema(
  root: unknown,
  components: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const options: JsonSchemaOptions = { refTarget: definitionRef };
  const converted = toJsonSchema(root, options);
  const names = reachableComponents(root, components);
  const body = "$ref" in converted ? { allOf: [converted] } : converted;
  if (names.length === 0) return body;
  return {
    ...body,
    definitions: Object.fromEntries(names.map((name) => [name, toJsonSchema(components[name], options)])),
  };
}
