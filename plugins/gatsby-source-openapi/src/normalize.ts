/**
 * load -> resolve -> normalize: a validated raw document becomes the plain ApiModel that
 * nodes are made from. Pure, so the awkward-spec corpus can test it without Gatsby.
 */
import { oversizedDescriptions } from "./description-size";
import { describedServers } from "./servers";
import { kebabCase } from "../../../openapi-contract/api-slug";
import { ApiDescriptionError, jsonPointer, refSegment } from "./errors";
import { bundledJsonSchema } from "./json-schema";
import { apiPagePath, buildTree, directRefs, refName, type TreeContext } from "./schema-tree";
import {
  assertNoOperationAtInfoPage,
  assertUniqueOperationIds,
  assertUniqueOperationSlugs,
  assignSchemaSlugs,
  isMapEntry,
  pageSlug,
} from "./slugs";
import type {
  ApiModel,
  OperationModel,
  RawDocument,
  NamedExample,
  RawExample,
  RawMediaType,
  RawOperation,
  RawParameter,
  RawReference,
  RawResponse,
  SchemaModel,
  TagModel,
} from "./types";

const METHODS = ["get", "put", "post", "delete", "patch", "options", "head"] as const;

export interface NormalizeOptions {
  readonly file: string;
  readonly slugOverrides?: Readonly<Record<string, string>>;
  readonly maxDepth?: number;
  /** Where the API pages live; every page-bearing part of the model carries its `path` under it. */
  readonly routeBase?: string;
}

const SHARED_REF = /^#\/components\/(responses|parameters|requestBodies|examples)\/(.+)$/;
const SHARED_KIND = {
  responses: "response",
  parameters: "parameter",
  requestBodies: "request body",
  examples: "example",
} as const;
type SharedSection = keyof typeof SHARED_KIND;

/**
 * Follows a $ref to a shared response, parameter, request body or example, and on through any $ref
 * that one holds. The refs followed are kept in `seen`: a chain that comes back on itself
 * would otherwise recurse until the stack overflows.
 */
function deref<T>(
  value: T | RawReference,
  doc: RawDocument,
  file: string,
  pointer: readonly (string | number)[],
  seen: readonly string[] = [],
): T {
  if (!value || typeof value !== "object" || !("$ref" in value)) return value;
  const ref = value.$ref;
  const at = jsonPointer([...pointer, "$ref"]);
  const match = SHARED_REF.exec(ref);
  const section = match?.[1] as SharedSection | undefined;
  if (section && seen.includes(ref)) {
    throw new ApiDescriptionError(
      file,
      at,
      `$ref "${ref}" closes a loop (${[...seen, ref].join(" -> ")}) that never reaches a ${SHARED_KIND[section]}; ` +
        `make one of them a ${SHARED_KIND[section]} object instead of a $ref.`,
    );
  }
  const name = section ? refSegment(match![2]!, ref, file, at) : "";
  const target = section ? doc.components?.[section]?.[name] : undefined;
  if (!section || !target) throw new ApiDescriptionError(file, at, `$ref "${ref}" does not resolve`);
  return deref(target as T | RawReference, doc, file, ["components", section, name], [...seen, ref]);
}

function jsonMedia(content: Record<string, RawMediaType> | undefined): [string, RawMediaType] | null {
  if (!content) return null;
  const entries = Object.entries(content);
  return entries.find(([type]) => type.includes("json")) ?? entries[0] ?? null;
}

function schemaExample(media: RawMediaType, ctx: TreeContext, pointer: (string | number)[]): unknown {
  const schema = media.schema;
  if (!schema) return null;
  if ("$ref" in schema) {
    const target = ctx.schemas[refName(schema.$ref, ctx, pointer)];
    return target && !("$ref" in target) ? (target.example ?? null) : null;
  }
  return schema.example ?? null;
}

/**
 * A body's examples: the named `examples` (each may be a $ref to components.examples), else the
 * single `example`, else the example of its schema, named "example".
 */
