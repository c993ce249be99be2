/** onPluginInit: loads the ESM-only remark plugins before any MDX is compiled. */
import type { GatsbyNode } from "gatsby";
import { preloadEsmPlugins } from "../src/lib/mdx/esm-plugin";

export const ESM_REMARK_PLUGINS = ["remark-gfm"] as const;

export const preloadRemarkPlugins: NonNullable<GatsbyNode["onPluginInit"]> = async () => {
  await preloadEsmPlugins(ESM_REMARK_PLUGINS);
};
