/**
 * The HTML renderer sees the environment the browser's scripts see. For its server-side stages
 * Gatsby defines `process.env.<NAME>` for every variable of the build's environment, and webpack
 * keys every module it parses on the set of defined names (DefinePlugin's main hash holds the
 * names, not the values). So a build started another way than the last one (`npm run build`
 * adds the npm_* variables, `npx gatsby build` does not, a CI step adds its own) threw away the
 * renderer's whole cache: 3.7 s more on a warm rebuild at 252 pages, measured 2026-11-26.
 *
 * Kept are the names the browser build gets (`GATSBY_*`) and Gatsby's own (NODE_ENV and the
 * others it sets whatever the environment holds); the rest read as undefined in server-side code,
 * as they always did in the browser. Our components read none of them; a value a page needs at
 * build time comes through the site config (`__SITE_CONFIG__`) or a `GATSBY_` variable.
 */

import { SERVER_STAGES } from "../../src/build/webpack/stages";

/** Names Gatsby defines whatever the environment holds (gatsby/dist/utils/webpack.config.js). */
export const GATSBY_OWN = new Set(["NODE_ENV", "PUBLIC_DIR", "BUILD_STAGE", "CYPRESS_SUPPORT"]);
const ENV_PREFIX = "process.env.";

interface DefinePluginLike {
  constructor: { name: string };
  definitions?: Record<string, unknown>;
}

/** The definitions without `process.env.<NAME>` for the environment's names the browser does not get. */
export function browserLikeEnvDefinitions(
  definitions: Readonly<Record<string, unknown>>,
  env: NodeJS.ProcessEnv,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(definitions).filter(([key]) => {
      if (!key.startsWith(ENV_PREFIX)) return true;
      const name = key.slice(ENV_PREFIX.length);
      return !(name in env) || name.startsWith("GATSBY_") || GATSBY_OWN.has(name);
    }),
  );
}

/**
 * In the server-side stages, narrows Gatsby's environment definitions (the DefinePlugin that
 * defines `process.env`) to the browser's; returns how many were dropped.
 */
export function narrowServerEnvDefinitions(
  plugins: readonly DefinePluginLike[],
  stage: string,
  env: NodeJS.ProcessEnv = process.env,
): number {
  if (!SERVER_STAGES.has(stage)) return 0;
  let dropped = 0;
  for (const plugin of plugins) {
    const definitions = plugin.definitions;
    if (plugin.constructor.name !== "DefinePlugin" || !definitions || !("process.env" in definitions)) continue;
    const kept = browserLikeEnvDefinitions(definitions, env);
    dropped += Object.keys(definitions).length - Object.keys(kept).length;
    plugin.definitions = kept;
  }
  return dropped;
}
