/**
 * onPluginInit: registers the docs engine's error texts, gives the OpenAPI plugin the build's
 * digest cache for its model, and starts the framework tuning (gatsby/tuning), which stops the
 * build when SITE_TUNING or SITE_TUNING_SKIP holds a value it does not know.
 */
import type { GatsbyNode } from "gatsby";
import { setModelStore } from "../plugins/gatsby-source-openapi/model";
import { buildCache } from "../src/build/cache/build-cache";
import { gatsbyCommand } from "../src/build/gatsby-command";
import { startBuildTuning } from "./tuning";
import { buildErrorMap } from "../src/build/build-errors";

export const onPluginInit: GatsbyNode["onPluginInit"] = ({ reporter }) => {
  reporter.setErrorMap(buildErrorMap);
  // A warm build whose description did not change reads the normalized model back (model-cache.ts).
  // Only in a Gatsby build or develop, whose .cache/compiled (the cache's version) is current.
  if (gatsbyCommand() !== undefined) setModelStore(buildCache());
  startBuildTuning(reporter, gatsbyCommand());
};
