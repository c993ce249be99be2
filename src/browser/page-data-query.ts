/**
 * Gatsby's loader asks for a page's data with the page's query string
 * (`/page-data/search/page-data.json?q=...`), for pages rendered on request (getServerData),
 * which read it. This site renders every page at build time, so the query only took the reader's
 * search terms to the server's and the CDN's logs a second time, and made each query a cache miss
 * of its own. The loader is given the page's path alone. (It reaches into Gatsby's loader, as
 * page-loader-guard.ts does; e2e/search-failures.spec.ts sees what reaches the network.)
 */
import { BaseLoader } from "gatsby-runtime-loader";

/** The path of a page-data request without its query string. */
export function withoutQuery(pagePath: string): string {
  const at = pagePath.indexOf("?");
  return at === -1 ? pagePath : pagePath.slice(0, at);
}

export function requestPageDataWithoutQuery(): void {
  const prototype = BaseLoader.prototype;
  const fetchPageDataJson = prototype.fetchPageDataJson;
  prototype.fetchPageDataJson = function withoutQueryString(request) {
    // In place: the loader keeps using the request object it passed, for its retries and fallbacks.
    request.pagePath = withoutQuery(request.pagePath);
    return fetchPageDataJson.call(this, request);
  };
}
