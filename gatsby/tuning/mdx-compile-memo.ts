/**
 * Puts gatsby/tuning/loaders/mdx-compile-memo.cjs into gatsby-plugin-mdx's rule for MDX files, just
 * before its MDX loader, in both production bundles: each MDX file is compiled once per build.
 * `gatsby develop` is left alone: it compiles again on every edit, and a long-lived process
 * would keep every output.
 */
import path from "node:path";
import { insertLoaderBefore } from "./loader-rules";

// Gatsby bundles gatsby-node into .cache, so paths are taken from the project root (the cwd).
export const MDX_COMPILE_MEMO = path.resolve("gatsby/tuning/loaders/mdx-compile-memo.cjs");

/** Returns whether gatsby-plugin-mdx's MDX rule was found and extended. */
export function addMdxCompileMemo(rules: unknown[]): boolean {
  return insertLoaderBefore(
    rules,
    (rule) => String(rule.test) === String(/\.mdx?$/),
    "gatsby-mdx-loader",
    MDX_COMPILE_MEMO,
    "gatsby/tuning/mdx-compile-memo.ts: gatsby-plugin-mdx's MDX loader was not found in its rule.",
  );
}
