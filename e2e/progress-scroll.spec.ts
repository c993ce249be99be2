/**
 * Navigation feedback and scrolling: the progress bar shows only for slow navigations
 * (after 200 ms), new pages open at the top or at their anchor, and going back restores
 * the scroll position.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { afterFrames, afterIdle, requestsSettled, trackRequests } from "./support/barriers";

/** How long after a navigation begins the bar starts (PROGRESS_DELAY_MS in src/browser/progress.ts). */
const PROGRESS_DELAY_MS = 200;

interface ProgressLog {
  added: number[];
  removed: number[];
}

/** Records (in page time) when #nprogress is added to and removed from the document. */
async function watchProgress(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: ProgressLog = { added: [], removed: [] };
    (window as unknown as { __progress: ProgressLog }).__progress = log;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes)
          if (node instanceof Element && (node.id === "nprogress" || node.querySelector("#nprogress")))
            log.added.push(performance.now());
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.id === "nprogress" || node.querySelector("#nprogress")))
            log.removed.push(performance.now());
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const progressLog = (page: Page) => page.evaluate(() => (window as unknown as { __progress: ProgressLog }).__progress);

test.describe("progress bar", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a navigation that takes longer than 200 ms shows the bar while waiting, then removes it", async ({ page }) => {
    await watchProgress(page);
    await page.route("**/page-data/autoeval/datasets/example-datasets/page-data.json", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto("/autoeval/metrics/");
    await waitForHydration(page);
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
    await sidebar.getByRole("button", { name: "Expand sidebar category 'Datasets'" }).click();
    const start = await page.evaluate(() => performance.now());
    await sidebar.getByRole("link", { name: "Example datasets" }).click();
    await expect(page.locator("#nprogress")).toBeAttached({ timeout: 900 });
    await expect(page).toHaveURL(/\/autoeval\/datasets\/example-datasets\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Example datasets");
    await expect(page.locator("#nprogress")).toHaveCount(0);
    const log = await progressLog(page);
    expect(log.added.length).toBeGreaterThanOrEqual(1);
    expect(log.added[0]! - start, "the bar starts no sooner than 200 ms after the click").toBeGreaterThanOrEqual(190);
    expect(log.removed.length).toBe(log.added.length);
  });

  test("on a slow network the bar shows within 300 ms of the click: nothing it needs is fetched then", async ({
    page,
  }) => {
    await watchProgress(page);
    // The click's time, and when a timer of the bar's delay set by the click fires: on a busy
    // machine timers run late, and the bar may be as late as they are, but no later.
    await page.addInitScript((delay) => {
      const w = window as unknown as { __clickedAt: number; __timerAt: number };
      document.addEventListener(
        "click",
        (event) => {
          w.__clickedAt = event.timeStamp;
          setTimeout(() => (w.__timerAt = performance.now()), delay);
        },
        true,
      );
    }, PROGRESS_DELAY_MS);
    await page.goto("/autoeval/metrics/");
    await waitForHydration(page);
    // From now on every page's data and every script comes 1.5 s late, as over a slow network.
    await page.route(/\/page-data\/|\.js(\?.*)?$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => undefined);
    });
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
    await sidebar.getByRole("button", { name: "Expand sidebar category 'Datasets'" }).click();
    await sidebar.getByRole("link", { name: "Example datasets" }).click();
    await expect(page.locator("#nprogress")).toBeAttached();
    const { added } = await progressLog(page);
    const { clickedAt, timerAt } = await page.evaluate(() => {
      const w = window as unknown as { __clickedAt: number; __timerAt: number };
      return { clickedAt: w.__clickedAt, timerAt: w.__timerAt };
    });
    const timersLate = Math.max(0, timerAt - clickedAt - PROGRESS_DELAY_MS);
    expect(
      added[0]! - clickedAt,
      `the bar shows within 300 ms of the click (timers ran ${Math.round(timersLate)} ms late)`,
    ).toBeLessThanOrEqual(300 + timersLate);
    expect(added[0]! - clickedAt, "and not before its 200 ms delay").toBeGreaterThanOrEqual(190);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Example datasets", { timeout: 15_000 });
    await expect(page.locator("#nprogress")).toHaveCount(0);
  });

  test("a fast navigation never shows the bar", async ({ page }) => {
    await watchProgress(page);
    const requests = trackRequests(page);
    await page.goto("/autoeval/metrics/");
    await waitForHydration(page);
    const link = page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Labeling" });
    await link.hover();
    // Prefetched on hover: the loader holds the page's data and code.
    await page.waitForFunction(
      (path) =>
        !!(window as unknown as { ___loader: { loadPageSync: (p: string) => unknown } }).___loader.loadPageSync(path),
      "/autoeval/labeling/",
    );
    await link.click();
    await expect(page).toHaveURL(/\/autoeval\/labeling\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Labeling");
    // The bar is timed, so is the barrier: a bar would start PROGRESS_DELAY_MS after the click.
    // A timer of that length set now fires after the click's; then no request is left in flight,
    // and the page has run what followed.
    await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), PROGRESS_DELAY_MS);
    await requestsSettled(page, requests);
    await afterIdle(page);
    expect((await progressLog(page)).added).toEqual([]);
  });
});

test.describe("scrolling on navigation", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a new page opens at the top", async ({ page }) => {
    await page.goto("/autoeval/metrics/");
    await waitForHydration(page);
    const next = page.getByRole("navigation", { name: "Docs pages" }).getByRole("link", { name: /Next/ });
    await next.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await next.click();
    await expect(page).toHaveURL(/\/autoeval\/datasets\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Datasets");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  async function headingBelowNavbar(page: Page, id: string) {
    return page.evaluate((target) => {
      // The new page may not have rendered yet when the URL has already changed.
      const heading = document.getElementById(target);
      if (!heading) return { top: NaN, navbarBottom: NaN, visible: false };
      const top = heading.getBoundingClientRect().top;
      const navbarBottom = document.querySelector("header")!.getBoundingClientRect().bottom;
      return { top, navbarBottom, visible: top > navbarBottom && top < window.innerHeight - 40 };
    }, id);
  }

  test("loading a URL with a #hash shows that heading below the navbar", async ({ page }) => {
    await page.goto("/autoeval/metrics/#custom-fine-tuned-metrics");
    await waitForHydration(page);
    await expect.poll(async () => (await headingBelowNavbar(page, "custom-fine-tuned-metrics")).visible).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test("a client-side navigation to a URL with a #hash shows that heading below the navbar", async ({ page }) => {
    await page.goto("/quickstart/");
    await waitForHydration(page);
    await page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate(
        "/autoeval/metrics/#classic-reference-metrics",
      ),
    );
    await expect(page).toHaveURL(/\/autoeval\/metrics\/#classic-reference-metrics$/);
    await expect.poll(async () => (await headingBelowNavbar(page, "classic-reference-metrics")).visible).toBe(true);
  });

  test("going back restores the previous scroll position", async ({ page }) => {
    await page.goto("/autoeval/metrics/");
    await waitForHydration(page);
    // Gatsby saves the position on the scroll event, in the next animation frame.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener("scroll", () => resolve(), { once: true });
          window.scrollTo(0, 1500);
        }),
    );
    await afterFrames(page);
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(1000);
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Labeling" }).click();
    await expect(page).toHaveURL(/\/autoeval\/labeling\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/autoeval\/metrics\/$/);
    await expect
      .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - before))
      .toBeLessThanOrEqual(50);
  });
});
