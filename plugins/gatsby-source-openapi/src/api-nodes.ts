/**
 * The nodes one model of the description becomes: ApiInfo, ApiTag, ApiOperation, ApiSchema.
 * Pure: gatsby-node gives each one an id, a digest and its File node as parent.
 */
import { highlight } from "../../../src/lib/highlight";
import { metaDescription } from "../../../src/lib/plain-text";
import { codeSamplesFor } from "./normalize";
import { sameSchemaAs } from "./shared-bodies";
import type { ApiModel, NamedExample } from "./types";

export interface ApiNodeInput {
  readonly type: "ApiInfo" | "ApiTag" | "ApiOperation" | "ApiSchema";
  /** Unique within its type, stable across edits: the node's id is made from it. */
  readonly key: string;
  readonly fields: Record<string, unknown>;
}

function exampleHtml(example: unknown): string | null {
  return example === null || example === undefined ? null : highlight(JSON.stringify(example, null, 2), "json");
}

function namedExamples(examples: readonly NamedExample[]) {
  return examples.map((example) => ({ ...example, html: exampleHtml(example.value) ?? "" }));
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
      descriptionHtml: model.descriptionHtml,
      slug: model.slug,
      path: model.path,
      servers: model.servers,
      security: model.security,
      tagNames: model.tags.map((t) => t.name),
    },
  });
  for (const tag of model.tags) nodes.push({ type: "ApiTag", key: tag.name, fields: { ...tag } });

  for (const op of model.operations) {
    const codeSamples = codeSamplesFor(op).map((sample) => ({ ...sample, html: highlight(sample.code, sample.lang) }));
    const { tag, parameters, requestBody, responses, ...rest } = op;
    const shared = sameSchemaAs(responses);
    nodes.push({
      type: "ApiOperation",
      key: op.operationId,
      fields: {
        ...rest,
        metaDescription: metaDescription(op.description, `${op.summary}: ${op.method} ${op.apiPath}.`),
        path: op.path,
        tagName: tag,
        parameters: parameters.map(({ node, ...p }) => ({ ...p, schema: node })),
        requestBody: requestBody && {
          ...requestBody,
          schema: requestBody.node,
          node: undefined,
          exampleHtml: exampleHtml(requestBody.example),
          examples: namedExamples(requestBody.examples),
        },
        responses: responses.map(({ node, ...r }, i) => ({
          ...r,
          schema: shared[i] ? null : node,
          sameSchemaAs: shared[i] ?? null,
          exampleHtml: exampleHtml(r.example),
          examples: namedExamples(r.examples),
        })),
        codeSamples,
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
        exampleHtml: exampleHtml(schema.example),
        metaDescription: metaDescription(schema.description, `The ${schema.title} schema of the ${model.title}.`),
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
