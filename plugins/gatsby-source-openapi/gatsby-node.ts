/**
 * gatsby-source-openapi: reads one OpenAPI 3 description and sources ApiInfo, ApiTag,
 * ApiOperation and ApiSchema nodes. The work is in src/; these hooks only orchestrate.
 */
import type { GatsbyNode, PluginOptions } from "gatsby";
import { highlight } from "../../src/lib/highlight";
import { metaDescription } from "../../src/lib/plain-text";
import { ApiDescriptionError, loadApiModel, type ApiReferenceOptions } from "./model";
import { codeSamplesFor } from "./src/normalize";
import { apiTypeDefs } from "./src/schema-customization";
import { sameSchemaAs } from "./src/shared-bodies";
import type { ApiModel, NamedExample } from "./src/types";

type OpenApiPluginOptions = PluginOptions & ApiReferenceOptions;

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    specPath: Joi.string().required().description("Absolute path of the OpenAPI 3 description (YAML or JSON)."),
    slugOverrides: Joi.object()
      .pattern(Joi.string(), Joi.string().pattern(/^[a-z0-9-]+$/))
      .default({})
      .description(
        "Page slugs for schemas whose default slug (last dotted segment, lowercased) collides or reads badly.",
      ),
    routeBase: Joi.string()
      .pattern(/^\/.*\/$/)
      .default("/api/")
      .description("Route under which operation pages live."),
  });

export const onPluginInit: GatsbyNode["onPluginInit"] = ({ reporter }) => {
  reporter.setErrorMap({
    "openapi-10001": {
      text: (context: { message: string }) => `${context.message}\nFix the API description and build again.`,
      level: "ERROR",
      type: "PLUGIN",
      category: "USER",
    },
  });
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(apiTypeDefs);
};

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

export const sourceNodes: GatsbyNode["sourceNodes"] = async (
  { actions, createNodeId, createContentDigest, reporter },
  rawOptions,
) => {
  const options = rawOptions as OpenApiPluginOptions;
  let model: ApiModel;
  try {
    model = await loadApiModel(options);
  } catch (error) {
    if (error instanceof ApiDescriptionError) {
      reporter.panic({ id: "openapi-10001", context: { message: error.message } });
    }
    throw error;
  }

  const make = (type: string, key: string, fields: Record<string, unknown>) => {
    void actions.createNode({
      ...fields,
      id: createNodeId(`${type}:${key}`),
      internal: { type, contentDigest: createContentDigest(fields) },
    });
  };

  make("ApiInfo", model.slug, {
    title: model.title,
    version: model.version,
    description: model.description,
    descriptionHtml: model.descriptionHtml,
    slug: model.slug,
    path: model.path,
    servers: model.servers,
    security: model.security,
    tagNames: model.tags.map((t) => t.name),
  });
  for (const tag of model.tags) make("ApiTag", tag.name, { ...tag });

  for (const op of model.operations) {
    const codeSamples = codeSamplesFor(op).map((sample) => ({ ...sample, html: highlight(sample.code, sample.lang) }));
    const { tag, parameters, requestBody, responses, ...rest } = op;
    const shared = sameSchemaAs(responses);
    make("ApiOperation", op.operationId, {
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
    });
  }

  const usedBy = reverseIndex(model.schemas.map((s) => [s.name, s.uses]));
  const operationsBySchema = reverseIndex(model.operations.map((op) => [op.operationId, op.schemaNames]));
  const pageNames = new Set(model.schemas.map((s) => s.name));
  for (const schema of model.schemas) {
    const { node, uses, ...rest } = schema;
    make("ApiSchema", schema.name, {
      ...rest,
      exampleHtml: exampleHtml(schema.example),
      metaDescription: metaDescription(schema.description, `The ${schema.title} schema of the ${model.title}.`),
      path: schema.path,
      tree: node,
      usesNames: uses.filter((name) => pageNames.has(name)),
      usedByNames: (usedBy.get(schema.name) ?? []).filter((name) => pageNames.has(name)),
      operationIds: operationsBySchema.get(schema.name) ?? [],
    });
  }
  reporter.info(`gatsby-source-openapi: ${model.operations.length} operations, ${model.schemas.length} schema pages`);
};
