/**
 * The site config's `search` part, for the search modal and the search page only: inlined in
 * their chunks, not in the first load of every page (src/config/index.ts). The synonyms table
 * is left out: the build writes it to the index's manifest, which is where the browser's
 * engine reads it (src/common/search/shard-query.mjs).
 */
import type { SiteConfig } from "./schema";

export type BrowserSearchConfig = Omit<SiteConfig["search"], "synonyms">;

declare const __SITE_SEARCH_CONFIG__: BrowserSearchConfig;

export const searchConfig: BrowserSearchConfig = __SITE_SEARCH_CONFIG__;
