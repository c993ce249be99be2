/** Printing a docs page: the article alone, external links followed by their URL, code wrapped. */
import { expect, test, waitForHydration } from "./fixtures";

test.describe("print stylesheet", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("prints the article without navbar, sidebar, TOC or buttons, with URLs and wrapped code", async ({ page }) => {
    await page.goto("/quickstart/");
    await waitForHydration(page);
    // On screen, the chrome is there.
    await expect(page.locator("#navbar")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Docs sidebar" })).toBeVisible();

    await page.emulateMedia({ media: "print" });
    await expect(page.locator("#navbar")).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Docs sidebar" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "On this page" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Docs pages" })).toBeHidden();
    await expect(page.locator("footer").last()).toBeHidden();
    const visibleButtons = await page
      .locator("button")
      .evaluateAll(
        (buttons) =>
          buttons.filter((b) => (b as HTMLElement).offsetParent !== null || getComputedStyle(b).display !== "none")
            .length,
      );
    expect(visibleButtons, "buttons shown in print").toBe(0);
    await expect(page.getByRole("heading", { level: 1, name: "Quickstart" })).toBeVisible();

    const external = page.locator('main article a[href="https://lastmileai.dev"]').first();
    const after = await external.evaluate((a) => getComputedStyle(a, "::after").content);
    expect(after).toBe('" (https://lastmileai.dev)"');

    const code = page.locator("main article pre").first();
    const wraps = await code.evaluate((pre) => {
      const line = pre.querySelector("span") ?? pre;
      return [getComputedStyle(pre).overflowX, getComputedStyle(line).whiteSpace];
    });
    expect(wraps).toEqual(["visible", "pre-wrap"]);
  });
});
