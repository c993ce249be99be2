/**
 * The validated site configuration as components see it. gatsby-config validates it once
 * and webpack inlines the result, so the browser never re-reads environment variables.
 */
import type { SiteConfig } from "./schema";

declare const __SITE_CONFIG__: SiteConfig;
declare const __PATH_PREFIX__: string;

export const siteConfig: SiteConfig = __SITE_CONFIG__;

export const pathPrefix = typeof __PATH_PREFIX__ === "string" ? __PATH_PREFIX__ : "";
