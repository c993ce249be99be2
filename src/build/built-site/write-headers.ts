/**
 * Writes public/_headers (./deploy-headers.ts) for the built site: its pages' inline scripts
 * allowed by hash, the hosts the search and the API console may reach, and the cache rules for
 * the files the build wrote.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SEARCH_INDEX_PATH } from "../../common/search/config";
import type { SiteConfig } from "../../config/schema";
import { headersFile, inlineScripts, isHashedAsset, isRevalidatedFile } from "./deploy-headers";
import type { BuiltSite } from "./read";

/** public/_headers: security headers, a CSP allowing the pages' inline scripts by hash, caching. */
export function writeDeployHeaders(
  publicDir: string,
  { pages, files }: BuiltSite,
  pathPrefix: string,
  site: SiteConfig,
): void {
  const notFound = readFileSync(path.join(publicDir, "404.html"), "utf8");
  const text = headersFile({
    inlineScripts: [...pages.map((page) => page.html), notFound].flatMap(inlineScripts),
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
