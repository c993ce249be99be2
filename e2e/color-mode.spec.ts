/**
 * Colour mode: light by default, a toggle that flips and remembers, no flash of the wrong
 * theme, changes from other tabs, and a site that keeps working when storage throws.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { consoleBarrier } from "./support/barriers";

const toggleName = /Switch between dark and light mode/;

/** Collects the console warnings that mention storage. */
function recordStorageWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" && /storage/i.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}

test.describe("colour mode", () => {
  test("is light by default and the toggle flips it to dark and saves theme=dark", async ({ page }) => {
    await page.goto("/quickstart/");
    await waitForHydration(page);
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-theme", "light");
    const toggle = page.getByRole("button", { name: toggleName });
    await expect(toggle).toHaveAccessibleName(/currently light mode/);
    await toggle.click();
    await expect(html).toHaveAttribute("data-theme", "dark");
    await expect(toggle).toHaveAccessibleName(/currently dark mode/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    // The page really is dark: the background is darker than mid grey.
    const luminance = await page.evaluate(() => {
      const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.map(Number);
      return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
    });
    expect(luminance).toBeLessThan(0.5);

    await toggle.click();
    await expect(html).toHaveAttribute("data-theme", "light");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });

  test("the choice survives a reload and a client-side navigation", async ({ page }) => {
    await page.goto("/quickstart/");
    await waitForHydration(page);
    await page.getByRole("button", { name: toggleName }).click();
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Deployment" }).click();
    await expect(page).toHaveURL(/\/deployment\/$/);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.getByRole("button", { name: toggleName })).toHaveAccessibleName(/currently dark mode/);
  });

  test("a saved dark theme is applied before first paint (already dark at DOMContentLoaded)", async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem("theme", "dark");
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { __themeAtDcl?: string | null }).__themeAtDcl =
          document.documentElement.getAttribute("data-theme");
      });
    });
    await page.goto("/autoeval/metrics/");
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { __themeAtDcl?: string | null }).__themeAtDcl)).toBe(
      "dark",
    );
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.getByRole("button", { name: toggleName })).toHaveAccessibleName(/currently dark mode/);
  });

  test("a change made in another tab is picked up", async ({ page, context }) => {
    await page.goto("/quickstart/");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");

    const other = await context.newPage();
    await other.goto("/autoeval/metrics/");
    await waitForHydration(other);
    await other.getByRole("button", { name: toggleName }).click();
    await expect(other.locator("html")).toHaveAttribute("data-theme", "dark");

    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.getByRole("button", { name: toggleName })).toHaveAccessibleName(/currently dark mode/);

    await other.getByRole("button", { name: toggleName }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await other.close();
  });

  test("when storage throws, one warning is shown, nothing crashes, and the toggle still works", async ({
    page,
    pageErrors,
  }) => {
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      };
      // Only localStorage fails (as with blocked site data); sessionStorage keeps working.
      const real = window.localStorage;
      const broken = Object.create(real, {
        getItem: { value: fail },
        setItem: { value: fail },
        removeItem: { value: fail },
      }) as Storage;
      Object.defineProperty(window, "localStorage", { configurable: true, get: () => broken });
    });
    const warnings = recordStorageWarnings(page);
    await page.goto("/quickstart/");
    await waitForHydration(page);
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-theme", "light");
    const toggle = page.getByRole("button", { name: toggleName });
    await toggle.click();
    await expect(html).toHaveAttribute("data-theme", "dark");
    await toggle.click();
    await expect(html).toHaveAttribute("data-theme", "light");
    // Other stored preferences (announcement, versions, tabs) go through the same wrapper.
    const announcement = page.getByRole("region", { name: "Announcement" });
    await announcement.getByRole("button", { name: "Close" }).click();
    await expect(announcement).toHaveCount(0);
    // Every storage call above (click handlers, and the effects and renders they caused) has
    // run before the page goes idle; a second warning would be logged before the barrier's.
    await consoleBarrier(page);
    expect(warnings, warnings.join("\n")).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  test("when site data is blocked (the storage getters throw), one warning, no crash, the toggle still works", async ({
    page,
    pageErrors,
  }) => {
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      };
      Object.defineProperty(window, "localStorage", { configurable: true, get: fail });
      Object.defineProperty(window, "sessionStorage", { configurable: true, get: fail });
    });
    const warnings = recordStorageWarnings(page);
    await page.goto("/quickstart/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: toggleName });
    await toggle.click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    // As above: a second warning, from the load or the toggle, would come before the barrier's.
    await consoleBarrier(page);
    expect(warnings, warnings.join("\n")).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });
});
