/**
 * The site config's `search` part, for the search modal and the search page only: inlined in
 * their chunks, not in the first load of every page (src/config/index.ts).
 */
import type { SiteConfig } from "./schema";

declare const __SITE_SEARCH_CONFIG__: SiteConfig["search"];

export const searchConfig: SiteConfig["search"] = __SITE_SEARCH_CONFIG__;
