/** The 404 page searches the missing path's words in the embedded index and offers the best pages. */
import { expect, NOT_FOUND_REPORT, test, waitForHydration } from "./fixtures";

test.describe("not-found page", () => {
  test("a missing path is offered the pages whose words match it", async ({ page, allowedErrors }) => {
    allowedErrors.push(NOT_FOUND_REPORT);
    const response = await page.goto("/autoeval/metric-list/");
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    const suggestions = page.getByRole("navigation", { name: "Pages with similar names" });
    await expect(suggestions.getByRole("link").first()).toHaveAttribute("href", "/autoeval/metrics/");
  });

  test("a mistyped operation address is offered the operation first", async ({ page, allowedErrors }) => {
    allowedErrors.push(NOT_FOUND_REPORT);
    await page.goto("/api/evalute/");
    const suggestions = page.getByRole("navigation", { name: "Pages with similar names" });
    await expect(suggestions.getByRole("link").first()).toHaveAttribute("href", "/api/evaluate/");
  });

  test("the suggestions arriving move nothing on the page", async ({ page, allowedErrors }) => {
    allowedErrors.push(NOT_FOUND_REPORT);
    await page.setViewportSize({ width: 1280, height: 800 });
    // Hold the index until the page has painted, so the list surely arrives after it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/search-index.json", async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/autoeval/metric-list/");
    await waitForHydration(page);
    const suggestions = page.getByRole("navigation", { name: "Pages with similar names" });
    await expect(suggestions).toContainText("Looking for pages");
    const cards = page
      .getByRole("main")
      .getByRole("link", { name: /Quickstart/ })
      .last();
    const before = await cards.boundingBox();
    release();
    await expect(suggestions.getByRole("link").first()).toBeVisible();
    expect(await cards.boundingBox(), "the cards below the suggestions stay put").toEqual(before);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    expect(
      shifts.reduce((sum, value) => sum + value, 0),
      "cumulative layout shift",
    ).toBe(0);
  });
});
