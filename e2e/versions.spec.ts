/**
 * Docs versions: the archived-version banner, the versions dropdown that keeps the reader
 * on the same doc, and the remembered preferred version.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { versionsTrigger } from "./support/navbar";

const KEY = "docs-preferred-version-default";
const versionLink = (page: Page, label: string) =>
  page.getByRole("banner").getByRole("link", { name: label, exact: true });

test.describe("docs versions", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("an archived page says it is unmaintained and links to the same page in the latest version", async ({
    page,
  }) => {
    await page.goto("/1.x/quickstart/");
    await waitForHydration(page);
    const banner = page.getByRole("main").getByRole("note");
    await expect(banner).toContainText(
      "This is documentation for AutoEval 1.x, which is no longer actively maintained.",
    );
    const latest = banner.getByRole("link", { name: /latest version/ });
    await expect(latest).toHaveAttribute("href", "/quickstart/");
    await expect(versionsTrigger(page)).toHaveText("1.x");
    await latest.click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/quickstart\/$/);
    await expect(page.getByText("no longer actively maintained")).toHaveCount(0);
  });

  test("the current version shows no banner", async ({ page }) => {
    await page.goto("/quickstart/");
    await waitForHydration(page);
    await expect(page.getByText("no longer actively maintained")).toHaveCount(0);
  });

  test("the dropdown lists 2.x and 1.x; choosing 1.x opens the same doc there and remembers it", async ({ page }) => {
    await page.goto("/quickstart/");
    await waitForHydration(page);
    await expect(versionsTrigger(page)).toHaveText("2.x");
    await versionsTrigger(page).click();
    const items = page
      .getByRole("banner")
      .getByRole("list")
      .filter({ has: page.getByRole("link", { name: "1.x", exact: true }) })
      .getByRole("link");
    await expect(items).toHaveText(["2.x", "1.x"]);
    await versionLink(page, "1.x").click();
    await expect(page).toHaveURL(/\/1\.x\/quickstart\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Quickstart");
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe("1.x");
    await expect(versionsTrigger(page)).toHaveText("1.x");
  });

  test("choosing a version on a page that does not exist there opens that version's home", async ({ page }) => {
    await page.goto("/autoeval/fine-tune/");
    await waitForHydration(page);
    await versionsTrigger(page).click();
    await expect(versionLink(page, "1.x")).toHaveAttribute("href", "/1.x/");
    await versionLink(page, "1.x").click();
    await expect(page).toHaveURL(/\/1\.x\/$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe("1.x");
  });

  test("a saved version that no longer exists is cleared on load", async ({ page }) => {
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem(key, "9.x");
        sessionStorage.setItem("seeded", "1");
      }
    }, KEY);
    await page.goto("/release-notes/");
    await waitForHydration(page);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
    await expect(versionsTrigger(page)).toHaveText("2.x");
  });

  test("outside the docs, the dropdown shows the preferred version", async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, "1.x"), KEY);
    await page.goto("/release-notes/");
    await waitForHydration(page);
    await expect(versionsTrigger(page)).toHaveText("1.x");
    await versionsTrigger(page).click();
    await expect(versionLink(page, "1.x")).toHaveAttribute("aria-current", "page");
    await expect(versionLink(page, "1.x")).toHaveAttribute("href", "/1.x/");
  });

  test("on a docs page, the dropdown shows the page's own version, not the preferred one", async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, "1.x"), KEY);
    await page.goto("/quickstart/");
    await waitForHydration(page);
    await expect(versionsTrigger(page)).toHaveText("2.x");
  });
});
