/** onCreateWebpackConfig: inlines the validated site config so components read one typed object. */
import type { GatsbyNode } from "gatsby";
import { siteConfigInput } from "../src/config/site";
import { validateSiteConfig } from "../src/config/validate";

interface WebpackPlugin {
  constructor: { name: string };
  options?: { ignoreOrder?: boolean };
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins, getConfig, stage }) => {
  const config = validateSiteConfig(siteConfigInput());
  actions.setWebpackConfig({ plugins: [plugins.define({ __SITE_CONFIG__: JSON.stringify(config) })] });
  if (stage === "build-javascript") {
    // CSS modules are scoped, so the order in which chunks pull them in does not matter.
    const webpackConfig = getConfig() as { plugins: WebpackPlugin[] };
    for (const plugin of webpackConfig.plugins) {
      if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true;
    }
    actions.replaceWebpackConfig(webpackConfig);
  }
};
