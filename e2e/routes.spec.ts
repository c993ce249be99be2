/**
 * Every route the site promises answers, in the slash form, with a titled English page;
 * the no-slash form redirects once; anything else is a 404 page. Statuses come from plain
 * HTTP requests (no redirects followed), which keeps this file fast.
 */
import { expect, NOT_FOUND_REPORT, test, waitForHydration } from "./fixtures";
import {
  API_INDEX,
  AUTOEVAL,
  GUIDES_AND_CONCEPTS,
  OPERATIONS,
  SCHEMAS,
  SPEC_ROUTES,
  TITLE_SUFFIX,
} from "./support/routes";

function titleOf(html: string): string | null {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  return match
    ? match[1]!
        .replace(/&amp;/g, "&")
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
    : null;
}

test.describe("routes", () => {
  test("the route list holds the counts DESIGN.md promises", () => {
    expect(GUIDES_AND_CONCEPTS).toHaveLength(10);
    expect(AUTOEVAL).toHaveLength(13);
    expect(API_INDEX).toHaveLength(2);
    expect(OPERATIONS).toHaveLength(53);
    expect(SCHEMAS).toHaveLength(40);
    expect(new Set(SPEC_ROUTES).size).toBe(SPEC_ROUTES.length);
  });

  test("every promised route answers 200 with a page title ending in the site title, lang en, ltr", async ({
    request,
  }) => {
    const failures: string[] = [];
    const queue = [...SPEC_ROUTES];
    const worker = async () => {
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
        const response = await request.get(route, { maxRedirects: 0 });
        if (response.status() !== 200) {
          failures.push(`${route}: status ${response.status()}`);
          continue;
        }
        const html = await response.text();
        const title = titleOf(html);
        if (!title || !title.endsWith(TITLE_SUFFIX) || title === TITLE_SUFFIX.trim())
          failures.push(`${route}: title ${JSON.stringify(title)} does not end with "${TITLE_SUFFIX}"`);
        const htmlTag = /<html([^>]*)>/i.exec(html)?.[1] ?? "";
        if (!/\blang="en"/.test(htmlTag) || !/\bdir="ltr"/.test(htmlTag))
          failures.push(`${route}: <html${htmlTag}> lacks lang="en" dir="ltr"`);
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    expect(failures, failures.join("\n")).toEqual([]);
  });

  test("the form without a trailing slash answers 301 to the slash form", async ({ request }) => {
    const failures: string[] = [];
    for (const route of SPEC_ROUTES.filter((r) => r !== "/")) {
      const bare = route.replace(/\/$/, "");
      const response = await request.get(bare, { maxRedirects: 0 });
      const location = response.headers()["location"] ?? "";
      const target = location ? new URL(location, "http://127.0.0.1").pathname : "";
      if (response.status() !== 301 || target !== route)
        failures.push(`${bare}: ${response.status()} → ${location || "(no Location)"} (expected 301 → ${route})`);
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });

  test("an unknown path answers 404 with the not-found page", async ({ request, page, allowedErrors }) => {
    allowedErrors.push(NOT_FOUND_REPORT);
    for (const path of ["/this-page-does-not-exist/", "/api/no-such-operation/", "/autoeval/nothing-here"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain("Page Not Found");
    }
    const response = await page.goto("/this-page-does-not-exist/");
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page).toHaveTitle(`Page Not Found${TITLE_SUFFIX}`);
  });

  test("the home page is titled Overview, and the document is English, left to right", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page).toHaveTitle(`Overview${TITLE_SUFFIX}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  });

  test("titles stay correct after client-side navigation", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Quickstart" }).click();
    await expect(page).toHaveURL(/\/quickstart\/$/);
    await expect(page).toHaveTitle(`Quickstart${TITLE_SUFFIX}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});
