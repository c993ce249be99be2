/** onPluginInit: registers the docs engine's error texts. */
import type { GatsbyNode } from "gatsby";

export const onPluginInit: GatsbyNode["onPluginInit"] = ({ reporter }) => {
  reporter.setErrorMap({
    "docs-10001": {
      text: (context: { sourceMessage: string }) => context.sourceMessage,
      level: "ERROR",
      type: "PLUGIN",
      category: "USER",
    },
  });
};
