/** onPluginInit: registers the docs engine's error texts and loads the ESM-only remark plugins. */
import type { GatsbyNode } from "gatsby";
import { preloadEsmPlugins } from "../src/lib/mdx/esm-plugin";

export const ESM_REMARK_PLUGINS = ["remark-gfm", "remark-directive"] as const;

export const onPluginInit: GatsbyNode["onPluginInit"] = async ({ reporter }) => {
  reporter.setErrorMap({
    "docs-10001": {
      text: (context: { sourceMessage: string }) => context.sourceMessage,
      level: "ERROR",
      type: "PLUGIN",
      category: "USER",
    },
  });
  // Remark plugins register parser extensions synchronously, so the module must be loaded first.
  await preloadEsmPlugins(ESM_REMARK_PLUGINS);
};
