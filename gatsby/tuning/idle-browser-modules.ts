/**
 * Two modules of Gatsby's browser runtime that do nothing on this site, yet ride in every
 * page's first load because they are reached through a CommonJS `require`, which webpack cannot
 * leave out. The browser build swaps each for an empty module (stubs/empty-module.cjs):
 *
 * - Gatsby's internal Partytown plugin: its one hook, onInitialClientRender, returns at once
 *   outside `gatsby develop`, but its file requires gatsby-script and Partytown's integration.
 * - `.cache/register-service-worker.js`: production-app.js requires it only when a plugin's
 *   registerServiceWorker hook says so; no plugin of ours has one (none is gatsby-plugin-offline).
 *
 * Together 2.5 KB gzip on every page's first load (measured 2026-11-27: Partytown 2.1 KB, the
 * registration 0.4 KB). gatsby/tuning/__tests__/idle-browser-modules.test.ts reads the installed files, and
 * idleBrowserModules() stops the build when a file is gone or a plugin registers a service
 * worker, so a Gatsby upgrade or a new plugin that gives them work is noticed.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export const EMPTY_MODULE = path.resolve("gatsby/tuning/stubs/empty-module.cjs");
export const PARTYTOWN_BROWSER_FILE = path.resolve(
  "node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js",
);
/** Gatsby's registration module as installed; each build copies it to .cache/ before bundling. */
export const SERVICE_WORKER_FILE = path.resolve("node_modules/gatsby/cache-dir/register-service-worker.js");
/** The browser's plugin list Gatsby writes before it bundles (each plugin's gatsby-browser file). */
export const BROWSER_PLUGINS_FILE = path.resolve(".cache/api-runner-browser-plugins.js");

const PARTYTOWN_PATTERN = /gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;
const SERVICE_WORKER_PATTERN = /[\\/]register-service-worker(\.js)?$/;

/** The gatsby-browser files the plugin list requires, resolved from its folder. */
export function browserPluginFiles(listFile = BROWSER_PLUGINS_FILE): string[] {
  const list = readFileSync(listFile, "utf8");
  return [...list.matchAll(/require\('([^']+)'\)/g)].map((m) => path.resolve(path.dirname(listFile), m[1]!));
}

/** The [pattern, replacement] pairs for webpack's NormalModuleReplacementPlugin; throws when one no longer holds. */
export function idleBrowserModules(
  files = { partytown: PARTYTOWN_BROWSER_FILE, serviceWorker: SERVICE_WORKER_FILE, plugins: BROWSER_PLUGINS_FILE },
): [RegExp, string][] {
  // The plugin list exists once Gatsby has bootstrapped (.cache/ is there); a unit test that runs
  // the webpack hook on a fresh clone comes before any bootstrap, and has no plugins to read.
  const bootstrapped = existsSync(path.dirname(files.plugins));
  const required = bootstrapped
    ? [files.partytown, files.serviceWorker, files.plugins]
    : [files.partytown, files.serviceWorker];
  for (const file of required) {
    if (!existsSync(file)) {
      throw new Error(
        `gatsby/tuning/idle-browser-modules.ts: ${file} is gone; Gatsby's browser runtime changed. Check what ` +
          "pulls Partytown and the service-worker registration into the first load now, or drop the stub.",
      );
    }
  }
  const registering = (bootstrapped ? browserPluginFiles(files.plugins) : []).filter((file) =>
    readFileSync(file, "utf8").includes("registerServiceWorker"),
  );
  if (registering.length > 0) {
    throw new Error(
      `gatsby/tuning/idle-browser-modules.ts: ${registering.join(", ")} registers a service worker, which the ` +
        "browser build leaves out: remove the service-worker stub there.",
    );
  }
  return [
    [PARTYTOWN_PATTERN, EMPTY_MODULE],
    [SERVICE_WORKER_PATTERN, EMPTY_MODULE],
  ];
}
