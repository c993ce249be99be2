/**
 * The page shell: the skip link, safe external links, a layout that survives client-side
 * navigation, the error boundary, and the full-load fallback when page data cannot load.
 */
import { expect, failedRequestReport, NOT_FOUND_REPORT, test, waitForHydration } from "./fixtures";

test.describe("page shell", () => {
  test("the skip link is the first focusable element and moves the reader to the main content", async ({ page }) => {
    await page.goto("/autoeval/metrics/");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#__main$/);
    // Focus (or the sequential focus starting point) is now at <main>: the next Tab lands inside it.
    const focusedInMain = await page.evaluate(() => document.activeElement?.closest("main") !== null);
    if (!focusedInMain) {
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(() => document.activeElement?.closest("main") !== null),
        "after the skip link, focus should be inside <main>",
      ).toBe(true);
    }
  });

  for (const path of [
    "/",
    "/quickstart/",
    "/api/evaluate/",
    "/release-notes/",
    "/category/api/",
    "/this-is-missing/",
  ]) {
    test(`every external link on ${path} opens safely (rel noopener noreferrer)`, async ({ page, allowedErrors }) => {
      allowedErrors.push(NOT_FOUND_REPORT);
      await page.goto(path);
      await waitForHydration(page);
      const links = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>("a[href]")]
          .filter((a) => /^https?:/.test(a.getAttribute("href") ?? "") && new URL(a.href).hostname !== "127.0.0.1")
          .map((a) => ({ href: a.href, rel: (a.getAttribute("rel") ?? "").split(/\s+/) })),
      );
      expect(links.length, "the shell has external links (Blog, chat, Sign In)").toBeGreaterThan(0);
      const unsafe = links.filter((l) => !l.rel.includes("noopener") || !l.rel.includes("noreferrer"));
      expect(unsafe, JSON.stringify(unsafe, null, 1)).toEqual([]);
    });
  }

  test("client-side navigation keeps the layout mounted and does not reload the page", async ({ page }) => {
    await page.goto("/quickstart/");
    await waitForHydration(page);
    await page.evaluate(() => {
      (document.querySelector("header") as HTMLElement & { __marker?: string }).__marker = "kept";
      (window as unknown as { __marker?: string }).__marker = "kept";
    });
    const entries = await page.evaluate(() => performance.getEntriesByType("navigation").length);
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Deployment" }).click();
    await expect(page).toHaveURL(/\/deployment\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Deploy/i);
    expect(
      await page.evaluate(() => ({
        navbar: (document.querySelector("header") as HTMLElement & { __marker?: string }).__marker,
        window: (window as unknown as { __marker?: string }).__marker,
        entries: performance.getEntriesByType("navigation").length,
      })),
    ).toEqual({ navbar: "kept", window: "kept", entries });
  });

  test("a page that crashes while rendering shows the error boundary inside the kept layout", async ({
    page,
    pageErrors,
    allowedErrors,
  }) => {
    // React's report of the error the boundary caught, and the boundary's own.
    allowedErrors.push(
      /^console error: (This page crashed while rendering\. )?TypeError: Cannot read properties of undefined/,
    );
    await page.route("**/page-data/quickstart/page-data.json", async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { result: { data: Record<string, unknown> } };
      delete json.result.data["doc"];
      await route.fulfill({ response, json });
    });
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __marker?: string }).__marker = "kept"));
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Quickstart" }).click();
    await expect(page).toHaveURL(/\/quickstart\/$/);
    const alert = page.getByRole("main").getByRole("alert");
    await expect(alert.getByRole("heading", { name: "This page crashed." })).toBeVisible();
    await expect(alert.getByRole("button", { name: "Try again" })).toBeVisible();
    // The shell is still there and the page was not reloaded.
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe("kept");
    expect(pageErrors).toEqual([]);
    // Navigating elsewhere clears the crash.
    await page.getByRole("link", { name: "AutoEval Docs — Home page" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole("heading", { name: "This page crashed." })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("when page data fails to load on client navigation, the browser loads the target URL in full", async ({
    page,
    allowedErrors,
  }) => {
    allowedErrors.push(failedRequestReport(/\/page-data\/quickstart\/page-data\.json/));
    let reloaded = false;
    page.on("request", (request) => {
      if (request.resourceType() === "document" && new URL(request.url()).pathname === "/quickstart/") reloaded = true;
    });
    await page.route("**/page-data/quickstart/page-data.json", (route) =>
      reloaded ? route.continue() : route.abort("failed"),
    );
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __marker?: string }).__marker = "before"));
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Quickstart" }).click();
    await expect(page).toHaveURL(/\/quickstart\/$/);
    await expect.poll(() => reloaded, { message: "a document request for /quickstart/" }).toBe(true);
    await page.waitForLoadState("load");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quickstart");
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBeUndefined();
  });

  test("when the server answers 500 to everything but documents, a click lands on the target, which reloads once and says it did not load", async ({
    page,
    allowedErrors,
  }) => {
    allowedErrors.push(failedRequestReport(/\/.*/));
    await page.goto("/");
    await waitForHydration(page);
    const failed: string[] = [];
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
    });
    await page.route("**/*", (route) => {
      if (route.request().resourceType() === "document") return route.continue();
      failed.push(new URL(route.request().url()).pathname);
      return route.fulfill({ status: 500, body: "Internal Server Error" });
    });
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Quickstart" }).click();
    await expect(page).toHaveURL(/\/quickstart\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quickstart");
    // Gatsby's full load of the target, then the one reload of the failed-load guard, and its banner.
    await expect(page.getByRole("alert").filter({ hasText: "This page did not finish loading" })).toBeVisible();
    expect(documents).toEqual(["/quickstart/", "/quickstart/"]);
    // Gatsby asks for /500.html's page data after a 500, and asked again after each 500 for it.
    const settled = failed.length;
    await expect.poll(() => failed.length, { intervals: [250, 250, 250, 250] }).toBe(settled);
    // app-data.json (Gatsby tries it four times) and the page's data, then the target's own files,
    // twice at most (the second load's scripts fail first, so it asks for no data).
    expect(failed.filter((path) => path.startsWith("/page-data/")).length).toBeLessThanOrEqual(16);
  });

  test("an offline reader who follows a link gets the browser's own page after a few tries, not a loop", async ({
    page,
    context,
    allowedErrors,
  }) => {
    allowedErrors.push(failedRequestReport(/\/.*/));
    await page.goto("/");
    await waitForHydration(page);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    await context.setOffline(true);
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Quickstart" }).click();
    // The loader gives up and hands the URL to the browser, which shows its offline page.
    await expect.poll(() => requests.filter((path) => path === "/quickstart/").length).toBe(1);
    expect(requests.filter((path) => path.startsWith("/page-data/")).length).toBeLessThanOrEqual(8);
    await context.setOffline(false);
  });
});
