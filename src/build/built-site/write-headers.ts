/**
 * Writes public/_headers (./deploy-headers.ts) for the built site: the inline scripts the build
 * wrote allowed by hash (any other inline script in a page stops the build), the hosts the search and the API console may reach, and the cache rules for
 * the files the build wrote.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SEARCH_INDEX_PATH } from "../../common/search/config";
import type { SiteConfig } from "../../config/schema";
import { headersFile, isHashedAsset, isRevalidatedFile, ownScriptsIn } from "./deploy-headers";
import type { BuiltSite } from "./read";

/**
 * public/_headers: security headers, a CSP allowing by hash the inline scripts the build writes
 * (`ownScripts`, gatsby/inline-scripts.ts), caching. Throws a ForeignScriptError naming the
 * pages when a page holds any other inline script.
 */
export function writeDeployHeaders(
  publicDir: string,
  { pages, files }: BuiltSite,
  pathPrefix: string,
  site: SiteConfig,
  ownScripts: readonly string[],
): void {
  const notFound = { path: "/404.html", html: readFileSync(path.join(publicDir, "404.html"), "utf8") };
  const text = headersFile({
    inlineScripts: ownScriptsIn([...pages, notFound], ownScripts),
    algolia: site.search.algolia ? { appId: site.search.algolia.appId } : null,
    apiConsole: site.apiConsole.enabled,
    pathPrefix,
    pagePaths: pages.map((page) => page.path),
    hashedFiles: [...files].filter(isHashedAsset),
    // The search index is written after the site was read.
    revalidatedFiles: [...new Set([...files, SEARCH_INDEX_PATH])].filter(isRevalidatedFile).sort(),
  });
  writeFileSync(path.join(publicDir, "_headers"), text);
}
