/**
 * No URL can take a page down: a "%" that starts no escape, or escapes that are not UTF-8, in
 * the hash (a link anyone can post) or the path leave the page readable and working, on a first
 * load, a client-side navigation and a click on a link in the page. And when something above the
 * page's own error boundary fails all the same, the root boundary keeps what was on screen.
 */
import { expect, NOT_FOUND_REPORT, test, waitForHydration } from "./fixtures";
import type { Page } from "@playwright/test";

const BAD_HASHES = ["#%", "#100%", "#a%ZZ", "#%E0%A4%A"];

/** The page still shows its heading and its text, and React still runs it. */
async function expectIntact(page: Page, heading: string, minText = 1000) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  expect((await page.getByRole("main").innerText()).length).toBeGreaterThan(minText);
  await waitForHydration(page);
  // A control that needs React still answers: the colour toggle flips the theme.
  const before = await page.evaluate(() => document.documentElement.getAttribute("data-theme"));
  await page.getByRole("button", { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator("html")).not.toHaveAttribute("data-theme", before ?? "light");
}

const navigate = (page: Page, to: string) =>
  page.evaluate((path) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(path), to);

test.describe("malformed escapes in the URL", () => {
  for (const hash of BAD_HASHES) {
    test(`loading /quickstart/${hash} keeps the page`, async ({ page }) => {
      await page.goto(`/quickstart/${hash}`);
      await expectIntact(page, "Quickstart");
    });
  }

  test("a client-side navigation to a page with a bad hash lands on that page", async ({ page }) => {
    await page.goto("/quickstart/");
    await waitForHydration(page);
    await navigate(page, "/autoeval/metrics/#%");
    await expect(page).toHaveURL(/\/autoeval\/metrics\/#%$/);
    await expectIntact(page, "Metrics");
  });

  test("a click on an author's link to #100% keeps the page, and reaches the element with that id", async ({
    page,
  }) => {
    await page.goto("/quickstart/");
    await waitForHydration(page);
    // What an author's <a href="#100%"> and a heading with that id give (the build refuses the
    // link now, but a page must survive one from anywhere: a description, a config, a browser).
    await page.getByRole("main").evaluate((main) => {
      const target = document.createElement("h2");
      target.id = "100%";
      target.textContent = "A hundred per cent";
      const link = document.createElement("a");
      link.href = "#100%";
      link.textContent = "to the hundred";
      main.prepend(link);
      main.append(target);
    });
    await page.getByRole("link", { name: "to the hundred" }).click();
    await expect(page).toHaveURL(/#100%$/);
    await expect(page.getByRole("heading", { name: "A hundred per cent" })).toBeInViewport();
    await expectIntact(page, "Quickstart");
  });

  test("a path with a bad escape shows the not-found page, which works", async ({ page, allowedErrors }) => {
    allowedErrors.push(NOT_FOUND_REPORT);
    const response = await page.goto("/quickstart/%ZZ/");
    expect(response?.status()).toBe(404);
    await expectIntact(page, "Page Not Found", 50);
  });
});

test.describe("the error boundary above the router", () => {
  test("an error above the page's own boundary keeps the page on screen and says so in one line", async ({
    page,
    allowedErrors,
  }) => {
    allowedErrors.push(/A stand-in for any error above the page/, /The page stopped working/);
    // A stand-in for any error above the page's boundary: the scroll handler looks the hash up
    // when it mounts, above every boundary of the page.
    await page.addInitScript(() => {
      const getElementById = document.getElementById.bind(document);
      document.getElementById = (id: string) => {
        if (id === "crash-here") throw new Error("A stand-in for any error above the page");
        return getElementById(id);
      };
    });
    await page.goto("/quickstart/#crash-here");
    const notice = page.getByRole("alert").filter({ hasText: "This page crashed." });
    await expect(notice).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Quickstart" })).toBeVisible();
    expect((await page.getByRole("main").innerText()).length).toBeGreaterThan(1000);
    // Try again loads the page afresh.
    const reloaded = page.waitForEvent("load");
    await notice.getByRole("button", { name: "Try again" }).click();
    await reloaded;
    await expect(notice).toBeVisible();
  });
});
