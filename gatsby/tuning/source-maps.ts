/**
 * Source maps in the production build: off unless SOURCE_MAPS=true. Gatsby makes full maps for
 * the browser's scripts and for the HTML renderer; they are most of what webpack caches and
 * holds in memory (at 252 pages: about 1 s of a warm rebuild, 100 MB of peak memory, 4.8 MB of
 * public/ that readers never download). The minified code keeps its lines and columns with or
 * without them (DESIGN.md, "Source maps", says how that was checked), so a build of the same commit with
 * SOURCE_MAPS=true maps a reader's stack trace; with them off, Gatsby reports a page that fails
 * to render by its path and message, with the renderer's lines instead of the source's.
 */
import { PRODUCTION_STAGES } from "../../src/build/webpack/stages";

export function sourceMapsWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SOURCE_MAPS === "true" || env.SOURCE_MAPS === "1";
}

/**
 * Turns Gatsby's production source maps off in `config`, unless they are wanted; develop keeps
 * its own. The choice goes into the webpack cache's version too: webpack does not see a config
 * change in its persistent cache, and would hand back the minified files of the other choice,
 * without their maps or with stale ones.
 */
export function setProductionSourceMaps(
  config: { devtool?: unknown; cache?: unknown },
  stage: string,
  env = process.env,
): void {
  if (!PRODUCTION_STAGES.has(stage)) return;
  const wanted = sourceMapsWanted(env);
  if (!wanted) config.devtool = false;
  if (typeof config.cache === "object" && config.cache !== null) {
    const cache = config.cache as { version?: string };
    config.cache = {
      ...cache,
      version: [cache.version, `source-maps-${wanted ? "on" : "off"}`].filter(Boolean).join("|"),
    };
  }
}
