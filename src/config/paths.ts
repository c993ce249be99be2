/**
 * Where the site's sources live. Normally the project root; the fixture site of the browser
 * tests (e2e/fixture-site) is built from the same code with SITE_ROOT pointing at its content.
 */
import path from "node:path";

export function siteRoot(env: NodeJS.ProcessEnv = process.env): string {
  return env.SITE_ROOT ? path.resolve(env.SITE_ROOT) : process.cwd();
}

export function apiDescriptionFile(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(siteRoot(env), "openapi", env.SITE_API_DESCRIPTION ?? "autoeval-api-v2.yaml");
}