function examplesOf(
  media: RawMediaType,
  doc: RawDocument,
  ctx: TreeContext,
  pointer: (string | number)[],
): NamedExample[] {
  if (media.examples && Object.keys(media.examples).length > 0) {
    return Object.entries(media.examples).map(([name, raw]) => {
      const example = deref<RawExample>(raw, doc, ctx.file, [...pointer, "examples", name]);
      return { name, summary: example.summary ?? "", value: example.value ?? null };
    });
  }
  const value = media.example !== undefined ? media.example : schemaExample(media, ctx, [...pointer, "schema", "$ref"]);
  return value === null || value === undefined ? [] : [{ name: "example", summary: "", value }];
}

/** Every named schema reachable from the given ones, them included. */
function closure(start: readonly string[], uses: ReadonlyMap<string, readonly string[]>): string[] {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const name = queue.shift()!;
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...(uses.get(name) ?? []));
  }
  return [...seen];
}

export function normalizeDescription(doc: RawDocument, options: NormalizeOptions): ApiModel {
  const { file } = options;
  const rawSchemas = doc.components?.schemas ?? {};
  const pageNames = Object.keys(rawSchemas).filter((name) => !isMapEntry(name, rawSchemas[name]!));
  const slugs = assignSchemaSlugs(pageNames, options.slugOverrides ?? {}, file);
  const routeBase = options.routeBase ?? "/api/";
  const ctx: TreeContext = { file, schemas: rawSchemas, slugs, maxDepth: options.maxDepth ?? 3, routeBase };
  const infoSlug = pageSlug(doc.info.title, file, ["info", "title"]);
  const server = doc.servers?.[0]?.url?.replace(/\/$/, "") ?? "";

  const uses = new Map<string, string[]>(
    Object.entries(rawSchemas).map(([name, schema]) => [
      name,
      directRefs(schema, ctx, ["components", "schemas", name]),
    ]),
  );

  const schemas: SchemaModel[] = pageNames.map((name) => {
    const raw = rawSchemas[name]!;
    const pointer = ["components", "schemas", name];
    const plain = "$ref" in raw ? null : raw;
    return {
      name,
      slug: slugs.get(name)!,
      path: apiPagePath(routeBase, `schemas/${slugs.get(name)!}`),
      title: plain?.title ?? name.split(".").pop() ?? name,
      description: plain?.description ?? "",
      node: buildTree(raw, ctx, pointer, [name]),
      example: plain?.example ?? null,
      uses: uses.get(name) ?? [],
    };
  });

  const operations: OperationModel[] = [];
  for (const [apiPath, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (op) operations.push(normalizeOperation(doc, ctx, options, server, apiPath, method, op, uses));
    }
  }
  assertUniqueOperationSlugs(operations, file);
  assertUniqueOperationIds(operations, file);
  assertNoOperationAtInfoPage(operations, { slug: infoSlug, title: doc.info.title }, file);

  const tagNames = [...(doc.tags ?? []).map((t) => t.name), ...operations.map((op) => op.tag)];
  const tags: TagModel[] = [...new Set(tagNames)].map((name) => ({
    name,
    slug: kebabCase(name),
    description: doc.tags?.find((t) => t.name === name)?.description ?? "",
    operationIds: operations.filter((op) => op.tag === name).map((op) => op.operationId),
  }));

  const schemes = doc.components?.securitySchemes ?? {};
  return {
    title: doc.info.title,
    version: doc.info.version,
    description: doc.info.description ?? "",
    slug: infoSlug,
    path: apiPagePath(routeBase, infoSlug),
    servers: describedServers(doc, file),
    warnings: oversizedDescriptions(doc, file),
    security: Object.entries(schemes).map(([name, s]) => ({
      name,
      type: s.type,
      scheme: s.scheme ?? "",
      bearerFormat: s.bearerFormat ?? "",
      description: s.description ?? "",
    })),
    tags: tags.filter((tag) => tag.operationIds.length > 0),
    operations,
    schemas,
  };
}

