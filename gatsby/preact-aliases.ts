/**
 * The production build runs the site on Preact's React compatibility layer: the same React
 * components, about 40 KB less JavaScript (gzip) on every page and a cheaper hydration, which
 * is what keeps first-load JavaScript under the budget in e2e/budgets.spec.ts.
 *
 * Only the two build stages switch. `gatsby develop` keeps React, so authors get React's
 * warnings and Fast Refresh; the browser tests run against the Preact build readers get.
 * This is what gatsby-plugin-preact does, minus its develop-time refresh plugin, whose peer
 * range stops at preact-render-to-string 5 (Gatsby 5 renders with `renderToPipeableStream`,
 * which preact/compat only offers with preact-render-to-string 6.5 or later).
 */

/** Gatsby stages whose bundles are built with Preact. */
export const PREACT_STAGES: ReadonlySet<string> = new Set(["build-javascript", "build-html"]);

/** Module aliases: webpack matches `react-dom/client` and `react-dom/server` through `react-dom`. */
export const PREACT_ALIASES: Readonly<Record<string, string>> = {
  react: "preact/compat",
  "react-dom/test-utils": "preact/test-utils",
  "react-dom": "preact/compat",
  "react/jsx-runtime": "preact/jsx-runtime",
};

const FRAMEWORK_PACKAGES = ["preact", "react", "react-dom", "scheduler", "prop-types"];

/** Matches a framework package at the top of node_modules, never a copy nested in another package. */
export const FRAMEWORK_MODULE = new RegExp(
  `(?<!node_modules.*)[\\\\/]node_modules[\\\\/](${FRAMEWORK_PACKAGES.join("|")})[\\\\/]`,
);

interface FrameworkCacheGroup {
  test?: unknown;
}

interface AliasableConfig {
  resolve?: { alias?: Record<string, unknown> };
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } };
}

/**
 * Drops Gatsby's own `react`/`react-dom` directory aliases (they would win over ours) and puts
 * Preact in the long-cached framework chunk instead of React.
 */
export function switchFrameworkToPreact(config: AliasableConfig): void {
  if (config.resolve?.alias) {
    delete config.resolve.alias.react;
    delete config.resolve.alias["react-dom"];
  }
  const splitChunks = config.optimization?.splitChunks;
  const framework = splitChunks ? (splitChunks.cacheGroups?.framework as FrameworkCacheGroup | undefined) : undefined;
  if (framework?.test) framework.test = FRAMEWORK_MODULE;
}
