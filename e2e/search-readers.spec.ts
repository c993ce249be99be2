/**
 * Search in readers' words (docs/decisions.md, "Search budgets"): a word's forms and the
 * synonyms of the site config find the page, the page whose title is the query leads, one page does not fill the modal, a query
 * that finds nothing offers the closest words and the /search page and is reported to
 * analytics once it settles; the search page fits a phone, and the modal's selected hit is
 * readable in both themes.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

const modal = (page: Page) => page.locator(".DocSearch-Modal");
const modalInput = (page: Page) => modal(page).getByPlaceholder("Search docs");
const hits = (page: Page) => modal(page).locator(".DocSearch-Hit a");
const hrefs = (page: Page) => hits(page).evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));

async function openModal(page: Page): Promise<void> {
  await page.goto("/");
  await waitForHydration(page);
  await page.keyboard.press("Control+k");
  await expect(modalInput(page)).toBeFocused();
}

/** The search_no_results events queued for gtag: their search terms. */
const noResultsEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((call) => call[0] === "event" && call[1] === "search_no_results")
      .map((call) => call[2] as Record<string, unknown>),
  );

const pageViews = (page: Page) =>
  page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
        .map((entry) => Array.from(entry))
        .filter((call) => call[0] === "event" && call[1] === "page_view").length,
  );

/** Two edits away from the word "metrics": the search does not correct it (one edit at seven letters), "Did you mean" does. */
const MISSPELT = "mextrcs";

test.describe("search in readers' words", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("every form of deploy finds the Deployment page first", async ({ page }) => {
    await openModal(page);
    for (const query of ["deploy", "deploys", "deployed", "deploying", "deployment"]) {
      await modalInput(page).fill(query);
      await expect.poll(async () => (await hrefs(page))[0], query).toBe("/deployment/");
    }
  });

  test("the page whose title is the query leads; a synonym of the site config finds its page", async ({ page }) => {
    await openModal(page);
    await modalInput(page).fill("evaluate");
    await expect.poll(async () => (await hrefs(page))[0]).toBe("/api/evaluate/");
    await modalInput(page).fill("changelog");
    await expect.poll(async () => (await hrefs(page))[0]).toBe("/release-notes/");
  });

  test("one page shows at most three hits before the modal shows another page", async ({ page }) => {
    await openModal(page);
    await modalInput(page).fill("dataset");
    await expect(hits(page).first()).toBeVisible();
    await expect.poll(async () => new Set((await hrefs(page)).map((h) => h.split("#")[0])).size).toBeGreaterThan(3);
    const perPage = new Map<string, number>();
    for (const href of await hrefs(page)) perPage.set(href.split("#")[0]!, (perPage.get(href.split("#")[0]!) ?? 0) + 1);
    expect(Math.max(...perPage.values())).toBeLessThanOrEqual(3);
  });

  test("a heading every operation shares is not a hit of its own", async ({ page }) => {
    await openModal(page);
    await modalInput(page).fill("responses");
    await expect(hits(page).first()).toBeVisible();
    expect((await hrefs(page)).filter((href) => /^\/api\/[^/]+\/#responses$/.test(href))).toEqual([]);
  });

  test("a query that finds nothing offers the closest words, and a chosen one searches", async ({ page }) => {
    await openModal(page);
    await modalInput(page).fill(MISSPELT);
    const screen = modal(page).locator(".DocSearch-NoResults");
    await expect(screen).toContainText(`No results for "${MISSPELT}"`);
    await expect(screen).toContainText("Did you mean metrics?");
    await screen.getByRole("button", { name: "metrics" }).click();
    await expect(modalInput(page)).toHaveValue("metrics");
    await expect.poll(async () => (await hrefs(page))[0]).toMatch(/^\/autoeval\/metrics\//);
  });

  test("a query that finds nothing links to the search page", async ({ page }) => {
    await openModal(page);
    await modalInput(page).fill("qwxzjkvbnm");
    const link = modal(page).getByRole("link", { name: "Search all pages for “qwxzjkvbnm”" });
    await link.click();
    await expect(page).toHaveURL(/\/search\/\?q=qwxzjkvbnm$/);
    await expect(modal(page)).toHaveCount(0);
    await expect(page.getByRole("main").getByText("No results for")).toBeVisible();
  });

  test("a settled query that finds nothing is reported once with the query only, not each key", async ({ page }) => {
    await openModal(page);
    const views = await pageViews(page);
    await page.keyboard.type(MISSPELT, { delay: 30 });
    await expect(modal(page).locator(".DocSearch-NoResults")).toContainText(MISSPELT);
    await expect.poll(() => noResultsEvents(page)).toEqual([{ search_term: MISSPELT }]);
    // The same query again is not a second report; a query with hits is none.
    await modalInput(page).fill("metrics");
    await expect(hits(page).first()).toBeVisible();
    await modalInput(page).fill("qwxzjkvbnm");
    await expect.poll(() => noResultsEvents(page)).toEqual([{ search_term: MISSPELT }, { search_term: "qwxzjkvbnm" }]);
    expect(await pageViews(page)).toBe(views);
  });

  test("the search page offers the closest words and reports the query that found nothing", async ({ page }) => {
    await page.goto(`/search/?q=${MISSPELT}`);
    await waitForHydration(page);
    const main = page.getByRole("main");
    await expect(main.getByText("No results for")).toBeVisible();
    await main.getByText("Did you mean").getByRole("button", { name: "metrics" }).click();
    await expect(page).toHaveURL(/\/search\/\?q=metrics$/);
    await expect(main.getByRole("link", { name: "Metrics", exact: true }).first()).toBeVisible();
    expect(await noResultsEvents(page)).toEqual([{ search_term: MISSPELT }]);
  });
});

test.describe("the search page fits the screen", () => {
  for (const width of [320, 390, 1280]) {
    test(`at ${width} px, with long API paths in the snippets, nothing is wider than the viewport`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      // Its hits show the upload step's request line, a long unbroken API path.
      await page.goto("/search/?q=request%20an%20upload%20form");
      await waitForHydration(page);
      await expect(page.getByRole("main").locator("ol li").first()).toBeVisible();
      await expect(page.getByRole("main").getByText("/api/2/auto_eval/dataset/upload_file").first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const button = await page.getByRole("button", { name: "Search", exact: true }).boundingBox();
      expect(button).not.toBeNull();
      expect(button!.x).toBeGreaterThanOrEqual(0);
      expect(button!.x + button!.width).toBeLessThanOrEqual(width);
    });
  }
});

test.describe("the modal's selected hit", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const theme of ["light", "dark"]) {
    test(`axe finds no serious or critical violation in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
      await openModal(page);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await modalInput(page).fill("faithfulness");
      await expect(hits(page).first()).toBeVisible();
      await page.keyboard.press("ArrowDown");
      await expect(modal(page).locator('.DocSearch-Hit[aria-selected="true"]')).toHaveCount(1);
      const results = await new AxeBuilder({ page })
        .include(".DocSearch-Modal")
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        // DocSearch 3.9's own markup, the same in every theme: each hit is an ARIA option holding
        // its link, and the input's aria-controls names the lists of every group. Not colours.
        .disableRules(["nested-interactive", "aria-valid-attr-value"])
        .analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
});
