/**
 * The test fixture every browser test uses: only 127.0.0.1 may be reached (analytics and
 * Algolia are blocked and recorded), and a page error or a console error fails the test.
 * The one console error always allowed is the browser's report of a blocked third-party
 * request; a test that provokes other errors on purpose adds their patterns to
 * `allowedErrors` (matched against "page error: ..." and "console error: ... (url)").
 */
import { test as base, expect, type ConsoleMessage, type Page, type Request } from "@playwright/test";

export interface Blocked {
  readonly urls: string[];
}

interface Fixtures {
  blocked: Blocked;
  /** Page errors seen so far, for tests that assert on them as they go. */
  pageErrors: string[];
  /** Page or console errors this test provokes on purpose (matched against "kind: text"). */
  allowedErrors: RegExp[];
}

function isThirdPartyUrl(url: string): boolean {
  if (!/^https?:/.test(url)) return false;
  const host = new URL(url).hostname;
  return host !== "127.0.0.1" && host !== "localhost";
}

/** A console error that only says a blocked third-party request failed. */
function isBlockedRequestReport(message: ConsoleMessage): boolean {
  return message.text().startsWith("Failed to load resource") && isThirdPartyUrl(message.location().url);
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature: no fixtures needed.
  allowedErrors: async ({}, use) => use([]),
  blocked: async ({ context }, use) => {
    const blocked: Blocked = { urls: [] };
    await context.route(
      (url) => isThirdPartyUrl(url.href),
      (route) => {
        blocked.urls.push(route.request().url());
        return route.abort("blockedbyclient");
      },
    );
    await use(blocked);
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
  page: async ({ page, context, blocked, allowedErrors }, use) => {
    void blocked;
    const errors: string[] = [];
    // Every page of the test's context counts: a second tab a test opens too.
    const watch = (watched: Page) => {
      watched.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
      watched.on("console", (message) => {
        if (message.type() === "error" && !isBlockedRequestReport(message)) {
          errors.push(`console error: ${message.text()} (${message.location().url})`);
        }
      });
    };
    watch(page);
    context.on("page", watch);
    await use(page);
    const unexpected = errors.filter((error) => !allowedErrors.some((allowed) => allowed.test(error)));
    expect(unexpected, "page and console errors during the test").toEqual([]);
  },
});

export { expect };

/** The browser's report of a request answered 404: a visit to a missing page makes three. */
export const NOT_FOUND_REPORT = /^console error: Failed to load resource: the server responded with a status of 404/;

/** The browser's report of a request to a URL matching `url` that failed (aborted, 500, offline). */
export function failedRequestReport(url: RegExp): RegExp {
  return new RegExp(`^console error: Failed to load resource: .*\\(http://127\\.0\\.0\\.1:\\d+${url.source}\\)$`);
}

/** A lazily loaded chunk that failed: the browser's report, and React's of the error a boundary caught. */
export const CHUNK_LOAD_FAILURE: readonly RegExp[] = [
  failedRequestReport(/\/[^)]*\.js/),
  /^console error: ChunkLoadError: Loading chunk \d+ failed/,
];

/** Waits until React has hydrated the page (the shell's client-only effects ran). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
}

/**
 * Waits until the route update to the location now in the address bar has finished: the
 * site's onRouteUpdate has queued the page view of that location (which it sends once the new
 * page's head is in place). Only for a navigation to a location other than the previous one.
 */
export async function waitForRouteUpdate(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const key = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    const calls = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as ArrayLike<unknown>[];
    const views = calls.filter((call) => call?.[0] === "event" && call[1] === "page_view");
    return (views.at(-1)?.[2] as { page_path?: string } | undefined)?.page_path === key;
  });
}

export function isThirdParty(request: Request): boolean {
  return isThirdPartyUrl(request.url());
}
