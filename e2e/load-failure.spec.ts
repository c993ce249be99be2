/**
 * A page whose code or data never arrives (a deploy replaced the scripts its HTML names, page
 * data that fails, on a first load or after a client-side navigation handed the URL to the
 * browser): the page reloads once by itself, and if that load fails too it says so in one line,
 * with a Reload button (src/browser/load-failure-script.ts). A failure that clears is survived
 * with no banner; requests stay bounded.
 */
import type { Page, Route } from "@playwright/test";
import { LOAD_TIMEOUT_MS } from "../src/browser/load-failure-script";
import { expect, failedRequestReport, NOT_FOUND_REPORT, test, waitForHydration } from "./fixtures";

const BANNER_TEXT = "This page did not finish loading";

/** Gatsby's own reports when it gives up, and the browser's of the failed requests. */
const LOAD_FAILURE_REPORTS = [
  failedRequestReport(/\/.*/),
  /^console error: page resources for \/\S+ not found\. Not rendering React/,
  /^page error: (page resources for \/\S+ not found\. Not rendering React|Loading chunk \d+ failed)/,
];

/** The paths of the documents the page loads, in order. */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

const banner = (page: Page) => page.getByRole("alert").filter({ hasText: BANNER_TEXT });

const APP_SCRIPT = /\/app-[0-9a-f]+\.js$/;
const QUICKSTART_DATA = "**/page-data/quickstart/page-data.json";

/**
 * Expects the one automatic reload, then the banner, and then a working page once the fault
 * clears and the reader presses Reload. `within` is how long the two failed loads may take.
 */
async function expectReloadThenBanner(page: Page, loads: string[], clear: () => void, within?: number) {
  await expect(banner(page)).toBeVisible(within === undefined ? {} : { timeout: within });
  expect(loads).toEqual(["/quickstart/", "/quickstart/"]);
  // The page's text is there all along.
  await expect(page.getByRole("heading", { level: 1, name: "Quickstart" })).toBeVisible();
  clear();
  await banner(page).getByRole("button", { name: "Reload" }).click();
  await waitForHydration(page);
  await expect(banner(page)).toHaveCount(0);
  expect(loads).toEqual(["/quickstart/", "/quickstart/", "/quickstart/"]);
}

