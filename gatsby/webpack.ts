/**
 * onCreateWebpackConfig: inlines the validated site config so components read one typed object,
 * gives lazily loaded stylesheets their own files, shortens CSS-module class names in
 * production, loads MDX page bodies as chunks of their own in the browser build, leaves out
 * production source maps unless asked for (gatsby/source-maps.ts), gives the HTML renderer the
 * browser's environment variables only (gatsby/server-env-definitions.ts), has webpack's cache
 * record the lockfile instead of the installed modules behind its config and loaders
 * (gatsby/build-dependencies.ts), and keep no copy of its entries in memory during a build
 * (gatsby/webpack-memory-cache.ts), compiles each MDX file once for both production bundles
 * (gatsby/mdx-compile-memo.ts), has V8 collect garbage when a production stage compiles from
 * scratch or its heap grows fast (gatsby/collect-garbage.ts), minifies the browser's scripts
 * with swc (gatsby/swc-minifier.ts), leaves two idle modules of Gatsby's browser runtime out of the
 * first load (gatsby/idle-browser-modules.ts), and names Gatsby's page loader so
 * src/browser/page-loader-guard.ts can mend it.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { loadSite, rereadSiteConfig, siteConfigFile } from "../src/build/config/load";
import type { SiteConfig } from "../src/config/schema";
import { LockedBuildDependenciesPlugin } from "./build-dependencies";
import { CollectWhileBuildingPlugin, collectBeforeCompile } from "./collect-garbage";
import { addLazyStylesheetRule } from "./lazy-stylesheets";
import { addMdxBodyLoader } from "./mdx-body";
import { addMdxCompileMemo } from "./mdx-compile-memo";
import { idleBrowserModules } from "./idle-browser-modules";
import { narrowServerEnvDefinitions } from "./server-env-definitions";
import { nameSharedChunksBySet } from "./shared-chunk-names";
import { shortenClassNames } from "./short-class-names";
import { setProductionSourceMaps } from "./source-maps";
import { minifyWithSwc } from "./swc-minifier";
import { dropMemoryCache } from "./webpack-memory-cache";
import { PRODUCTION_STAGES } from "./webpack-stages";

interface WebpackPlugin {
  constructor: { name: string };
  options?: { ignoreOrder?: boolean };
}

interface WebpackConfig {
  plugins: WebpackPlugin[];
  module: { rules: unknown[] };
  devtool?: unknown;
  cache?: { type?: string };
  optimization?: { minimizer?: unknown[]; splitChunks?: { cacheGroups?: Record<string, { name?: unknown } | false> } };
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
  const webpackConfig = getConfig() as WebpackConfig;
  // CSS modules are scoped, so the order in which chunks pull them in does not matter: without
  // this, `gatsby develop` warned "Conflicting order" for each shared stylesheet.
  for (const plugin of webpackConfig.plugins) {
    if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true;
  }
  if (!addLazyStylesheetRule(webpackConfig.module.rules, stage)) {
    throw new Error(`gatsby/webpack.ts: Gatsby's CSS rules were not found in the ${stage} webpack config.`);
  }
  if (
    stage === "build-javascript" &&
    !addMdxBodyLoader(webpackConfig.module.rules, path.resolve("src/mdx/deferred-body.ts"))
  ) {
    throw new Error("gatsby/webpack.ts: gatsby-plugin-mdx's rule for MDX page wrappers was not found.");
  }
  if (PRODUCTION_STAGES.has(stage) && !addMdxCompileMemo(webpackConfig.module.rules)) {
    throw new Error(
      `gatsby/webpack.ts: gatsby-plugin-mdx's rule for MDX files was not found in the ${stage} webpack config.`,
    );
  }
  if (stage === "build-javascript" && !minifyWithSwc(webpackConfig.optimization)) {
    throw new Error("gatsby/webpack.ts: Gatsby's TerserPlugin was not found in the build-javascript webpack config.");
  }
  if (stage === "build-javascript" && !nameSharedChunksBySet(webpackConfig.optimization)) {
    throw new Error(
      "gatsby/webpack.ts: Gatsby's `shared` split-chunks group was not found in the build-javascript webpack config.",
    );
  }
  if (PRODUCTION_STAGES.has(stage) && shortenClassNames(webpackConfig.module.rules) === 0) {
    throw new Error(`gatsby/webpack.ts: no CSS-module loader found in the ${stage} webpack config.`);
  }
  setProductionSourceMaps(webpackConfig, stage);
  dropMemoryCache(webpackConfig, stage);
  narrowServerEnvDefinitions(webpackConfig.plugins, stage);
  if (PRODUCTION_STAGES.has(stage)) {
    collectBeforeCompile(webpackConfig);
    webpackConfig.plugins.push(new CollectWhileBuildingPlugin());
  }
  actions.replaceWebpackConfig(webpackConfig);
  const lockFile = path.resolve("package-lock.json");
  const lockedDependencies =
    webpackConfig.cache?.type === "filesystem" && existsSync(lockFile)
      ? [new LockedBuildDependenciesPlugin(lockFile)]
      : [];
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __SITE_CONFIG__: siteConfigValue(plugins.define({}), stage, config, componentConfig),
        __SITE_SEARCH_CONFIG__: siteConfigValue(plugins.define({}), stage, config, searchConfig),
      }),
      ...lockedDependencies,
      ...(stage === "build-javascript"
        ? idleBrowserModules().map(([pattern, file]) => plugins.normalModuleReplacement(pattern, file))
        : []),
    ],
    // The copy of Gatsby's loader that its runtime imports (one module instance).
    resolve: { alias: { "gatsby-runtime-loader$": path.resolve(".cache/loader.js") } },
  });
};
