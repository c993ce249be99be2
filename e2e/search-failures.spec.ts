/**
 * Search when something is wrong: a saved search whose stored fields carry markup renders none of
 * it (with the site's Content-Security-Policy and without it, as `npm start` serves); index files
 * that fail make the modal say it could not fetch results, never "No results"; a crafted /search
 * query cannot crash the page.
 */
import type { Page } from "@playwright/test";
import { expect, failedRequestReport, test, waitForHydration } from "./fixtures";

const modal = (page: Page) => page.locator(".DocSearch-Modal");
const modalInput = (page: Page) => modal(page).getByPlaceholder("Search docs");
const RECENT = "__DOCSEARCH_RECENT_SEARCHES__autoeval-docs";
const FAVOURITE = "__DOCSEARCH_FAVORITE_SEARCHES__autoeval-docs";

/** Markup a value in storage could carry, each into a field DocSearch renders as HTML. */
const PAYLOADS = {
  "an <img onerror>": '<img id="planted" src="x" onerror="window.__xss=1">Quickstart',
  "a <meta http-equiv=refresh>": '<meta id="planted" http-equiv="refresh" content="0;url=/404-phish/">Quickstart',
  "a link laid over the page":
    '<a id="planted" href="https://evil.example/login" style="position:fixed;inset:0">Session expired - sign in</a>',
};

/** A recent search and a favourite as DocSearch saves them, plus the highlight fields it never saves. */
function plantedHits(payload: string): string {
  const marked = { value: payload, matchLevel: "full", matchedWords: ["quickstart"] };
  return JSON.stringify([
    {
      objectID: "planted",
      url: "/quickstart/",
      type: "lvl1",
      hierarchy: { lvl0: "Docs", lvl1: "Quickstart" },
      content: null,
      _snippetResult: { hierarchy: { lvl0: marked, lvl1: marked }, content: marked },
      _highlightResult: { hierarchy: { lvl0: marked, lvl1: marked }, content: marked },
    },
  ]);
}

/** Serves the home page without the response headers of `_headers`, as `gatsby serve` does. */
async function withoutPolicy(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === "/",
    async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers["content-security-policy"];
      await route.fulfill({ response, headers });
    },
  );
}

test.describe("saved searches with markup in the fields DocSearch renders as HTML", () => {
  for (const csp of [true, false]) {
    for (const [name, payload] of Object.entries(PAYLOADS)) {
      test(`${name} in a stored snippet renders nothing, ${csp ? "with" : "without"} the CSP`, async ({ page }) => {
        if (!csp) await withoutPolicy(page);
        await page.addInitScript(
          ({ value, keys }) => {
            if (sessionStorage.getItem("planted")) return;
            for (const key of keys) localStorage.setItem(key, value);
            sessionStorage.setItem("planted", "1");
          },
          { value: plantedHits(payload), keys: [RECENT, FAVOURITE] },
        );
        await page.goto("/");
        await waitForHydration(page);
        await page.keyboard.press("Control+k");
        await expect(modalInput(page)).toBeFocused();
        // The saved hit is shown, as the text it was saved with.
        await expect(modal(page).locator(".DocSearch-Hit").filter({ hasText: "Quickstart" })).toHaveCount(2);
        await expect(page.locator("#planted")).toHaveCount(0);
        // A search answers after the saved hits were rendered: had the refresh been planted, the tab would have left.
        await modalInput(page).fill("faithfulness");
        await expect(modal(page).locator(".DocSearch-Hit a").first()).toBeVisible();
        await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
        expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
        const stored = await page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), [RECENT, FAVOURITE]);
        for (const value of stored) expect(value).not.toContain("<");
      });
    }
  }
});

test.describe("index files that fail", () => {
  const FAULTS = {
    "answer 404": { status: 404, body: "Not Found" },
    "answer 500": { status: 500, body: "Internal Server Error" },
    "are corrupt": { status: 200, body: "[[[", contentType: "application/json" },
    "are an HTML page": { status: 200, body: "<!doctype html><title>Oops</title>", contentType: "text/html" },
  } as const;

  for (const [name, fault] of Object.entries(FAULTS)) {
    test(`when the index files ${name}, the modal says it could not fetch results, then recovers`, async ({
      page,
      allowedErrors,
    }) => {
      allowedErrors.push(failedRequestReport(/\/search-index\/.*/));
      let failing = true;
      // The manifest loads; the files under its folder fail.
      await page.route("**/search-index/*/**", (route) => (failing ? route.fulfill(fault) : route.continue()));
      await page.goto("/quickstart/");
      await waitForHydration(page);
      await page.keyboard.press("Control+k");
      await modalInput(page).fill("guardrails");
      await expect(modal(page).getByText("Unable to fetch results")).toBeVisible();
      await expect(modal(page).getByText("You might want to check your network connection.")).toBeVisible();
      await expect(modal(page).getByText("No results for")).toBeHidden();

      failing = false;
      await modalInput(page).fill("guardrails evaluation");
      await expect(modal(page).locator(".DocSearch-Hit a").first()).toBeVisible();
      await expect(modal(page).getByText("Unable to fetch results")).toHaveCount(0);
    });
  }
});

test.describe("/search with a crafted query", () => {
  test("63 characters and an emoji: the query is cut before the emoji and the page works", async ({ page }) => {
    const query = "a".repeat(63);
    await page.goto(`/search/?q=${query}%F0%9F%98%80`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Search results for “${query}”`);
    await expect(page.getByRole("searchbox")).toHaveValue(query);
    await expect(page.getByRole("main").getByText("No results for")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Let us know." })).toHaveAttribute(
      "href",
      new RegExp(`title=Search%3A%20no%20results%20for%20%22${query}%22$`),
    );
  });
});

test.describe("the query of a page", () => {
  test("stays out of the page-data requests, on a first load and a client-side navigation", async ({ page }) => {
    const pageData: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/page-data/")) pageData.push(request.url());
    });
    await page.goto("/search/?q=secretword");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “secretword”");
    await page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate("/quickstart/?code-samples=python"),
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quickstart");
    expect(pageData.some((url) => url.includes("/page-data/quickstart/"))).toBe(true);
    expect(pageData.filter((url) => url.includes("?"))).toEqual([]);
  });
});
