/**
 * Two guards on Gatsby's page-data requests.
 *
 * Ends Gatsby's loop when page data fails with a 500. Gatsby's loader answers a 500 for a
 * page's data by loading the data of `/500.html`, and a 500 for that by loading `/500.html`
 * again, with no limit: while a CDN or a deploy fails every request, the reader stays on the
 * old page and the browser asks hundreds of times a second. This site has no 500 page, so the
 * second request can never help: the guard ends the chain there with Gatsby's own error status,
 * which makes Gatsby load the target URL in full, once (the browser then shows the server's
 * answer, or its offline page).
 *
 * Refuses the data of another page. Gatsby refuses page data that is not page data (no `path`:
 * an HTML fallback, `{}`), but renders whatever page a well-formed file names: a CDN or a
 * deploy that serves one page's file at another's URL left the router with no route for the
 * address, and the page went blank. Such data gets Gatsby's error status instead, as a failed
 * request would: on a first load the load-failure script reloads the page once, then says so
 * (src/browser/load-failure-script.ts); on a navigation Gatsby loads the target in full.
 */
import { BaseLoader, PageResourceStatus, type PageDataRequest } from "gatsby-runtime-loader";

/** Whether the loader is about to ask for /500.html's data because a page's data failed. */
export function isErrorPageFallback(request: Pick<PageDataRequest, "pagePath" | "internalServerError">): boolean {
  return request.pagePath === "/500.html" && request.internalServerError === true;
}

/**
 * A page path as Gatsby's loader keys it (find-path.js, normalize-page-path.js): no query,
 * no trailing slash. The loader asks for "/quickstart", the page's data says "/quickstart/".
 */
function pageKey(path: string): string {
  const pathOnly = path.split("?")[0] ?? "";
  return pathOnly.length > 1 && pathOnly.endsWith("/") ? pathOnly.slice(0, -1) : pathOnly;
}

/** The loader asks with the address decoded ("/café"); a page's data may name it either way. */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Whether the loader got well-formed data that names a page other than the one it asked for. */
export function isAnotherPagesData(result: PageDataRequest): boolean {
  if (result.status !== PageResourceStatus.Success) return false;
  const path = result.payload?.path;
  if (typeof path !== "string") return false;
  const asked = pageKey(result.pagePath);
  return pageKey(path) !== asked && pageKey(decoded(path)) !== asked;
}

export function guardPageDataLoop(): void {
  const prototype = BaseLoader.prototype;
  const fetchPageDataJson = prototype.fetchPageDataJson;
  prototype.fetchPageDataJson = function guarded(request) {
    if (isErrorPageFallback(request))
      return Promise.resolve(Object.assign(request, { status: PageResourceStatus.Error }));
    // The loader fills in and returns the request object it passed (its fallback to /404.html
    // changes its pagePath, and comes back through here), so the result names what was asked for.
    return fetchPageDataJson.call(this, request).then((result) => {
      if (!isAnotherPagesData(result)) return result;
      delete result.payload;
      return Object.assign(result, { status: PageResourceStatus.Error });
    });
  };
}
