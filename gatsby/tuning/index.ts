/**
 * The framework tuning's one entry (CONTRIBUTING.md, "Framework tuning"): every piece that
 * reaches into Gatsby's, webpack's or gatsby-plugin-mdx's internals for speed or size is called
 * from here, and only when the switch (switch.ts) has it on. gatsby/webpack.ts,
 * gatsby/on-plugin-init.ts and gatsby/on-post-build.ts call this module and nothing else of it.
 * The runtime half lives in src/tuning/.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { CreateWebpackConfigArgs, Reporter } from "gatsby";
import { LockedBuildDependenciesPlugin } from "./build-dependencies";
import { CollectWhileBuildingPlugin, collectAfterCompiles, collectBeforeCompile } from "./collect-garbage";
import { idleBrowserModules } from "./idle-browser-modules";
import { addMdxBodyLoader } from "./mdx-body";
import { addMdxCompileMemo } from "./mdx-compile-memo";
import { pageAssets } from "./page-assets";
import { runQueriesInMainOnOneWorker } from "./query-process";
import { loadScriptsAfterFirstPaint, pagePathOfHtmlFile } from "./scripts-after-first-paint";

/** The loader scripts of Gatsby's script slices, for the list of inline scripts (gatsby/inline-scripts.ts). */
export { loaderScriptsOfSlices } from "./scripts-after-first-paint";
import { narrowServerEnvDefinitions } from "./server-env-definitions";
import { shortenChunkHashes } from "./short-chunk-hashes";
import { shortenClassNames } from "./short-class-names";
import { setProductionSourceMaps } from "./source-maps";
import { minifyWithSwc } from "./swc-minifier";
import { readTuning, runtimeTuning, TuningSwitchError, type Tuning } from "./switch";
import { dropMemoryCache } from "./webpack-memory-cache";
import { PRODUCTION_STAGES } from "../../src/build/webpack/stages";
import { BUILD_ERROR } from "../../src/build/build-errors";

/** The parts of Gatsby's webpack config the pieces change. */
export interface TunedWebpackConfig {
  plugins: { constructor: { name: string } }[];
  module: { rules: unknown[] };
  devtool?: unknown;
  cache?: { type?: string };
  optimization?: { minimizer?: unknown[] };
  output?: { chunkFilename?: unknown };
}

/** The plugin factories Gatsby hands onCreateWebpackConfig. */
export type WebpackPluginFactories = Pick<CreateWebpackConfigArgs["plugins"], "define" | "normalModuleReplacement">;

/**
 * onPluginInit: checks the switch (a value it does not know stops the build with the fix) and,
 * in `gatsby build`, has the queries run in the main process.
 */
export function startBuildTuning(reporter: Pick<Reporter, "panic">, command: string | undefined): void {
  let tuning: Tuning;
  try {
    tuning = readTuning();
  } catch (error) {
    if (error instanceof TuningSwitchError) {
      reporter.panic({ id: BUILD_ERROR.tuningSwitch, context: { sourceMessage: error.message } });
    }
    throw error;
  }
  if (command === "build" && tuning.has("query-process")) runQueriesInMainOnOneWorker();
}

/** Throws the piece's own message when Gatsby's config no longer has what it changes. */
function must(found: boolean, message: string): void {
  if (!found) throw new Error(`gatsby/tuning/index.ts: ${message}`);
}

/**
 * onCreateWebpackConfig: applies the webpack pieces to Gatsby's config in place (before the
 * caller hands it back with replaceWebpackConfig) and returns the plugins to add with
 * setWebpackConfig, among them the `__SITE_TUNING__` constant the runtime pieces read.
 */
export function tuneWebpackConfig(
  config: TunedWebpackConfig,
  stage: string,
  plugins: WebpackPluginFactories,
): unknown[] {
  const tuning = readTuning();
  const production = PRODUCTION_STAGES.has(stage);
  const browserBuild = stage === "build-javascript";
  const rules = config.module.rules;
  if (browserBuild && tuning.has("mdx-body")) {
    must(
      addMdxBodyLoader(rules, path.resolve("src/tuning/deferred-body.ts")),
      "gatsby-plugin-mdx's rule for MDX page wrappers was not found.",
    );
  }
  if (production && tuning.has("mdx-compile-memo")) {
    must(
      addMdxCompileMemo(rules),
      `gatsby-plugin-mdx's rule for MDX files was not found in the ${stage} webpack config.`,
    );
  }
  if (browserBuild && tuning.has("swc-minifier")) {
    must(
      minifyWithSwc(config.optimization),
      "Gatsby's TerserPlugin was not found in the build-javascript webpack config.",
    );
  }
  if (browserBuild && tuning.has("short-chunk-hashes")) {
    must(
      shortenChunkHashes(config.output),
      "Gatsby no longer names the browser build's chunks `[name]-[contenthash].js`.",
    );
  }
  if (production && tuning.has("short-class-names")) {
    must(shortenClassNames(rules) > 0, `no CSS-module loader found in the ${stage} webpack config.`);
  }
  if (tuning.has("source-maps")) setProductionSourceMaps(config, stage);
  if (tuning.has("webpack-memory-cache")) dropMemoryCache(config, stage);
  if (tuning.has("server-env-definitions")) narrowServerEnvDefinitions(config.plugins, stage);
  if (production && tuning.has("collect-garbage")) {
    collectBeforeCompile(config);
    config.plugins.push(new CollectWhileBuildingPlugin());
  }
  const lockFile = path.resolve("package-lock.json");
  return [
    plugins.define({ __SITE_TUNING__: runtimeTuning(tuning) }) as unknown,
    ...(tuning.has("build-dependencies") && config.cache?.type === "filesystem" && existsSync(lockFile)
      ? [new LockedBuildDependenciesPlugin(lockFile)]
      : []),
    ...(browserBuild && tuning.has("idle-browser-modules")
      ? idleBrowserModules().map(([pattern, file]) => plugins.normalModuleReplacement(pattern, file) as unknown)
      : []),
  ];
}

/** onPostBuild, first: collects what the compiles left behind before the steps that read every page. */
export function collectBeforePostBuild(): void {
  if (readTuning().has("collect-garbage")) collectAfterCompiles();
}

/**
 * onPostBuild: how each built page's HTML is rewritten (its scripts loaded after the first
 * paint, with the page's data and chunks), or undefined to leave Gatsby's HTML as it is. The
 * rewriter takes the HTML and the file's path under `publicDir` ("quickstart/index.html").
 */
export function builtHtmlRewriter(
  publicDir: string,
  pathPrefix: string,
): ((html: string, file: string) => string) | undefined {
  if (!readTuning().has("scripts-after-first-paint")) return undefined;
  const assetsOf = pageAssets(publicDir, pathPrefix);
  return (html, file) => {
    const pagePath = pagePathOfHtmlFile(file);
    return loadScriptsAfterFirstPaint(html, pagePath, assetsOf(pagePath));
  };
}
