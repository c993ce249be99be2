/**
 * Prefetching: hovering an internal link fetches the target's page data, except on slow
 * (2g) connections or with data saver on.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { requestBarrier } from "./support/barriers";

// A link that is not on screen at load (footer), so nothing fetched its page data before the hover.
const TARGET = "/autoeval/fine-tune/";
const PAGE_DATA = `/page-data${TARGET}page-data.json`;

function pageDataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path === PAGE_DATA) seen.push(path);
  });
  return seen;
}

async function hoverTarget(page: Page, seen: string[]): Promise<void> {
  await page.goto("/quickstart/");
  await waitForHydration(page);
  // Every request the page started up to now (loading, hydration, idle-time work) is in `seen`.
  await requestBarrier(page);
  expect(seen, "precondition: the target's page data was not requested before the hover").toEqual([]);
  await page.getByRole("contentinfo").getByRole("link", { name: "Fine-tuning" }).hover();
}

/**
 * A barrier for "the hover requested nothing": Gatsby's loader starts the page-data request in
 * the mouseenter handler itself, so a request the hover caused is reported before the one the
 * page makes once it has gone idle after the hover.
 */
const afterHover = requestBarrier;

function fakeConnection(page: Page, connection: { effectiveType: string; saveData: boolean }) {
  return page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, "connection", {
      configurable: true,
      get: () => ({ ...value, addEventListener() {}, removeEventListener() {} }),
    });
  }, connection);
}

test.describe("prefetch", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("hovering an internal link requests its page data", async ({ page }) => {
    const seen = pageDataRequests(page);
    await hoverTarget(page, seen);
    await expect.poll(() => seen.length).toBeGreaterThan(0);
  });

  test("on a 2g connection, hovering does not request it", async ({ page }) => {
    await fakeConnection(page, { effectiveType: "2g", saveData: false });
    const seen = pageDataRequests(page);
    await hoverTarget(page, seen);
    await afterHover(page);
    expect(seen).toEqual([]);
  });

  test("with data saver on, hovering does not request it", async ({ page }) => {
    await fakeConnection(page, { effectiveType: "4g", saveData: true });
    const seen = pageDataRequests(page);
    await hoverTarget(page, seen);
    await afterHover(page);
    expect(seen).toEqual([]);
  });

  test("on a 2g connection, clicking the link still navigates", async ({ page }) => {
    await fakeConnection(page, { effectiveType: "2g", saveData: false });
    await page.goto("/quickstart/");
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Fine-tuning" }).click();
    await expect(page).toHaveURL(new RegExp(`${TARGET}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fine-tuning evaluators");
  });
});
