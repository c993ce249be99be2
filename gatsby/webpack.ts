/**
 * onCreateWebpackConfig: inlines the validated site config so components read one typed object,
 * gives lazily loaded stylesheets their own files (src/build/webpack/lazy-stylesheets.ts), has Gatsby's
 * runtime import one copy of its page loader (the `gatsby-runtime-loader` alias), and hands the
 * config to the framework tuning (gatsby/tuning), which changes it for speed and size unless
 * SITE_TUNING=off.
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { loadSite, rereadSiteConfig, siteConfigFile } from "../src/build/config/load";
import type { SiteConfig } from "../src/config/schema";
import { addLazyStylesheetRule } from "../src/build/webpack/lazy-stylesheets";
import { tuneWebpackConfig, type TunedWebpackConfig } from "./tuning";

interface WebpackConfig extends TunedWebpackConfig {
  plugins: { constructor: { name: string }; options?: { ignoreOrder?: boolean } }[];
}

type DefineInstance = { constructor: unknown };
type RuntimeValue = (fn: () => string, options: { fileDependencies: string[] }) => unknown;

/**
 * A part of the config components read. In `gatsby develop` a runtime value that webpack
 * evaluates again whenever the site's config file changes, re-reading it (gatsby-node was
 * compiled at startup and keeps the old module): the navbar, footer and announcement
 * hot-reload. The DefinePlugin class is taken from Gatsby's own instance, the webpack the build runs.
 */
function siteConfigValue(
  define: DefineInstance,
  stage: string,
  config: SiteConfig,
  part: (config: SiteConfig) => unknown,
): unknown {
  if (stage !== "develop" && stage !== "develop-html") return JSON.stringify(part(config));
  const { runtimeValue } = define.constructor as { runtimeValue: RuntimeValue };
  return runtimeValue(() => JSON.stringify(part(rereadSiteConfig())), { fileDependencies: [siteConfigFile()] });
}

/** Every page's config: all but search's part, which only search's chunks read (src/config/search.ts). */
const componentConfig = ({ search: _search, ...rest }: SiteConfig) => rest;
/** Search's part, but the synonyms, which the browser reads from the index's manifest. */
const searchConfig = ({ search: { synonyms: _synonyms, ...rest } }: SiteConfig) => rest;

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins, getConfig, stage }) => {
  const config = loadSite().config;
  // Gatsby's DefinePlugin, whose class gives the develop reload its runtime values (siteConfigValue).
  const define = plugins.define({});
  const webpackConfig = getConfig() as WebpackConfig;
  // CSS modules are scoped, so the order in which chunks pull them in does not matter: without
  // this, `gatsby develop` warned "Conflicting order" for each shared stylesheet.
  for (const plugin of webpackConfig.plugins) {
    if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true;
  }
  if (!addLazyStylesheetRule(webpackConfig.module.rules, stage)) {
    throw new Error(`gatsby/webpack.ts: Gatsby's CSS rules were not found in the ${stage} webpack config.`);
  }
  const tuningPlugins = tuneWebpackConfig(webpackConfig, stage, plugins);
  actions.replaceWebpackConfig(webpackConfig);
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __SITE_CONFIG__: siteConfigValue(define, stage, config, componentConfig),
        __SITE_SEARCH_CONFIG__: siteConfigValue(define, stage, config, searchConfig),
      }),
      ...tuningPlugins,
    ],
    // The copy of Gatsby's loader that its runtime imports (one module instance), for the pieces
    // that mend it (src/browser/page-loader-guard.ts, page-data-query.ts, src/tuning/body-preload.ts).
    resolve: { alias: { "gatsby-runtime-loader$": path.resolve(".cache/loader.js") } },
  });
};
