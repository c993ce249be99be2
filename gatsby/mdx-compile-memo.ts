/**
 * Puts gatsby/loaders/mdx-compile-memo.cjs into gatsby-plugin-mdx's rule for MDX files, just
 * before its MDX loader, in both production bundles: each MDX file is compiled once per build.
 * `gatsby develop` is left alone: it compiles again on every edit, and a long-lived process
 * would keep every output.
 */
import path from "node:path";

interface Rule {
  test?: unknown;
  use?: unknown;
}

type UseEntry = string | { loader?: string; options?: unknown };
type UseFunction = (info: unknown) => UseEntry[];

const loaderPath = (entry: UseEntry): string => (typeof entry === "string" ? entry : (entry.loader ?? ""));

// Gatsby bundles gatsby-node into .cache, so paths are taken from the project root (the cwd).
export const MDX_COMPILE_MEMO = path.resolve("gatsby/loaders/mdx-compile-memo.cjs");

/** Returns whether gatsby-plugin-mdx's MDX rule was found and extended. */
export function addMdxCompileMemo(rules: unknown[]): boolean {
  const rule = rules.find(
    (candidate): candidate is Rule =>
      String((candidate as Rule).test) === String(/\.mdx?$/) && typeof (candidate as Rule).use === "function",
  );
  if (!rule) return false;
  const pluginLoaders = rule.use as UseFunction;
  rule.use = (info: unknown) => {
    const loaders = pluginLoaders(info);
    const mdx = loaders.findIndex((entry) => loaderPath(entry).includes("gatsby-mdx-loader"));
    if (mdx < 0)
      throw new Error("gatsby/mdx-compile-memo.ts: gatsby-plugin-mdx's MDX loader was not found in its rule.");
    return [...loaders.slice(0, mdx), MDX_COMPILE_MEMO, ...loaders.slice(mdx)];
  };
  return true;
}
