/**
 * The site for gatsby-config.ts, or the end of the build with the validator's own message: the
 * file, each bad key (and the environment variable that set it) and the fix.
 *
 * gatsby-config.ts loads the site at the top of its module, and an error thrown there never
 * reached the reader: Gatsby loads the compiled config once to check the compile and, when that
 * throws, compiles and loads it again, and the second load found Parcel's half-run module of the
 * first, so every bad value ended the build with `"createGatsbyConfig" is not allowed`. Gatsby's
 * reporter prints the message and stops the process instead. (Its public `gatsby/reporter`
 * exports nothing in Gatsby 5.16, so this loads the module that one re-exports, the instance
 * Gatsby itself uses; the fixture builds of scripts/test-fixtures.mjs fail if it moves.)
 * Build-time only.
 */
import { createRequire } from "node:module";
import path from "node:path";
import type { Reporter } from "gatsby";
import { loadSite, type SiteSetup } from "./load";
import { SiteFileError } from "./read-site-file";
import { ConfigError } from "./validate";
import { BUILD_ERROR } from "../build-errors";

type Stop = (message: string) => never;

const CONFIG_ERROR = BUILD_ERROR.siteConfig;

/** Loaded only when needed: loading it starts Gatsby's logger and takes over the console. */
function gatsbyPanic(message: string): never {
  const reporter = createRequire(path.join(process.cwd(), "package.json"))("gatsby-cli/lib/reporter") as Reporter;
  reporter.setErrorMap({
    [CONFIG_ERROR]: {
      text: (context: { sourceMessage: string }) => context.sourceMessage,
      level: "ERROR",
      type: "CONFIG",
      category: "USER",
    },
  });
  // No error object: its stack would only point at this file.
  return reporter.panic({ id: CONFIG_ERROR, context: { sourceMessage: message } });
}

export function loadSiteOrStop(env: NodeJS.ProcessEnv = process.env, stop: Stop = gatsbyPanic): SiteSetup {
  try {
    return loadSite(env);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof SiteFileError) stop(error.message);
    throw error;
  }
}
