/**
 * Analytics: gtag's script is blocked in tests, but the page still queues its calls in
 * window.dataLayer. Exactly one page view per location: first load, path, query and hash.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

interface PageView {
  readonly page_path?: string;
  readonly page_location?: string;
}

/** The gtag calls queued in dataLayer, as plain arrays. */
async function gtagCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry) => typeof entry === "object" && entry !== null && "length" in entry)
      .map((entry) => JSON.parse(JSON.stringify(Array.from(entry as ArrayLike<unknown>))) as unknown[]),
  );
}

async function pageViews(page: Page): Promise<PageView[]> {
  return (await gtagCalls(page))
    .filter((call) => call[0] === "event" && call[1] === "page_view")
    .map((call) => (call[2] ?? {}) as PageView);
}

const paths = async (page: Page) => (await pageViews(page)).map((v) => v.page_path);

/**
 * Waits for the page views to number `expected.length`, then asserts they are exactly
 * `expected`. A second page view for a location shows up here if it is sent before the next
 * location's page view, which every step but the last waits for; the last step is followed
 * by a navigation to a new location as a barrier, for the same reason.
 */
async function expectPageViews(page: Page, expected: string[]): Promise<void> {
  await expect
    .poll(async () => (await pageViews(page)).length, { message: `page views: ${expected.join(", ")}` })
    .toBeGreaterThanOrEqual(expected.length);
  expect(await paths(page)).toEqual(expected);
}

/**
 * A barrier for "no other page view arrived": a client-side navigation to `to`, a location
 * not visited yet, whose own page view is sent only once the route has updated and the new
 * head is in place, after anything the previous location's route update or hash change sent.
 */
async function navigateAsBarrier(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(path), to);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}${url.hash}` === to);
}

test.describe("analytics", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("gtag's script is blocked, but its calls are queued in dataLayer; config sends no page view itself", async ({
    page,
    blocked,
  }) => {
    await page.goto("/quickstart/");
    await waitForHydration(page);
    // gtag.js is added after the load event and the first paint entry: wait for its (blocked) request.
    await expect
      .poll(() => blocked.urls.some((u) => u.includes("googletagmanager.com")), { message: "gtag.js was requested" })
      .toBe(true);
    const calls = await gtagCalls(page);
    expect(calls.length).toBeGreaterThan(0);
    const config = calls.filter((call) => call[0] === "config");
    expect(config.length).toBeGreaterThanOrEqual(1);
    for (const call of config)
      expect((call[2] as { send_page_view?: boolean } | undefined)?.send_page_view).toBe(false);
  });

  test("one page view per location: first load, client-side navigation, query change and hash change", async ({
    page,
  }) => {
    await page.goto("/autoeval/metrics/");
    await waitForHydration(page);
    await expectPageViews(page, ["/autoeval/metrics/"]);

    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Quickstart" }).click();
    await expect(page).toHaveURL(/\/quickstart\/$/);
    await expectPageViews(page, ["/autoeval/metrics/", "/quickstart/"]);

    await page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate("/quickstart/?x=1"),
    );
    await expect(page).toHaveURL(/\/quickstart\/\?x=1$/);
    await expectPageViews(page, ["/autoeval/metrics/", "/quickstart/", "/quickstart/?x=1"]);

    const tocLink = page.getByRole("navigation", { name: "On this page" }).getByRole("link").nth(1);
    const hash = (await tocLink.getAttribute("href"))!;
    await tocLink.click();
    await expect(page).toHaveURL(new RegExp(`${hash}$`));
    const expected = ["/autoeval/metrics/", "/quickstart/", "/quickstart/?x=1", `/quickstart/?x=1${hash}`];
    await expectPageViews(page, expected);
    // page_location is the full URL.
    expect((await pageViews(page)).at(-1)?.page_location).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:\\d+/quickstart/\\?x=1${hash}$`),
    );

    // Never two page views for the same location: none came between the hash change and
    // the page view of a later navigation.
    await navigateAsBarrier(page, "/autoeval/labeling/");
    await expectPageViews(page, [...expected, "/autoeval/labeling/"]);
    const all = await paths(page);
    expect(new Set(all).size).toBe(all.length);
  });

  test("going back counts as a location change, once", async ({ page }) => {
    await page.goto("/autoeval/metrics/");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Labeling" }).click();
    await expect(page).toHaveURL(/\/autoeval\/labeling\/$/);
    await expectPageViews(page, ["/autoeval/metrics/", "/autoeval/labeling/"]);
    await page.goBack();
    await expect(page).toHaveURL(/\/autoeval\/metrics\/$/);
    const expected = ["/autoeval/metrics/", "/autoeval/labeling/", "/autoeval/metrics/"];
    await expectPageViews(page, expected);
    // Once: no second page view for going back came before the next navigation's.
    await navigateAsBarrier(page, "/quickstart/");
    await expectPageViews(page, [...expected, "/quickstart/"]);
  });
});
