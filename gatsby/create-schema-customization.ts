import type { GatsbyNode } from "gatsby";
import { preloadRemarkPlugins } from "./esm-preload";
import { docsTypeDefs } from "./type-defs";

export const onPluginInit: GatsbyNode["onPluginInit"] = async (args, options) => {
  const { reporter } = args;
  await preloadRemarkPlugins(args, options);
  reporter.setErrorMap({
    "docs-10001": {
      text: (context: { sourceMessage: string }) => context.sourceMessage,
      level: "ERROR",
      type: "PLUGIN",
      category: "USER",
    },
  });
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(docsTypeDefs);
};
