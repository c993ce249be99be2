/**
 * onCreateWebpackConfig: inlines the validated site config so components read one typed object,
 * and builds the site for readers with Preact in place of React (see `preact-aliases.ts`).
 */
import type { GatsbyNode } from "gatsby";
import { siteConfigInput } from "../src/config/site";
import { validateSiteConfig } from "../src/config/validate";
import { addLazyStylesheetRule } from "./lazy-stylesheets";
import { PREACT_ALIASES, PREACT_STAGES, switchFrameworkToPreact } from "./preact-aliases";

interface WebpackPlugin {
  constructor: { name: string };
  options?: { ignoreOrder?: boolean };
}

interface WebpackConfig {
  plugins: WebpackPlugin[];
  module: { rules: unknown[] };
  resolve?: { alias?: Record<string, unknown> };
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } };
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins, getConfig, stage }) => {
  const config = validateSiteConfig(siteConfigInput());
  const webpackConfig = getConfig() as WebpackConfig;
  if (stage === "build-javascript") {
    // CSS modules are scoped, so the order in which chunks pull them in does not matter.
    for (const plugin of webpackConfig.plugins) {
      if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true;
    }
  }
  if (PREACT_STAGES.has(stage)) switchFrameworkToPreact(webpackConfig);
  if (!addLazyStylesheetRule(webpackConfig.module.rules, stage)) {
    throw new Error(`gatsby/webpack.ts: Gatsby's CSS rules were not found in the ${stage} webpack config.`);
  }
  actions.replaceWebpackConfig(webpackConfig);
  actions.setWebpackConfig({
    plugins: [plugins.define({ __SITE_CONFIG__: JSON.stringify(config) })],
    ...(PREACT_STAGES.has(stage) ? { resolve: { alias: PREACT_ALIASES } } : {}),
  });
};
