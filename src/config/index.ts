/**
 * The validated site configuration as components see it. gatsby-config validates it once
 * and webpack inlines the result, so the browser never re-reads environment variables.
 * Search's part (synonyms, suggested queries, Algolia) is left out: only the search modal and
 * page read it, so it is inlined in their chunks instead of every page's first load
 * (src/config/search.ts).
 */
import type { SiteConfig } from "./schema";

/** What every component may read: the site config but its `search` part. */
export type ComponentSiteConfig = Omit<SiteConfig, "search">;

declare const __SITE_CONFIG__: ComponentSiteConfig;
declare const __PATH_PREFIX__: string;

export const siteConfig: ComponentSiteConfig = __SITE_CONFIG__;

export const pathPrefix = typeof __PATH_PREFIX__ === "string" ? __PATH_PREFIX__ : "";
