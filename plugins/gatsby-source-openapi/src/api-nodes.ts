/**
 * The nodes one model of the description becomes: ApiInfo, ApiTag, ApiOperation, ApiSchema.
 * Pure: gatsby-node gives each one an id, a digest and its File node as parent. The nodes hold
 * data only: the site renders it (HTML, highlighting, code samples) in its resolvers
 * (src/build/api/rendered-fields.ts), so the plugin imports nothing of the site.
 */
import { sameSchemaAs } from "./shared-bodies";
import type { ApiModel } from "./types";

export interface ApiNodeInput {
  readonly type: "ApiInfo" | "ApiTag" | "ApiOperation" | "ApiSchema";
  /** Unique within its type, stable across edits: the node's id is made from it. */
  readonly key: string;
  readonly fields: Record<string, unknown>;
}

function reverseIndex(pairs: readonly [string, readonly string[]][]): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [from, targets] of pairs) {
    for (const target of targets) index.set(target, [...(index.get(target) ?? []), from]);
  }
  return index;
}

export function apiNodes(model: ApiModel): ApiNodeInput[] {
  const nodes: ApiNodeInput[] = [];
  nodes.push({
    type: "ApiInfo",
    key: model.slug,
    fields: {
      title: model.title,
      version: model.version,
      description: model.description,
      slug: model.slug,
      path: model.path,
      servers: model.servers,
      security: model.security,
      tagNames: model.tags.map((t) => t.name),
    },
  });
  for (const tag of model.tags) nodes.push({ type: "ApiTag", key: tag.name, fields: { ...tag } });

  for (const op of model.operations) {
    const { tag, parameters, requestBody, responses, ...rest } = op;
    const shared = sameSchemaAs(responses);
    nodes.push({
      type: "ApiOperation",
      key: op.operationId,
      fields: {
        ...rest,
        path: op.path,
        tagName: tag,
        parameters: parameters.map(({ node, ...p }) => ({ ...p, schema: node })),
        requestBody: requestBody && {
          ...requestBody,
          schema: requestBody.node,
          node: undefined,
        },
        responses: responses.map(({ node, ...r }, i) => ({
          ...r,
          schema: shared[i] ? null : node,
          sameSchemaAs: shared[i] ?? null,
        })),
      },
    });
  }

  const usedBy = reverseIndex(model.schemas.map((s) => [s.name, s.uses]));
  const operationsBySchema = reverseIndex(model.operations.map((op) => [op.operationId, op.schemaNames]));
  const pageNames = new Set(model.schemas.map((s) => s.name));
  for (const schema of model.schemas) {
    const { node, uses, ...rest } = schema;
    nodes.push({
      type: "ApiSchema",
      key: schema.name,
      fields: {
        ...rest,
        path: schema.path,
        tree: node,
        usesNames: uses.filter((name) => pageNames.has(name)),
        usedByNames: (usedBy.get(schema.name) ?? []).filter((name) => pageNames.has(name)),
        operationIds: operationsBySchema.get(schema.name) ?? [],
      },
    });
  }
  return nodes;
}
