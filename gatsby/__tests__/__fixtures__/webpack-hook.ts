/**
 * Calls onCreateWebpackConfig (gatsby/webpack.ts) as Gatsby does, on a config with just what
 * the hook looks for, and returns what it handed back to Gatsby.
 */
import { onCreateWebpackConfig } from "../../webpack";

/**
 * Stands in for webpack's DefinePlugin: the hook reads and narrows its definitions, and in
 * `gatsby develop` defines the site config as a runtime value.
 */
export class DefinePlugin {
  constructor(public definitions: Record<string, unknown>) {}

  static runtimeValue(fn: () => string, options: { fileDependencies: string[] }) {
    return { fn, options };
  }
}

/** Stands in for webpack's NormalModuleReplacementPlugin (the Partytown stub's). */
export class NormalModuleReplacementPlugin {
  constructor(
    public pattern: RegExp,
    public file: string,
  ) {}
}

/** Stands in for terser-webpack-plugin, which the hook switches to its swc implementation. */
export class TerserPlugin {
  options = { minimizer: { implementation: TerserPlugin.terserMinify, options: {} as object } };

  static terserMinify() {}

  static swcMinify() {}
}

export interface HookConfig {
  plugins: object[];
  module: { rules: unknown[] };
  cache?: { type: string };
  output: { chunkFilename: string };
  optimization: { minimizer: object[]; splitChunks: { cacheGroups: Record<string, { name?: unknown }> } };
}

/**
 * A config with what the hook changes and fails without: Gatsby's CSS-module rule,
 * gatsby-plugin-mdx's rules for MDX files and for MDX page wrappers, Gatsby's TerserPlugin, and
 * a split-chunks group the hook leaves alone.
 */
export function gatsbyConfigWith(plugins: object[], cache?: { type: string }): HookConfig {
  const cssRule = { test: /\.css$/, use: [{ loader: "css-loader", options: { modules: { localIdentName: "x" } } }] };
  const mdxRule = { test: /\.mdx?$/, use: () => [{ loader: "babel-loader" }, { loader: "gatsby-mdx-loader" }] };
  const mdxWrapperRule = { resourceQuery: /__contentFilePath=/, use: () => [{ loader: "gatsby-layout-loader" }] };
  return {
    plugins,
    module: { rules: [{ oneOf: [cssRule] }, mdxRule, mdxWrapperRule] },
    output: { chunkFilename: "[name]-[contenthash].js" },
    optimization: {
      minimizer: [new TerserPlugin()],
      splitChunks: { cacheGroups: { shared: { name: () => "by webpack's order" } } },
    },
    ...(cache ? { cache } : {}),
  };
}

/** Runs the hook for `stage`; returns the plugins it added with setWebpackConfig. */
export function runWebpackHook(config: HookConfig, stage: string): object[] {
  const added: object[] = [];
  (onCreateWebpackConfig as (args: unknown) => void)({
    actions: {
      replaceWebpackConfig: () => {},
      setWebpackConfig: (partial: { plugins?: object[] }) => added.push(...(partial.plugins ?? [])),
    },
    plugins: {
      define: (values: Record<string, unknown>) => new DefinePlugin(values),
      normalModuleReplacement: (pattern: RegExp, file: string) => new NormalModuleReplacementPlugin(pattern, file),
    },
    getConfig: () => config,
    stage,
  });
  return added;
}
