/**
 * Turns raw schemas into SchemaNode trees. Named schemas are expanded up to a depth and
 * never inside themselves, so circular $refs end in a link instead of an infinite loop.
 */
import { ApiDescriptionError, jsonPointer, refSegment } from "./errors";
import type { RawReference, RawSchema, SchemaNode } from "./types";

const SCHEMA_REF = /^#\/components\/schemas\/(.+)$/;

export interface TreeContext {
  readonly file: string;
  readonly schemas: Readonly<Record<string, RawSchema | RawReference>>;
  readonly slugs: ReadonlyMap<string, string>;
  /** How many named schemas deep a tree expands before it only links. */
  readonly maxDepth: number;
  /** Where the API pages live (the plugin's routeBase): schema links carry their page's path. */
  readonly routeBase: string;
}

/** The page of an API slug under the route base: operations at `{routeBase}{slug}/`, schemas under `schemas/`. */
export function apiPagePath(routeBase: string, slug: string): string {
  return `${routeBase}${slug}/`;
}

export function refName(ref: string, ctx: TreeContext, pointer: readonly (string | number)[]): string {
  const name = SCHEMA_REF.exec(ref)?.[1];
  if (!name) {
    throw new ApiDescriptionError(
      ctx.file,
      jsonPointer(pointer),
      `expected a $ref to "#/components/schemas/<name>", got "${ref}"`,
    );
  }
  const decoded = refSegment(name, ref, ctx.file, jsonPointer(pointer));
  if (!(decoded in ctx.schemas)) {
    throw new ApiDescriptionError(
      ctx.file,
      jsonPointer(pointer),
      `$ref "${ref}" names no schema in components.schemas`,
    );
  }
  return decoded;
}

function refInfo(name: string, ctx: TreeContext): NonNullable<SchemaNode["ref"]> {
  const schema = ctx.schemas[name];
  const title = (schema && !("$ref" in schema) && schema.title) || name.split(".").pop() || name;
  const slug = ctx.slugs.get(name) ?? null;
  return { name, title, slug, path: slug ? apiPagePath(ctx.routeBase, `schemas/${slug}`) : null };
}

function constraintsOf(schema: RawSchema): string[] {
  const pairs: [string, unknown][] = [
    ["minimum", schema.minimum],
    ["maximum", schema.maximum],
    ["minLength", schema.minLength],
    ["maxLength", schema.maxLength],
    ["minItems", schema.minItems],
    ["maxItems", schema.maxItems],
    ["pattern", schema.pattern],
  ];
  return pairs.filter(([, v]) => v !== undefined).map(([k, v]) => `${k}: ${String(v)}`);
}

function common(schema: RawSchema): Partial<SchemaNode> {
  const constraints = constraintsOf(schema);
  return {
    ...(schema.description ? { description: schema.description } : {}),
    ...(schema.format ? { format: schema.format } : {}),
    ...(schema.enum ? { enum: schema.enum } : {}),
    ...(schema.default !== undefined ? { default: schema.default } : {}),
    ...(schema.nullable ? { nullable: true } : {}),
    ...(schema.deprecated ? { deprecated: true } : {}),
    ...(schema.readOnly ? { readOnly: true } : {}),
    ...(constraints.length > 0 ? { constraints } : {}),
  };
}

export function buildTree(
  schema: RawSchema | RawReference,
  ctx: TreeContext,
  pointer: readonly (string | number)[],
  ancestors: readonly string[] = [],
): SchemaNode {
  if ("$ref" in schema) {
    const name = refName(schema.$ref, ctx, [...pointer, "$ref"]);
    const ref = refInfo(name, ctx);
    const target = ctx.schemas[name]!;
    const beside = schema.description;
    if (ancestors.includes(name) || ancestors.length >= ctx.maxDepth) {
      const description = beside ?? ("$ref" in target ? undefined : target.description);
      return {
        kind: "ref",
        ref,
        ...(description ? { description } : {}),
      };
    }
    const expanded = buildTree(target, ctx, ["components", "schemas", name], [...ancestors, name]);
    return beside ? { ...expanded, ref, description: beside } : { ...expanded, ref };
  }
  const base = common(schema);
  for (const key of ["oneOf", "anyOf", "allOf"] as const) {
    const variants = schema[key];
    if (variants) {
      return {
        ...base,
        kind: key,
        variants: variants.map((v, i) => buildTree(v, ctx, [...pointer, key, i], ancestors)),
        ...(schema.discriminator ? { discriminator: schema.discriminator.propertyName } : {}),
      };
    }
  }
  if (schema.type === "array") {
    return {
      ...base,
      kind: "array",
      type: "array",
      items: schema.items ? buildTree(schema.items, ctx, [...pointer, "items"], ancestors) : { kind: "any" },
    };
  }
  const hasProperties = schema.properties && Object.keys(schema.properties).length > 0;
  if (schema.type === "object" || hasProperties || schema.additionalProperties !== undefined) {
    const required = new Set(schema.required ?? []);
    const properties = Object.entries(schema.properties ?? {}).map(([name, child]) => ({
      name,
      required: required.has(name),
      node: buildTree(child, ctx, [...pointer, "properties", name], ancestors),
    }));
    const extra = schema.additionalProperties;
    if (!hasProperties && extra !== undefined && extra !== false) {
      const values =
        extra === true
          ? { kind: "any" as const }
          : buildTree(extra, ctx, [...pointer, "additionalProperties"], ancestors);
      return { ...base, kind: "map", type: "object", values };
    }
    return { ...base, kind: "object", type: "object", properties };
  }
  if (!schema.type) return { ...base, kind: "any" };
  return { ...base, kind: "primitive", type: schema.type };
}

/** Names of the named schemas a raw schema refers to, without entering them. */
export function directRefs(schema: unknown, ctx: TreeContext, pointer: readonly (string | number)[]): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, at: readonly (string | number)[]): void => {
    if (!value || typeof value !== "object") return;
    if (Array.isArray(value)) return value.forEach((v, i) => visit(v, [...at, i]));
    const record = value as Record<string, unknown>;
    if (typeof record["$ref"] === "string") {
      found.add(refName(record["$ref"], ctx, at));
      return;
    }
    for (const [key, child] of Object.entries(record)) {
      const isKeyword = at[at.length - 1] !== "properties";
      // Examples are data (a media type's named examples may $ref components.examples, not schemas).
      if (isKeyword && (key === "example" || key === "examples" || key === "enum" || key === "default")) continue;
      visit(child, [...at, key]);
    }
  };
  visit(schema, pointer);
  return [...found];
}
