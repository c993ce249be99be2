/**
 * Ends Gatsby's loop when page data fails with a 500.
 *
 * Gatsby's loader answers a 500 for a page's data by loading the data of `/500.html`, and a
 * 500 for that by loading `/500.html` again, with no limit: while a CDN or a deploy fails
 * every request, the reader stays on the old page and the browser asks hundreds of times a
 * second. This site has no 500 page, so the second request can never help: the guard ends
 * the chain there with Gatsby's own error status, which makes Gatsby load the target URL
 * in full, once (the browser then shows the server's answer, or its offline page).
 */
import { BaseLoader, PageResourceStatus } from "gatsby-runtime-loader";

interface PageDataRequest {
  pagePath: string;
  internalServerError?: boolean;
}

/** Whether the loader is about to ask for /500.html's data because a page's data failed. */
export function isErrorPageFallback(request: PageDataRequest): boolean {
  return request.pagePath === "/500.html" && request.internalServerError === true;
}

export function guardPageDataLoop(): void {
  const prototype = BaseLoader.prototype;
  const fetchPageDataJson = prototype.fetchPageDataJson;
  prototype.fetchPageDataJson = function guarded(request) {
    if (isErrorPageFallback(request))
      return Promise.resolve(Object.assign(request, { status: PageResourceStatus.Error }));
    return fetchPageDataJson.call(this, request);
  };
}
