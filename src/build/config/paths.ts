/**
 * Where the site's sources live: the project root, or the folders the configuration file named
 * by SITE_CONFIG gives (the browser tests' fixture site, e2e/fixture-site). See ./load.ts.
 */
import { loadSite } from "./load";

export function siteRoot(env: NodeJS.ProcessEnv = process.env): string {
  return loadSite(env).root;
}

export function apiDescriptionFile(env: NodeJS.ProcessEnv = process.env): string {
  return loadSite(env).apiDescription;
}
