/**
 * The site build's digest cache (src/build/cache/digest-cache.ts), under the site's .cache/. Its version
 * is the digest of Gatsby's compiled bundles of our code (.cache/compiled: gatsby-node with
 * all of gatsby/ and src/common it imports, gatsby-config with the MDX plugins, the local plugins)
 * and of the lockfile: any code or package change starts every cached step afresh.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { siteFiles } from "../site-files.mjs";
import { DIGEST_CACHE_DIR, DigestCache, digestOf } from "./digest-cache";

export function codeVersion(root: string): string {
  const compiled = path.join(root, ".cache", "compiled");
  const files = existsSync(compiled) ? siteFiles(compiled).sort() : [];
  const lockfile = path.join(root, "package-lock.json");
  return digestOf(
    ...files.flatMap((file) => [file, readFileSync(path.join(compiled, file))]),
    existsSync(lockfile) ? readFileSync(lockfile) : "",
  );
}

export function buildCache(root = process.cwd()): DigestCache {
  return new DigestCache(path.join(root, DIGEST_CACHE_DIR), codeVersion(root));
}
