/**
 * The keys of a reader who opens search on a hydrated page and types at once: none is lost while
 * the modal's code arrives and its input takes the focus.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { afterIdle } from "./support/barriers";

const QUERY = "evaluation metrics";

const searchButton = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Search" });
const modalInput = (page: Page) => page.locator(".DocSearch-Modal").getByPlaceholder("Search docs");

/** The keys the page keeps for a search being opened (null: none are kept). */
const keptQuery = (page: Page) =>
  page.evaluate(() => (window as unknown as { __earlyInput: { query: string | null } }).__earlyInput.query);

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** A hydrated page, settled: nothing of its own load is still running when the test begins. */
async function hydrated(page: Page, path = "/quickstart/"): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await afterIdle(page);
}

test.describe("typing right after opening search", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const [name, open] of [
    ["Ctrl+K", (page: Page) => page.keyboard.press("Control+k")],
    ["the search button", (page: Page) => searchButton(page).click()],
  ] as const) {
    test(`the first open of a visit by ${name}, then typing at once on a CPU 4x slower, keeps every key`, async ({
      page,
    }) => {
      await hydrated(page);
      // A phone's CPU: the modal's code takes long enough to run that keys land while it
      // renders, commits and focuses its input.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await open(page);
      await page.keyboard.type(QUERY, { delay: 30 });
      await expect(modalInput(page)).toHaveValue(QUERY);
      await expect(modalInput(page)).toBeFocused();
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      // No key reached the page: its space would have scrolled it.
      expect(await scrollY(page)).toBe(0);
      expect(await keptQuery(page)).toBeNull();
      // The query's hits come: the modal searched for the whole query.
      await expect(page.locator(".DocSearch-Hit a").first()).toBeVisible();
    });
  }
});
