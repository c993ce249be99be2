/**
 * With JavaScript off (and so also before the app's code has run) the navigation is HTML:
 * the navbar's menus are `<details>` that open with a click, the sidebar holds every link with
 * its categories open (a `<noscript>` style) and nested ones as `<details>`, and at 390 px the
 * menu button opens a panel of the navbar's items. Every page the site promises is reachable.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ADDED_DOCS_PAGES, SCHEMA_ROUTES, SPEC_ROUTES } from "./support/routes";

test.use({ javaScriptEnabled: false });

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const sidebar = (page: Page) => page.getByRole("navigation", { name: "Docs sidebar" });

/** The site paths a page links to from its navbar and sidebar, and from its content. */
async function linksOf(page: Page): Promise<{ navigation: string[]; content: string[] }> {
  return page.evaluate(() => {
    const paths = (selector: string) =>
      [...document.querySelectorAll<HTMLAnchorElement>(`${selector} a[href]`)]
        .flatMap((a) => (URL.canParse(a.href) ? [new URL(a.href)] : []))
        .filter((url) => url.origin === window.location.origin)
        .map((url) => url.pathname);
    return { navigation: paths("header, [data-docs-sidebar]"), content: paths("main") };
  });
}

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the navbar's menus open and show their links", async ({ page }) => {
    await page.goto("/quickstart/");
    for (const [label, link] of [
      ["Guides", "Evaluating a RAG pipeline"],
      ["2.x", "1.x"],
      ["English", "English"],
    ] as const) {
      const menuLink = nav(page).locator("ul a").filter({ hasText: link, visible: true });
      await expect(menuLink).toHaveCount(0);
      await nav(page).locator("summary").filter({ hasText: label }).click();
      await expect(menuLink.first()).toBeVisible();
    }
    await nav(page).getByRole("link", { name: "1.x" }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/1\.x\/quickstart\/$/);
  });

  test("the sidebar shows every category's pages, and nested categories open", async ({ page }) => {
    await page.goto("/quickstart/");
    // A closed category's pages are there (its caret is hidden: it would do nothing).
    await expect(sidebar(page).getByRole("link", { name: "API keys" })).toBeVisible();
    // A category nested in a closed one opens natively.
    const operation = sidebar(page).getByRole("link", { name: /Create Dataset/ });
    await expect(operation).toBeHidden();
    await sidebar(page)
      .locator("summary")
      .filter({ hasText: /^Dataset$/ })
      .click();
    await expect(operation).toBeVisible();
  });

  test("from the home page, the navbar, the sidebar and the pages lead to every page", async ({ page }) => {
    test.setTimeout(300_000);
    const reached = new Set<string>(["/"]);
    const byNavigation = new Set<string>(["/"]);
    const queue = ["/"];
    while (queue.length > 0) {
      const path = queue.shift()!;
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const { navigation, content } = await linksOf(page);
      for (const link of navigation) byNavigation.add(link);
      for (const link of [...navigation, ...content]) {
        if (reached.has(link) || /\.[a-z]+$/.test(link)) continue;
        reached.add(link);
        queue.push(link);
      }
    }
    // No page links to these, with JavaScript or without: the search page is reached from the
    // search modal, the standalone Markdown page by its URL, and two schema pages that no
    // operation or schema uses from search.
    const unlinked = new Set(["/search/", "/markdown-page/", "/api/schemas/timestamp/", "/api/schemas/listvalue/"]);
    const expected = [...SPEC_ROUTES, ...ADDED_DOCS_PAGES].filter((route) => !unlinked.has(route));
    expect(expected.filter((route) => !reached.has(route))).toEqual([]);
    // Every page but the reference's schema pages (linked from the operations that use them) and
    // the API's information page (from the API index) is in the navbar or a sidebar.
    const fromContent = new Set([...SCHEMA_ROUTES, "/api/autoeval-api-v-2/"]);
    expect(expected.filter((route) => !fromContent.has(route) && !byNavigation.has(route))).toEqual([]);
    // The archived version is reached through the version menu, and its pages through its sidebar.
    expect([...byNavigation].filter((route) => route.startsWith("/1.x/")).length).toBeGreaterThan(5);
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu button opens a panel of the navbar's items", async ({ page }) => {
    await page.goto("/quickstart/");
    const releaseNotes = page.locator('header a[href="/release-notes/"]').filter({ visible: true });
    await expect(releaseNotes).toHaveCount(0);
    await page.locator('summary[aria-label="Toggle navigation bar"]').click();
    await expect(releaseNotes).toHaveCount(1);
    await expect(page.locator("header a").filter({ hasText: "API Reference", visible: true })).toHaveCount(1);
    await page.locator("header a").filter({ hasText: "API Reference", visible: true }).click();
    await expect(page).toHaveURL(/\/sdk\/$/);
  });
});
