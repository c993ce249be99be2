/**
 * The navbar: its configured items, the active item, the versions dropdown (mouse and
 * keyboard), and below 996 px the drawer with its primary and secondary menus.
 */
import type { Page, Route } from "@playwright/test";
import { CHUNK_LOAD_FAILURE, expect, test, waitForHydration } from "./fixtures";
import { expectExpanded, mobileMenuTrigger, versionsTrigger } from "./support/navbar";

const banner = (page: Page) => page.getByRole("banner");
const versionsMenu = (page: Page) =>
  banner(page)
    .getByRole("list")
    .filter({ has: page.getByRole("link", { name: "1.x" }) });

test.describe("navbar on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("an item that fails to render is reported by its place in the config, and the rest of the navbar stays", async ({
    page,
    allowedErrors,
  }) => {
    // The page's route data arrives with no docs version, which the versions dropdown cannot show.
    await page.route("**/page-data/api/evaluate/page-data.json", async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { result: { pageContext: { route: { site: { versions: unknown[] } } } } };
      json.result.pageContext.route.site.versions = [];
      await route.fulfill({ response, json });
    });
    const reports: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && message.text().startsWith("A navbar item failed to render")) {
        reports.push(message.text());
      }
    });
    // The failing item, and React's own reports: the page hydrated to something other than its HTML.
    allowedErrors.push(
      /^console error: A navbar item failed to render/,
      /^console error: Error: The docs-version dropdown needs docs/,
      // React 18 in production: "there was an error while hydrating" (the item's HTML is gone).
      /^page error: Minified React error #(418|423|425)/,
    );
    await page.goto("/api/evaluate/");
    await waitForHydration(page);
    await expect
      .poll(() => reports)
      .toContainEqual(
        'A navbar item failed to render: navbar.items[4] (type "docsVersionDropdown"). The docs-version dropdown needs docs: no docs version exists.',
      );
    await expect(versionsTrigger(page)).toHaveCount(0);
    await expect(banner(page).getByRole("link", { name: "Release Notes" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("shows every configured item", async ({ page }) => {
    await page.goto("/quickstart/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "API Reference" })).toHaveAttribute("href", "/sdk/");
    await expect(nav.getByRole("link", { name: "Release Notes" })).toHaveAttribute("href", "/release-notes/");
    const blog = nav.getByRole("link", { name: "Blog" });
    await expect(blog).toHaveAttribute("href", /^https:\/\/blog\./);
    await expect(blog).toHaveAttribute("target", "_blank");
    const chat = nav.getByRole("link", { name: "Community chat on Discord" });
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute("href", /^https:\/\//);
    await expect(chat).toHaveText(""); // an icon link: its name comes from aria-label
    await expect(chat.locator("svg")).toBeVisible();
    const signIn = nav.getByRole("link", { name: "Sign In" });
    await expect(signIn).toHaveAttribute("href", /^https:\/\/lastmileai\.dev/);
    await expect(signIn).toHaveAttribute("target", "_blank");
    await expect(nav.getByRole("button", { name: /Switch between dark and light mode/ })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Search" })).toBeVisible();
    await expect(versionsTrigger(page)).toBeVisible();
    await expect(versionsTrigger(page)).toHaveText("2.x");
    for (const name of ["API Reference", "Release Notes", "Blog", "Sign In"])
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(mobileMenuTrigger(page)).toBeHidden();
  });

  for (const path of ["/sdk/", "/api/evaluate/"]) {
    test(`API Reference is the active item on ${path}`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link", { name: "API Reference" })).toHaveAttribute("aria-current", "page");
      await expect(nav.getByRole("link", { name: "Release Notes" })).not.toHaveAttribute("aria-current", "page");
    });
  }

  for (const [path, item] of [
    ["/sdk/", "API Reference"],
    ["/release-notes/", "Release Notes"],
    ["/quickstart/", "Docs"],
  ] as const) {
    test(`on ${path} only ${item} is coloured active`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await waitForHydration(page);
      const nav = page.getByRole("navigation", { name: "Main" });
      // The active colour is the one the item itself shows; every other text link differs from it.
      const colours = await nav.getByRole("link").evaluateAll((links) =>
        links
          // Internal text links, the ones that can be active (Sign In is an external button).
          .filter((link) => link.textContent.trim() && !link.querySelector("svg, img") && !link.hasAttribute("target"))
          .map((link) => [link.textContent.trim(), getComputedStyle(link).color] as const),
      );
      const activeColour = colours.find(([label]) => label === item)?.[1];
      expect(activeColour).toBeDefined();
      expect(colours.filter(([, colour]) => colour === activeColour).map(([label]) => label)).toEqual([item]);
    });
  }

  test("API Reference is not active on a guide", async ({ page }) => {
    await page.goto("/quickstart/");
    await waitForHydration(page);
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API Reference" }),
    ).not.toHaveAttribute("aria-current", "page");
  });

  test("the versions dropdown opens on click and closes on Escape and on an outside click", async ({ page }) => {
    await page.goto("/quickstart/");
    await waitForHydration(page);
    const button = versionsTrigger(page);
    await expectExpanded(button, false);
    await expect(versionsMenu(page)).toBeHidden();

    await button.click();
    await expectExpanded(button, true);
    await expect(versionsMenu(page).getByRole("link", { name: "2.x" })).toBeVisible();
    await expect(versionsMenu(page).getByRole("link", { name: "1.x" })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(versionsMenu(page)).toBeHidden();
    await expectExpanded(button, false);
    await expect(button).toBeFocused();

    await button.click();
    await expect(versionsMenu(page)).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(versionsMenu(page)).toBeHidden();

    await button.click();
    await expect(versionsMenu(page)).toBeVisible();
    await button.click();
    await expect(versionsMenu(page)).toBeHidden();
  });

  test("an Escape pressed right after the dropdown opens, before the next frame, closes it", async ({ page }) => {
    await page.goto("/quickstart/");
    await waitForHydration(page);
    await versionsTrigger(page).focus();
    // Open, let the render happen (a macrotask), then press Escape at once: a listener added
    // only after the next frame would miss it and leave the menu open.
    await page.evaluate(async () => {
      (document.activeElement as HTMLElement).click();
      await new Promise((resolve) => setTimeout(resolve, 0));
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    });
    await expect(versionsMenu(page)).toBeHidden();
    await expectExpanded(versionsTrigger(page), false);
  });

  test("the versions dropdown opens with Enter and with Space, and closes when focus leaves it", async ({ page }) => {
    await page.goto("/quickstart/");
    await waitForHydration(page);
    const button = versionsTrigger(page);
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(versionsMenu(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(versionsMenu(page)).toBeHidden();

    await button.focus();
    await page.keyboard.press(" ");
    await expect(versionsMenu(page)).toBeVisible();
    // Tab through the versions and past them: focus leaves the dropdown, which closes.
    await page.keyboard.press("Tab");
    await expect(versionsMenu(page).getByRole("link", { name: "2.x" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(versionsMenu(page).getByRole("link", { name: "1.x" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(versionsMenu(page)).toBeHidden();
    await expectExpanded(button, false);
  });
});

test.describe("navbar below 996 px", () => {
  test.use({ viewport: { width: 800, height: 900 } });

  const drawer = (page: Page) => page.getByRole("dialog");

  test("if the drawer's code fails to load, an error and a Retry button appear, and Retry opens it", async ({
    page,
    allowedErrors,
  }) => {
    allowedErrors.push(...CHUNK_LOAD_FAILURE);
    await page.goto("/quickstart/");
    await waitForHydration(page);
    // Only the drawer's code is fetched when the toggle is used: fail every script from now on.
    const fail = (route: Route) => route.abort("failed");
    await page.route(/\.js(\?.*)?$/, fail);
    await mobileMenuTrigger(page).click();
    const alert = page.getByRole("alert").filter({ hasText: "could not be loaded" });
    await expect(alert).toBeVisible();
    await expect(drawer(page)).toHaveCount(0);
    await page.unroute(/\.js(\?.*)?$/, fail);
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(drawer(page)).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test("the items collapse into a toggle that opens a drawer; docs pages show the sidebar first", async ({ page }) => {
    await page.goto("/quickstart/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(mobileMenuTrigger(page)).toBeVisible();
    await expect(nav.getByRole("link", { name: "API Reference" })).toBeHidden();
    await expect(nav.getByRole("link", { name: "Sign In" })).toBeHidden();
    await expect(nav.getByRole("button", { name: "Search" })).toBeVisible();
    await expect(drawer(page)).toHaveCount(0);

    await mobileMenuTrigger(page).click();
    await expect(drawer(page)).toBeVisible();
    await expectExpanded(mobileMenuTrigger(page), true);
    // Secondary menu: the docs sidebar, with the current page marked.
    const back = drawer(page).getByRole("button", { name: "← Back to main menu" });
    await expect(back).toBeVisible();
    await expect(drawer(page).getByRole("link", { name: "Quickstart" })).toHaveAttribute("aria-current", "page");
    await expect(drawer(page).getByRole("link", { name: "API Reference" })).toHaveCount(0);

    await back.click();
    // Primary menu: the navbar items.
    await expect(drawer(page).getByRole("link", { name: "API Reference" })).toBeVisible();
    await expect(drawer(page).getByRole("link", { name: "Release Notes" })).toBeVisible();
    await expect(drawer(page).getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(drawer(page).getByRole("button", { name: "← Back to main menu" })).toHaveCount(0);
  });

  test("focus is trapped in the drawer, Escape closes it and focus returns to the toggle", async ({ page }) => {
    await page.goto("/quickstart/");
    await waitForHydration(page);
    await mobileMenuTrigger(page).click();
    await expect(drawer(page)).toBeVisible();
    const insideDrawer = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
    await expect.poll(insideDrawer, { message: "focus moves into the drawer" }).toBe(true);

    const count = await page.evaluate(
      () =>
        [
          ...document
            .querySelector('[role="dialog"]')!
            .querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])'),
        ].filter((el) => el.offsetParent !== null || el.getClientRects().length > 0).length,
    );
    expect(count).toBeGreaterThan(3);
    const first = await page.evaluate(() => document.activeElement?.outerHTML);
    for (let i = 0; i < count + 2; i++) {
      await page.keyboard.press("Tab");
      expect(await insideDrawer(), `focus left the drawer after ${i + 1} Tab presses`).toBe(true);
    }
    // Shift+Tab from the first element wraps to the last one.
    await page.evaluate(() => {
      const root = document.querySelector('[role="dialog"]')!;
      root.querySelector<HTMLElement>("a[href], button")!.focus();
    });
    await page.keyboard.press("Shift+Tab");
    expect(await insideDrawer(), "Shift+Tab from the first element stays in the drawer").toBe(true);
    expect(await page.evaluate(() => document.activeElement?.outerHTML)).not.toBe(first);

    await page.keyboard.press("Escape");
    await expect(drawer(page)).toHaveCount(0);
    await expect(mobileMenuTrigger(page)).toBeFocused();
    await expectExpanded(mobileMenuTrigger(page), false);
  });

  test("Tab from the last element of the drawer wraps to the first", async ({ page }) => {
    await page.goto("/quickstart/");
    await waitForHydration(page);
    await mobileMenuTrigger(page).click();
    await expect(drawer(page)).toBeVisible();
    const firstAndLast = await page.evaluate(() => {
      const all = [
        ...document
          .querySelector('[role="dialog"]')!
          .querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])'),
      ].filter((el) => el.getClientRects().length > 0);
      all[all.length - 1]!.focus();
      return { first: all[0]!.outerHTML, last: all[all.length - 1]!.outerHTML };
    });
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(firstAndLast.first);
  });

  test("clicking a link in the drawer closes it and navigates", async ({ page }) => {
    await page.goto("/quickstart/");
    await waitForHydration(page);
    await mobileMenuTrigger(page).click();
    await drawer(page).getByRole("button", { name: "← Back to main menu" }).click();
    await drawer(page).getByRole("link", { name: "Release Notes" }).click();
    await expect(page).toHaveURL(/\/release-notes\/$/);
    await expect(drawer(page)).toHaveCount(0);

    await mobileMenuTrigger(page).click();
    await expect(drawer(page)).toBeVisible();
    // /release-notes/ is linked from the docs sidebar, so the drawer may open on it.
    const back = drawer(page).getByRole("button", { name: "← Back to main menu" });
    if (await back.isVisible()) await back.click();
    await drawer(page).getByRole("link", { name: "API Reference" }).click();
    await expect(page).toHaveURL(/\/sdk\/$/);
    await expect(drawer(page)).toHaveCount(0);
  });

  test("widening the window past 996 px closes the drawer", async ({ page }) => {
    await page.goto("/quickstart/");
    await waitForHydration(page);
    await mobileMenuTrigger(page).click();
    await expect(drawer(page)).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(drawer(page)).toHaveCount(0);
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API Reference" }),
    ).toBeVisible();
  });

  test("browser back closes the drawer", async ({ page }) => {
    await page.goto("/quickstart/");
    await waitForHydration(page);
    await page
      .getByRole("main")
      .getByRole("link", { name: /Deployment|API keys|Next/ })
      .first()
      .click();
    await expect(page).not.toHaveURL(/\/quickstart\/$/);
    await mobileMenuTrigger(page).click();
    await expect(drawer(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/quickstart\/$/);
    await expect(drawer(page)).toHaveCount(0);
  });
});
