/**
 * Every inline script the build writes into its pages, listed here from the code that writes
 * each one, so the deploy headers allow exactly these by hash and stop the build on any other
 * (src/build/built-site/deploy-headers.ts, ownScriptsIn). A new inline script the build writes
 * goes on this list, or the build stops naming the pages that hold it.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { headScript } from "../src/browser/head-script";
import { bannerScript } from "../src/browser/base-url-banner-script";
import { inlineScripts } from "../src/build/built-site/deploy-headers";
import { PAGE_PATH_FROM_ATTRIBUTE } from "../src/build/built-site/page-path-script";
import { gtagPluginOptions, gtagPluginScripts } from "../src/build/config/gtag";
import type { SiteConfig } from "../src/config/schema";
import { afterLoadLoader } from "../src/browser/after-load-script";
import { loaderScriptsOfSlices } from "./tuning";

/** Gatsby's `_gatsby-scripts` slices, stitched into every page: their HTML as Gatsby wrote it. */
function gatsbyScriptSlices(publicDir: string): string[] {
  const dir = path.join(publicDir, "_gatsby", "slices");
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.startsWith("_gatsby-scripts"))
    .map((name) => readFileSync(path.join(dir, name), "utf8"));
}

export function ownInlineScripts(publicDir: string, site: SiteConfig, pathPrefix: string): string[] {
  const slices = gatsbyScriptSlices(publicDir);
  const gtag = gtagPluginScripts(gtagPluginOptions(site.gtagId));
  return [
    // gatsby-ssr.tsx, in every page's head: colour mode, early input, load failure.
    headScript(site),
    // src/components/BaseUrlBanner, on the home page of a site with a path prefix.
    ...(pathPrefix ? [bannerScript(pathPrefix)] : []),
    // gatsby-plugin-google-gtag's snippet, and the tuning's loader that replaces its <script src>.
    ...gtag.inline,
    ...(gtag.src ? [afterLoadLoader(gtag.src)] : []),
    // Gatsby's own: the chunk mapping and the compilation hash, as its slice holds them.
    ...slices.flatMap(inlineScripts),
    // Gatsby's page path, moved onto an attribute (page-path-script.ts), or the tuning's
    // script loader, which takes that job when it is on.
    PAGE_PATH_FROM_ATTRIBUTE,
    ...loaderScriptsOfSlices(slices),
  ];
}
