/**
 * gatsby-source-openapi: turns one OpenAPI 3 description into ApiInfo, ApiTag, ApiOperation
 * and ApiSchema nodes, children of the description's File node (the site sources the file
 * with gatsby-source-filesystem, so `gatsby develop` re-sources it on every save). The work
 * is in src/; these hooks only orchestrate.
 */
import type { GatsbyNode, Node, PluginOptions } from "gatsby";
import type { ApiReferenceOptions } from "./model";
import { apiTypeDefs } from "./src/schema-customization";
import { isDescriptionFile, sourceDescriptionFile, type DescriptionFileNode } from "./src/source-description";

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

export const shouldOnCreateNode: GatsbyNode["shouldOnCreateNode"] = ({ node }, options) =>
  isDescriptionFile(node as unknown as Node, options as unknown as OpenApiPluginOptions);

export const onCreateNode: GatsbyNode["onCreateNode"] = async (args, options) => {
  const pluginOptions = options as OpenApiPluginOptions;
  if (!isDescriptionFile(args.node, pluginOptions)) return;
  const count = await sourceDescriptionFile({ ...args, node: args.node as DescriptionFileNode }, pluginOptions);
  if (count > 0) args.reporter.info(`gatsby-source-openapi: ${count} nodes from ${pluginOptions.specPath}`);
};

/** The nodes come from the description's File node: a site that sources no such node gets no API pages. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ getNodesByType, reporter }, options) => {
  const { specPath } = options as OpenApiPluginOptions;
  const sourced = getNodesByType("File").some((node) => isDescriptionFile(node, { specPath }));
  if (!sourced) {
    reporter.panicOnBuild({
      id: "openapi-10001",
      context: {
        message:
          `gatsby-source-openapi: no File node for ${specPath}. Add a gatsby-source-filesystem entry whose path ` +
          `holds this file (gatsby-config.ts), so the description is sourced and watched.`,
      },
    });
  }
};
