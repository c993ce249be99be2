/** Helpers for the lazily loaded search modal. */
import type { Page, Request, Route } from "@playwright/test";

/** A request for code or styles (the kinds of files a lazy chunk is made of). */
export function isCode(request: Request): boolean {
  return ["script", "stylesheet"].includes(request.resourceType()) || /\.(js|css)(\?|$)/.test(request.url());
}

/** Records the pathname of every request the page makes. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

export const pathOf = (url: string) => new URL(url).pathname;

/** What marks the modal's own chunk: the DocSearch modal component is in it. */
export const MODAL_MARKER = "DocSearch-Modal";

/**
 * Routes every same-origin script whose body holds the DocSearch modal to `onModalChunk`
 * (other scripts pass through untouched). Returns a function that stops routing.
 */
export async function routeModalChunk(
  page: Page,
  onModalChunk: (route: Route) => Promise<void>,
): Promise<() => Promise<void>> {
  const handler = async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(MODAL_MARKER)) return onModalChunk(route);
    return route.fulfill({ response, body });
  };
  await page.route(/\/[^/]+\.js(\?.*)?$/, handler);
  return () => page.unroute(/\/[^/]+\.js(\?.*)?$/, handler);
}

/** Counts the words of a snippet, leaving out the ellipses that mark where it was cut. */
export function wordCount(text: string): number {
  return text
    .replace(/…/g, " ")
    .split(/\s+/)
    .filter((w) => w.length > 0).length;
}
