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
      .filter((entry) => typeof entry === "object" && entry !== null && "length" in (entry as object))
      .map((entry) => JSON.parse(JSON.stringify(Array.from(entry as ArrayLike<unknown>))) as unknown[]),
  );
}

async function pageViews(page: Page): Promise<PageView[]> {
  return (await gtagCalls(page))
    .filter((call) => call[0] === "event" && call[1] === "page_view")
    .map((call) => (call[2] ?? {}) as PageView);
}

const settle = (page: Page) => page.waitForTimeout(500);

test.describe("analytics", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("gtag's script is blocked, but its calls are queued in dataLayer; config sends no page view itself", async ({
    page,
    blocked,
  }) => {
    await page.goto("/quickstart/");
    await waitForHydration(page);
    await settle(page);
    expect(blocked.urls.some((u) => u.includes("googletagmanager.com"))).toBe(true);
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
    await settle(page);
    let views = await pageViews(page);
    expect(views.map((v) => v.page_path)).toEqual(["/autoeval/metrics/"]);

    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Quickstart" }).click();
    await expect(page).toHaveURL(/\/quickstart\/$/);
    await settle(page);
    views = await pageViews(page);
    expect(views.map((v) => v.page_path)).toEqual(["/autoeval/metrics/", "/quickstart/"]);

    await page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate("/quickstart/?x=1"),
    );
    await expect(page).toHaveURL(/\/quickstart\/\?x=1$/);
    await settle(page);
    views = await pageViews(page);
    expect(views.map((v) => v.page_path)).toEqual(["/autoeval/metrics/", "/quickstart/", "/quickstart/?x=1"]);

    const tocLink = page.getByRole("navigation", { name: "On this page" }).getByRole("link").nth(1);
    const hash = (await tocLink.getAttribute("href"))!;
    await tocLink.click();
    await expect(page).toHaveURL(new RegExp(`${hash}$`));
    await settle(page);
    views = await pageViews(page);
    expect(views.map((v) => v.page_path)).toEqual([
      "/autoeval/metrics/",
      "/quickstart/",
      "/quickstart/?x=1",
      `/quickstart/?x=1${hash}`,
    ]);

    // Never two page views for the same location.
    const paths = views.map((v) => v.page_path);
    expect(new Set(paths).size).toBe(paths.length);
    // page_location is the full URL.
    expect(views.at(-1)?.page_location).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/quickstart/\\?x=1${hash}$`));
  });

  test("going back counts as a location change, once", async ({ page }) => {
    await page.goto("/autoeval/metrics/");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Labeling" }).click();
    await expect(page).toHaveURL(/\/autoeval\/labeling\/$/);
    await settle(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/autoeval\/metrics\/$/);
    await settle(page);
    expect((await pageViews(page)).map((v) => v.page_path)).toEqual([
      "/autoeval/metrics/",
      "/autoeval/labeling/",
      "/autoeval/metrics/",
    ]);
  });
});
