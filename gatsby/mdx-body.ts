/**
 * Puts gatsby/loaders/mdx-body-loader.cjs into gatsby-plugin-mdx's rule for MDX page
 * wrappers, between its layout loader and Babel, in the browser build only: server rendering
 * needs the body at once, and `gatsby develop` keeps the static import that Fast Refresh
 * expects.
 */
import path from "node:path";

interface Rule {
  resourceQuery?: unknown;
  use?: unknown;
}

type UseEntry = string | { loader?: string; options?: unknown };
type UseFunction = (info: unknown) => UseEntry[];

const loaderPath = (entry: UseEntry): string => (typeof entry === "string" ? entry : (entry.loader ?? ""));

// Gatsby bundles gatsby-node into .cache, so paths are taken from the project root (the cwd).
export const MDX_BODY_LOADER = path.resolve("gatsby/loaders/mdx-body-loader.cjs");

/** Returns whether gatsby-plugin-mdx's wrapper rule was found and extended. */
export function addMdxBodyLoader(rules: unknown[], runtime: string): boolean {
  const rule = rules.find(
    (candidate): candidate is Rule =>
      String((candidate as Rule).resourceQuery).includes("__contentFilePath") &&
      typeof (candidate as Rule).use === "function",
  );
  if (!rule) return false;
  const pluginLoaders = rule.use as UseFunction;
  rule.use = (info: unknown) => {
    const loaders = pluginLoaders(info);
    const layout = loaders.findIndex((entry) => loaderPath(entry).includes("gatsby-layout-loader"));
    if (layout < 0) throw new Error("gatsby/mdx-body.ts: gatsby-plugin-mdx's layout loader was not found in its rule.");
    // Loaders run from last to first: the layout loader, then this one, then Babel.
    return [...loaders.slice(0, layout), { loader: MDX_BODY_LOADER, options: { runtime } }, ...loaders.slice(layout)];
  };
  return true;
}