function normalizeOperation(
  doc: RawDocument,
  ctx: TreeContext,
  options: NormalizeOptions,
  server: string,
  apiPath: string,
  method: string,
  op: RawOperation,
  uses: ReadonlyMap<string, readonly string[]>,
): OperationModel {
  const { file } = options;
  const pointer = ["paths", apiPath, method];
  if (!op.summary)
    throw new ApiDescriptionError(
      file,
      jsonPointer([...pointer, "summary"]),
      "expected a summary: it names the operation's page",
    );
  const slug = pageSlug(op.summary, file, [...pointer, "summary"]);
  const operationId = op.operationId ?? slug;

  const parameters = (op.parameters ?? []).map((p, i) => {
    const param = deref<RawParameter>(p, doc, file, [...pointer, "parameters", i]);
    return {
      name: param.name,
      in: param.in,
      required: Boolean(param.required),
      description: param.description ?? "",
      node: param.schema
        ? buildTree(param.schema, ctx, [...pointer, "parameters", i, "schema"])
        : { kind: "any" as const },
      jsonSchema: bundledJsonSchema(param.schema ?? {}, ctx.schemas),
    };
  });

  const body = op.requestBody
    ? deref<{ description?: string; required?: boolean; content?: Record<string, RawMediaType> }>(
        op.requestBody,
        doc,
        file,
        [...pointer, "requestBody"],
      )
    : null;
  const bodyMedia = jsonMedia(body?.content);
  const bodyExamples = bodyMedia
    ? examplesOf(bodyMedia[1], doc, ctx, [...pointer, "requestBody", "content", bodyMedia[0]])
    : [];
  const requestBody =
    body && bodyMedia
      ? {
          description: body.description ?? "",
          required: Boolean(body.required),
          contentType: bodyMedia[0],
          node: bodyMedia[1].schema
            ? buildTree(bodyMedia[1].schema, ctx, [...pointer, "requestBody", "content", bodyMedia[0], "schema"])
            : { kind: "any" as const },
          example: bodyExamples[0]?.value ?? null,
          examples: bodyExamples,
          jsonSchema: bundledJsonSchema(bodyMedia[1].schema ?? {}, ctx.schemas),
        }
      : null;

  const responses = Object.entries(op.responses ?? {}).map(([status, r]) => {
    const response = deref<RawResponse>(r, doc, file, [...pointer, "responses", status]);
    const media = jsonMedia(response.content);
    const examples = media
      ? examplesOf(media[1], doc, ctx, [...pointer, "responses", status, "content", media[0]])
      : [];
    return {
      status,
      description: response.description ?? "",
      contentType: media?.[0] ?? null,
      node: media?.[1].schema
        ? buildTree(media[1].schema, ctx, [...pointer, "responses", status, "content", media[0], "schema"])
        : null,
      example: examples[0]?.value ?? null,
      examples,
      headers: Object.entries(response.headers ?? {}).map(([name, h]) => ({ name, description: h.description ?? "" })),
    };
  });

  const resolvedResponses = Object.fromEntries(
    Object.entries(op.responses ?? {}).map(([status, r]) => [
      status,
      deref<RawResponse>(r, doc, file, [...pointer, "responses", status]),
    ]),
  );
  const direct = directRefs(
    {
      // Parameters, like responses, may be $refs to components.parameters: walk them resolved.
      parameters: (op.parameters ?? []).map((p, i) => deref<RawParameter>(p, doc, file, [...pointer, "parameters", i])),
      body: body?.content,
      responses: resolvedResponses,
    },
    ctx,
    pointer,
  );
  const url = `${server}${apiPath}`;
  return {
    operationId,
    slug,
    path: apiPagePath(ctx.routeBase, slug),
    summary: op.summary,
    description: op.description ?? "",
    method: method.toUpperCase(),
    apiPath,
    url,
    tag: op.tags?.[0] ?? "Other",
    deprecated: Boolean(op.deprecated),
    security: (op.security ?? doc.security ?? []).flatMap((s) => Object.keys(s)),
    parameters,
    requestBody,
    responses,
    schemaNames: closure(direct, uses).filter((name) => ctx.slugs.has(name)),
  };
}
