/**
 * Page slugs for operations and schemas (DESIGN.md, "Design decisions" › "API slugs").
 * Collisions are errors that name both parties and the fix.
 */
import { kebabCase } from "../../../openapi-contract/api-slug";
import { ApiDescriptionError, jsonPointer } from "./errors";
import type { OperationModel, RawReference, RawSchema } from "./types";

/** What the route checks need of an operation to name it and point at it. */
type OperationRoute = Pick<OperationModel, "operationId" | "slug" | "method" | "apiPath">;

export function operationSlug(summary: string): string {
  return kebabCase(summary);
}

/**
 * The slug of a page named by `text` (a summary or info.title), found at `pointer`. kebabCase
 * keeps only ASCII letters and digits, and a page with an empty slug would have no route of its own.
 */
export function pageSlug(text: string, file: string, pointer: readonly (string | number)[]): string {
  const slug = kebabCase(text);
  if (!slug) {
    const field = String(pointer[pointer.length - 1]);
    throw new ApiDescriptionError(
      file,
      jsonPointer(pointer),
      `${field} "${text}" has no ASCII letter or digit, so its page would have an empty slug; ` +
        `reword the ${field} so that it has some.`,
    );
  }
  return slug;
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

const operationPointer = (op: OperationRoute, field: string) =>
  jsonPointer(["paths", op.apiPath, op.method.toLowerCase(), field]);

/** Operation nodes are keyed by operationId: a second operation with the same one would replace the first's page. */
export function assertUniqueOperationIds(operations: readonly OperationRoute[], file: string): void {
  const seen = new Map<string, OperationRoute>();
  for (const op of operations) {
    const first = seen.get(op.operationId);
    if (first) {
      throw new ApiDescriptionError(
        file,
        operationPointer(op, "operationId"),
        `operations ${first.method} ${first.apiPath} and ${op.method} ${op.apiPath} both have the operationId ` +
          `"${op.operationId}", so one page would replace the other; give each operation its own operationId.`,
      );
    }
    seen.set(op.operationId, op);
  }
}

/**
 * Operation pages and the information page share one route space (<routeBase><slug>/);
 * schema pages do not, as they live under <routeBase>schemas/.
 */
export function assertNoOperationAtInfoPage(
  operations: readonly OperationRoute[],
  info: { slug: string; title: string },
  file: string,
): void {
  const op = operations.find((o) => o.slug === info.slug);
  if (op) {
    throw new ApiDescriptionError(
      file,
      operationPointer(op, "summary"),
      `the summary of operation "${op.operationId}" (${op.method} ${op.apiPath}) gives the page /api/${op.slug}/, ` +
        `which the API information page (info.title "${info.title}") already has; reword the summary or the title.`,
    );
  }
}
