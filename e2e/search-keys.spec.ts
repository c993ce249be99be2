/**
 * The keys of a reader who opens search on a hydrated page and types at once: none is lost while
 * the modal's code arrives and its input takes the focus, and none is swallowed for longer than
 * search is really on its way. While the modal's code hangs, the search button says it is busy;
 * after a few seconds the keys are the page's again and the reader is told search could not
 * load, with Retry; Escape while waiting cancels and leaves no search control focused.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { afterIdle } from "./support/barriers";

const QUERY = "evaluation metrics";

const searchButton = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Search" });
const modalInput = (page: Page) => page.locator(".DocSearch-Modal").getByPlaceholder("Search docs");
const failure = (page: Page) => page.getByRole("alert").filter({ hasText: "could not be loaded" });

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

/** The search modal's code is asked for and never answered, until released. */
async function hangModalCode(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/search-modal-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return { release };
}

/** The report React makes of the error its boundary caught when the modal's code did not arrive in time. */
const TIMEOUT_REPORT = /^console error: \w*Error: Loading chunk search-modal failed/;

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

test.describe("while the modal's code does not arrive", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the search button is busy and keys are kept; after a few seconds they are the page's again, and the reader is told, with Retry", async ({
    page,
    allowedErrors,
  }) => {
    test.setTimeout(60_000);
    allowedErrors.push(TIMEOUT_REPORT);
    await hydrated(page);
    const code = await hangModalCode(page);
    await page.keyboard.press("Control+k");
    await expect(searchButton(page)).toHaveAttribute("aria-busy", "true");
    await page.keyboard.type("ab");
    expect(await keptQuery(page)).toBe("ab");
    expect(await scrollY(page)).toBe(0);

    await expect(failure(page)).toBeVisible({ timeout: 20_000 });
    await expect(failure(page)).toHaveText(
      /^This part of the page could not be loaded\. Check your connection, then retry\.\s*Retry$/,
    );
    await expect(searchButton(page)).not.toHaveAttribute("aria-busy", "true");
    expect(await keptQuery(page)).toBeNull();
    // Space scrolls the page again.
    await page.keyboard.press(" ");
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);

    // The code arrives late; Retry opens the modal.
    code.release();
    await failure(page).getByRole("button", { name: "Retry" }).click();
    await expect(modalInput(page)).toBeFocused();
    await expect(failure(page)).toHaveCount(0);
  });

  for (const [name, open] of [
    ["Ctrl+K", (page: Page) => page.keyboard.press("Control+k")],
    ["the search button", (page: Page) => searchButton(page).click()],
  ] as const) {
    test(`Escape while waiting after ${name} cancels, and the next Space scrolls instead of opening search`, async ({
      page,
    }) => {
      await hydrated(page);
      await hangModalCode(page);
      await open(page);
      await expect(searchButton(page)).toHaveAttribute("aria-busy", "true");
      await page.keyboard.type("ab");
      await page.keyboard.press("Escape");
      await expect(searchButton(page)).not.toHaveAttribute("aria-busy", "true");
      expect(await keptQuery(page)).toBeNull();
      await expect(searchButton(page)).not.toBeFocused();
      await page.keyboard.press(" ");
      await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
      // Search was not asked for again: nothing waits, no key is kept.
      await afterIdle(page);
      await expect(searchButton(page)).not.toHaveAttribute("aria-busy", "true");
      expect(await keptQuery(page)).toBeNull();
      await expect(failure(page)).toHaveCount(0);
    });
  }
});
