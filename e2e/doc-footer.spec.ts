/**
 * Under every docs page: "Edit this page" (the source file in the repository), "Last updated"
 * (the file's last commit), "Was this page helpful?" (one analytics event, no page view, then
 * a thank-you) and "Report a problem" (a prefilled new-issue URL).
 */
import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/** The gtag calls queued in dataLayer, as plain arrays. */
async function gtagCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry) => typeof entry === "object" && entry !== null && "length" in entry)
      .map((entry) => JSON.parse(JSON.stringify(Array.from(entry as ArrayLike<unknown>))) as unknown[]),
  );
}

const events = async (page: Page, name: string) =>
  (await gtagCalls(page)).filter((call) => call[0] === "event" && call[1] === name);

test.describe("docs page footer", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("links to the page's source file and shows the date of its last commit", async ({ page }) => {
    await page.goto("/autoeval/metrics/");
    const edit = page.getByRole("link", { name: /^Edit this page/ });
    await expect(edit).toHaveAttribute(
      "href",
      "https://github.com/autoeval/docs/edit/main/content/docs/autoeval/metrics.mdx",
    );
    const iso = execFileSync("git", ["log", "-1", "--format=%cI", "--", "content/docs/autoeval/metrics.mdx"], {
      encoding: "utf8",
    }).trim();
    const dateTime = await page.locator("[data-doc-footer] time").getAttribute("dateTime");
    expect(Date.parse(dateTime ?? "")).toBe(Date.parse(iso));
    const shown = new Date(iso).toLocaleDateString("en-US", {
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    await expect(page.locator("[data-doc-footer]")).toContainText(`Last updated on ${shown}`);
  });

  test("'Was this page helpful?' sends one feedback event, no page view, then thanks the reader", async ({ page }) => {
    await page.goto("/quickstart/");
    await waitForHydration(page);
    await expect.poll(async () => (await events(page, "page_view")).length).toBe(1);
    await page.getByRole("button", { name: "Yes", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you for your feedback." })).toBeVisible();
    await expect(page.getByRole("button", { name: "Yes", exact: true })).toHaveCount(0);
    const feedback = await events(page, "page_feedback");
    expect(feedback).toEqual([["event", "page_feedback", { helpful: "yes", value: 1, page_path: "/quickstart/" }]]);
    expect(await events(page, "page_view")).toHaveLength(1);
  });

  test("'Report a problem' opens a new issue prefilled with the page's URL", async ({ page }) => {
    await page.goto("/quickstart/");
    const href = await page.getByRole("link", { name: /^Report a problem/ }).getAttribute("href");
    const url = new URL(href!);
    expect(`${url.origin}${url.pathname}`).toBe("https://github.com/autoeval/docs/issues/new");
    expect(url.searchParams.get("body")).toContain("https://docs.autoeval.dev/quickstart/");
    expect(url.searchParams.get("title")).toContain("Quickstart");
  });
});
