/**
 * Page slugs for operations and schemas (../shared/DECISIONS.md, "API slugs").
 * Collisions are errors that name both parties and the fix.
 */
import { kebabCase } from "../../../src/lib/slug";
import { ApiDescriptionError, jsonPointer } from "./errors";
import type { RawReference, RawSchema } from "./types";

export function operationSlug(summary: string): string {
  return kebabCase(summary);
}

/** "lmai.proto.webserver.v2.Dataset" -> "dataset". */
export function defaultSchemaSlug(name: string): string {
  return (name.split(".").pop() ?? name).toLowerCase();
}

/** Map-entry schemas (protobuf's `*.FieldsEntry`) get no page: they render inline as maps. */
export function isMapEntry(name: string, schema: RawSchema | RawReference): boolean {
  if (!/Entry$/.test(name.split(".").pop() ?? "") || "$ref" in schema) return false;
  const keys = Object.keys(schema.properties ?? {}).sort();
  return keys.length === 2 && keys[0] === "key" && keys[1] === "value";
}

export function assignSchemaSlugs(
  names: readonly string[],
  overrides: Readonly<Record<string, string>>,
  file: string,
): Map<string, string> {
  const slugs = new Map<string, string>();
  const owners = new Map<string, string>();
  for (const name of names) {
    const slug = overrides[name] ?? defaultSchemaSlug(name);
    const owner = owners.get(slug);
    if (owner) {
      throw new ApiDescriptionError(
        file,
        jsonPointer(["components", "schemas", name]),
        `schemas "${owner}" and "${name}" would both have the page /api/schemas/${slug}/. ` +
          `Give one of them its own slug in the slugOverrides option of gatsby-source-openapi (gatsby-config.ts).`,
      );
    }
    owners.set(slug, name);
    slugs.set(name, slug);
  }
  return slugs;
}

export function assertUniqueOperationSlugs(
  operations: readonly { slug: string; operationId: string }[],
  file: string,
): void {
  const seen = new Map<string, string>();
  for (const op of operations) {
    const other = seen.get(op.slug);
    if (other) {
      throw new ApiDescriptionError(
        file,
        "/paths",
        `operations "${other}" and "${op.operationId}" have summaries that give the same page /api/${op.slug}/; make the summaries distinct.`,
      );
    }
    seen.set(op.slug, op.operationId);
  }
}
