/**
 * Writes public/_headers (./deploy-headers.ts) for the built site: its pages' inline scripts
 * allowed by hash, the hosts the search and the API console may reach, and the cache rules for
 * the files the build wrote.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { SEARCH_INDEX_PATH } from "../../common/search/config";
import type { SiteConfig } from "../../config/schema";
import { headersFile, inlineScripts, isHashedAsset, isRevalidatedFile } from "./deploy-headers";
import type { BuiltSite } from "./read";

/** The servers the API console may call: the configured base URL and the description's servers. */
async function consoleServerUrls(graphql: CreatePagesArgs["graphql"], site: SiteConfig): Promise<string[]> {
  const described = await graphql<{ apiInfo: { servers: { url: string }[] } | null }>(`
    query DescribedServers {
      apiInfo {
        servers {
          url
        }
      }
    }
  `);
  return [site.apiConsole.baseUrl, ...(described.data?.apiInfo?.servers ?? []).map((s) => s.url)];
}

/** public/_headers: security headers, a CSP allowing the pages' inline scripts by hash, caching. */
export async function writeDeployHeaders(
  publicDir: string,
  { pages, files }: BuiltSite,
  pathPrefix: string,
  site: SiteConfig,
  graphql: CreatePagesArgs["graphql"],
): Promise<void> {
  const notFound = readFileSync(path.join(publicDir, "404.html"), "utf8");
  const text = headersFile({
    inlineScripts: [...pages.map((page) => page.html), notFound].flatMap(inlineScripts),
    algolia: site.search.algolia ? { appId: site.search.algolia.appId } : null,
    apiConsole: site.apiConsole.enabled ? { serverUrls: await consoleServerUrls(graphql, site) } : null,
    pathPrefix,
    pagePaths: pages.map((page) => page.path),
    hashedFiles: [...files].filter(isHashedAsset),
    // The search index is written after the site was read.
    revalidatedFiles: [...new Set([...files, SEARCH_INDEX_PATH])].filter(isRevalidatedFile).sort(),
  });
  writeFileSync(path.join(publicDir, "_headers"), text);
}
