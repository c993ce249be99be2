/**
 * Puts gatsby/tuning/loaders/mdx-body-loader.cjs into gatsby-plugin-mdx's rule for MDX page
 * wrappers, between its layout loader and Babel, in the browser build only: server rendering
 * needs the body at once, and `gatsby develop` keeps the static import that Fast Refresh
 * expects.
 */
import path from "node:path";
import { insertLoaderBefore } from "./loader-rules";

// Gatsby bundles gatsby-node into .cache, so paths are taken from the project root (the cwd).
export const MDX_BODY_LOADER = path.resolve("gatsby/tuning/loaders/mdx-body-loader.cjs");

/** Returns whether gatsby-plugin-mdx's wrapper rule was found and extended. */
export function addMdxBodyLoader(rules: unknown[], runtime: string): boolean {
  // Loaders run from last to first: the layout loader, then this one, then Babel.
  return insertLoaderBefore(
    rules,
    (rule) => String(rule.resourceQuery).includes("__contentFilePath"),
    "gatsby-layout-loader",
    { loader: MDX_BODY_LOADER, options: { runtime } },
    "gatsby/tuning/mdx-body.ts: gatsby-plugin-mdx's layout loader was not found in its rule.",
  );
}
