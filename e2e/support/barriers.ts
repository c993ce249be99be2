/**
 * Barriers: ways to wait for something the page must do *after* whatever a test wants to see
 * (or prove absent), instead of sleeping a fixed time. Each resolves on an event, never a clock.
 */
import type { Page, Request } from "@playwright/test";
import { expect } from "../fixtures";

/**
 * Resolves after `frames` animation frames and a task after them. Work the page queued for
 * its next frames has run by then: scroll and resize events (dispatched in the frame's
 * rendering steps), requestAnimationFrame callbacks, layout-shift and intersection
 * observations, and the React renders those schedule.
 */
export async function afterFrames(page: Page, frames = 2): Promise<void> {
  await page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const tick = (left: number) => {
          if (left === 0) setTimeout(resolve, 0);
          else requestAnimationFrame(() => tick(left - 1));
        };
        tick(count);
      }),
    frames,
  );
}

/**
 * Resolves after two animation frames and then an idle period of the page's main thread
 * (requestIdleCallback runs only once no task is waiting): everything the page had queued,
 * frames, effects and renders they cause, and idle-time work queued before it, has run.
 */
export async function afterIdle(page: Page): Promise<void> {
  await afterFrames(page);
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/**
 * Resolves once the page is idle (afterIdle) and then a marker request it makes has been
 * reported. The browser reports requests in the order the page starts them, so every request
 * the page started before it, idle-time work included, is in the test's `request` listeners.
 */
export async function requestBarrier(page: Page): Promise<void> {
  await afterIdle(page);
  const marker = `/page-data/app-data.json?barrier=${Date.now()}-${Math.random()}`;
  const reported = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => fetch(url, { cache: "no-store" }).then(() => undefined), marker);
  await reported;
}

/**
 * Resolves once the page is idle (afterIdle) and then a marker it logs has reached the test.
 * Console messages arrive in the order the page logs them, so every message logged before
 * it, by idle-time work too, is in the test's `console` listeners.
 */
export async function consoleBarrier(page: Page): Promise<void> {
  await afterIdle(page);
  const marker = `console barrier ${Date.now()}-${Math.random()}`;
  const reported = page.waitForEvent("console", (message) => message.text() === marker);
  await page.evaluate((text) => console.debug(text), marker);
  await reported;
}

/** The requests of `page` not yet finished or failed, from now on. */
export function trackRequests(page: Page): { readonly inFlight: Set<Request> } {
  const inFlight = new Set<Request>();
  page.on("request", (request) => inFlight.add(request));
  page.on("requestfinished", (request) => inFlight.delete(request));
  page.on("requestfailed", (request) => inFlight.delete(request));
  return { inFlight };
}

/**
 * Resolves once every request the page started so far (requestBarrier) has finished or
 * failed, as `tracker` (trackRequests, set up before they started) saw them.
 */
export async function requestsSettled(page: Page, tracker: { readonly inFlight: Set<Request> }): Promise<void> {
  await requestBarrier(page);
  await expect
    .poll(() => [...tracker.inFlight].map((request) => request.url()), { message: "requests still in flight" })
    .toEqual([]);
}