test.describe("a page whose code or data does not arrive", () => {
  test.beforeEach(({ allowedErrors }) => {
    allowedErrors.push(...LOAD_FAILURE_REPORTS);
  });

  for (const [fault, pattern] of [
    ["its page data answers 500", "**/page-data/quickstart/page-data.json"],
    ["the app's script is gone after a deploy", /\/app-[0-9a-f]+\.js$/],
    [
      "its template's chunk is gone after a deploy",
      /\/component---src-templates-doc-tsx-content-file-path-content-docs-quickstart-mdx-[0-9a-f]+\.js$/,
    ],
  ] as const) {
    test(`when ${fault}, it reloads once, then says so with a Reload button that works once the fault clears`, async ({
      page,
    }) => {
      const loads = documentLoads(page);
      let failing = true;
      const requests: string[] = [];
      page.on("request", (request) => requests.push(request.url()));
      await page.route(pattern, (route: Route) =>
        failing
          ? route.fulfill({ status: pattern === "**/page-data/quickstart/page-data.json" ? 500 : 404 })
          : route.continue(),
      );
      await page.goto("/quickstart/");
      await expect(banner(page)).toBeVisible();
      expect(loads).toEqual(["/quickstart/", "/quickstart/"]);
      // The page's text is there all along.
      await expect(page.getByRole("heading", { level: 1, name: "Quickstart" })).toBeVisible();
      // Bounded: two loads of the page and its files, then nothing more.
      expect(requests.length).toBeLessThan(80);

      failing = false;
      await banner(page).getByRole("button", { name: "Reload" }).click();
      await waitForHydration(page);
      await expect(banner(page)).toHaveCount(0);
      expect(loads).toEqual(["/quickstart/", "/quickstart/", "/quickstart/"]);
    });
  }

  test("a failure that clears by the automatic reload leaves no banner", async ({ page }) => {
    const loads = documentLoads(page);
    let failures = 0;
    await page.route("**/page-data/quickstart/page-data.json", (route) =>
      failures++ === 0 ? route.fulfill({ status: 500 }) : route.continue(),
    );
    await page.goto("/quickstart/");
    await expect.poll(() => loads).toEqual(["/quickstart/", "/quickstart/"]);
    await waitForHydration(page);
    await expect(banner(page)).toHaveCount(0);
  });

  test("after a client-side navigation whose page data fails, the target says so, after one reload", async ({
    page,
  }) => {
    await page.goto("/quickstart/");
    await waitForHydration(page);
    const loads = documentLoads(page);
    await page.route("**/page-data/autoeval/metrics/page-data.json", (route) => route.fulfill({ status: 500 }));
    await page.getByRole("contentinfo").getByRole("link", { name: "Metrics" }).click();
    await expect(banner(page)).toBeVisible();
    await expect(page).toHaveURL(/\/autoeval\/metrics\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Metrics" })).toBeVisible();
    // Gatsby's full load of the target, then the one automatic reload.
    expect(loads).toEqual(["/autoeval/metrics/", "/autoeval/metrics/"]);
  });

  test("a script of the site that arrives truncated (it does not parse) counts as failed", async ({
    page,
    allowedErrors,
  }) => {
    // Which SyntaxError depends on where the cut falls (inside a string literal or not).
    allowedErrors.push(/^page error: (Unexpected end of input|Invalid or unexpected token)/);
    const loads = documentLoads(page);
    let failing = true;
    await page.route(APP_SCRIPT, async (route) => {
      if (!failing) return route.continue();
      const response = await route.fetch();
      const text = await response.text();
      return route.fulfill({ response, body: text.slice(0, text.length / 2) });
    });
    await page.goto("/quickstart/");
    await expectReloadThenBanner(page, loads, () => (failing = false));
  });

  test("a script of the site answered with HTML and no nosniff header (a host's fallback page) counts as failed", async ({
    page,
    allowedErrors,
  }) => {
    allowedErrors.push(/^page error: Unexpected token '<'/);
    const loads = documentLoads(page);
    let failing = true;
    await page.route(APP_SCRIPT, async (route) => {
      if (!failing) return route.continue();
      const response = await route.fetch();
      const headers: Record<string, string> = { ...response.headers(), "content-type": "text/html; charset=utf-8" };
      delete headers["x-content-type-options"];
      delete headers["content-encoding"];
      delete headers["content-length"];
      return route.fulfill({ status: 200, headers, body: "<!DOCTYPE html><title>Not here</title>" });
    });
    await page.goto("/quickstart/");
    await expectReloadThenBanner(page, loads, () => (failing = false));
  });

  test("page data of another page is refused: the page reloads once and says so, never goes blank", async ({
    page,
    request,
  }) => {
    const loads = documentLoads(page);
    const other = await (await request.get("/page-data/autoeval/metrics/page-data.json")).text();
    expect(JSON.parse(other)).toMatchObject({ path: "/autoeval/metrics/" });
    let failing = true;
    await page.route(QUICKSTART_DATA, (route) =>
      failing ? route.fulfill({ status: 200, contentType: "application/json", body: other }) : route.continue(),
    );
    await page.goto("/quickstart/");
    await expectReloadThenBanner(page, loads, () => (failing = false));
  });

  test.describe("a file that never arrives, or arrives empty", () => {
    // Two failed loads, each noticed only once the time limit has passed.
    const WITHIN = 2 * LOAD_TIMEOUT_MS + 20_000;

    for (const [fault, pattern, answer] of [
      ["the app's script hangs", APP_SCRIPT, "hang"],
      [
        "its template's chunk hangs",
        /\/component---src-templates-doc-tsx-content-file-path-content-docs-quickstart-mdx-[0-9a-f]+\.js$/,
        "hang",
      ],
      ["its page data hangs", QUICKSTART_DATA, "hang"],
      ["app-data.json hangs", "**/page-data/app-data.json", "hang"],
      ["the app's script arrives empty", APP_SCRIPT, "empty"],
    ] as const) {
      test(`when ${fault}, it reloads once after the time limit, then says so`, async ({ page }) => {
        test.slow();
        const loads = documentLoads(page);
        let failing = true;
        await page.route(pattern, (route: Route) => {
          if (!failing) return route.continue();
          // A hung request is never answered: the route is left pending.
          if (answer === "hang") return undefined;
          return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
        });
        // Not until `load`: a script tag in the HTML that hangs holds the load event (as Gatsby's
        // own tags do with the tuning off), and what is tested happens whether it fires or not.
        await page.goto("/quickstart/", { waitUntil: "domcontentloaded" });
        await expectReloadThenBanner(page, loads, () => (failing = false), WITHIN);
      });
    }

    test("a load that was only slow: the banner shown at the time limit goes once the app starts after all", async ({
      page,
    }) => {
      test.slow();
      const loads = documentLoads(page);
      // As if this path had been reloaded once already, so the time limit brings the banner.
      await page.addInitScript(() => sessionStorage.setItem("autoeval.load-retry", location.pathname));
      const held: Route[] = [];
      await page.route(APP_SCRIPT, (route) => void held.push(route));
      await page.goto("/quickstart/", { waitUntil: "domcontentloaded" });
      await expect(banner(page)).toBeVisible({ timeout: LOAD_TIMEOUT_MS + 15_000 });
      await Promise.all(held.splice(0).map((route) => route.continue()));
      await waitForHydration(page);
      await expect(banner(page)).toHaveCount(0);
      expect(loads).toEqual(["/quickstart/"]);
    });
  });
});

test("a path with a NUL escape is repaired before the app runs: no reload, no banner", async ({
  page,
  allowedErrors,
}) => {
  // The head script's URL repair drops the escape (src/browser/url-repair-script.ts), so Gatsby
  // never asks for a page whose decoded path loses its NUL; the load-failure part, which would
  // otherwise take Gatsby's "not found" report for a failed load, is not involved.
  allowedErrors.push(NOT_FOUND_REPORT);
  const loads = documentLoads(page);
  await page.goto("/%00/");
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  await waitForHydration(page);
  expect(await page.evaluate(() => sessionStorage.getItem("autoeval.load-retry"))).toBeNull();
  await expect(banner(page)).toHaveCount(0);
  expect(loads).toEqual(["/%00/", "/"]);
});
