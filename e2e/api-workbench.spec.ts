/**
 * The API reference as a workbench: Try it in the endpoint bar, the request pane
 * beside the reference from 1200 px (one column below), the console as a small client
 * (Ctrl/⌘+Enter, a stale answer marked, history, copy), responses as tabs linkable by
 * #response-{status}, and schema pages inside the API's sidebar. Also the console's two
 * failures the reader must hear about (docs/decisions.md): a key a header cannot carry, and a
 * response too large to show at once.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, failedRequestReport, test, waitForHydration } from "./fixtures";
import { liveSample, openConsole, preferServer, PRISM_URL, send } from "./support/api-console";

const KEY = "sk-test-7f3a9c2e41-secret";
const HISTORY_KEY = "autoeval.console.history";

test.describe("Try it and the request pane", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("Try it sits in the endpoint bar at the top and opens the console in the pane, with the focus in it", async ({
    page,
  }) => {
    await page.goto("/api/create-project/");
    await waitForHydration(page);
    const tryIt = page.getByRole("button", { name: /^Try it/ });
    // In the first screen, inside the bar that names the method and URL.
    await expect(tryIt).toBeInViewport();
    const bar = page.locator("article > div", { has: tryIt });
    await expect(bar).toContainText("POST");
    await expect(bar).toContainText("https://lastmileai.dev/api/2/auto_eval/project/create");
    await expect(tryIt).toHaveAttribute("aria-expanded", "false");
    await tryIt.click();
    const console = page.getByRole("region", { name: "Try it" });
    await expect(console.getByRole("heading", { name: "Try it" })).toBeFocused();
    await expect(console.getByRole("heading", { name: "Try it" })).toBeInViewport();
    await expect(tryIt).toHaveAttribute("aria-expanded", "true");
    // The console opened in the pane, right of the reference.
    const pane = page.locator("#api-console-pane");
    await expect(pane.getByRole("region", { name: "Try it" })).toBeVisible();
    const paneBox = (await pane.boundingBox())!;
    const bodyHeading = (await page.getByRole("heading", { level: 2, name: /Request body/ }).boundingBox())!;
    expect(paneBox.x).toBeGreaterThan(bodyHeading.x + bodyHeading.width / 2);
  });

  for (const width of [1280, 1920]) {
    test(`at ${width} px the form stays in view beside the reference, its samples below it`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 1920 ? 1080 : 800 });
      await preferServer(page);
      const console = await openConsole(page, "/api/create-project/");
      const body = console.getByLabel(/^Request body \(JSON\)/);
      await body.fill('{ "name": "two-pane", "description": "edited beside the samples" }');
      await body.press("End");
      const sample = liveSample(page);
      await expect(sample).toContainText('"name": "two-pane"');
      await expect(body).toBeInViewport();
      await expect(console.getByRole("button", { name: "Send" })).toBeInViewport();
      // Side by side with the reference, which scrolls on its own: scroll the page, the pane stays.
      await page.getByRole("heading", { level: 2, name: /^Responses/ }).scrollIntoViewIfNeeded();
      await expect(page.getByRole("heading", { level: 2, name: /^Responses/ })).toBeInViewport();
      await expect(body).toBeInViewport();
      // The samples follow the form, in the pane's own scroll, at the pane's width.
      await sample.scrollIntoViewIfNeeded();
      await expect(sample).toBeInViewport();
      const samplesBox = (await page.locator(".api-console-samples").boundingBox())!;
      expect(samplesBox.width).toBeGreaterThan(width === 1920 ? 520 : 400);
    });
  }

  test("at 390 px: one column in reading order, no sideways scroll, the console full screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/api/create-project/");
    await waitForHydration(page);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    const y = async (name: RegExp) => (await page.getByRole("heading", { level: 2, name }).boundingBox())!.y;
    const order = [await y(/Request body/), await y(/Code samples/), await y(/^Responses/)];
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await page.getByRole("button", { name: /^Try it/ }).click();
    const console = page.getByRole("region", { name: "Try it" });
    await expect(console.getByRole("heading", { name: "Try it" })).toBeFocused();
    const layout = page.locator(".api-console-layout");
    await expect(layout).toHaveCSS("position", "fixed");
    const box = (await layout.boundingBox())!;
    // The whole screen but the page's reserved scrollbar gutter.
    expect([box.x, box.y, box.height]).toEqual([0, 0, 844]);
    expect(box.width).toBeGreaterThanOrEqual(375);
    expect(await overflow()).toBeLessThanOrEqual(0);
    // Covering the screen, it is a modal dialog: Tab goes round its controls and never reaches
    // the page hidden behind it (before: 44 of 60 Tabs landed on the Responses section behind it).
    await expect(page.getByRole("dialog", { name: "Try it" })).toBeVisible();
    const focusedBehind: string[] = [];
    for (let press = 0; press < 60; press++) {
      await page.keyboard.press("Tab");
      const behind = await page.evaluate(() => {
        const focused = document.activeElement;
        const inside = !focused || focused === document.body || focused.closest(".api-console-layout");
        return inside ? null : focused.outerHTML.slice(0, 80);
      });
      if (behind) focusedBehind.push(behind);
    }
    expect(focusedBehind).toEqual([]);
    await console.getByRole("heading", { name: "Try it" }).focus();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: /^Try it/ })).toBeFocused();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("the console as a small client", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("Ctrl+Enter (⌘+Enter) sends from the body editor", async ({ page }) => {
    await preferServer(page);
    const console = await openConsole(page, "/api/create-project/");
    await console.getByLabel("API key", { exact: true }).fill(KEY);
    const body = console.getByLabel(/^Request body \(JSON\)/);
    await body.focus();
    const request = page.waitForRequest((r) => r.url().startsWith(PRISM_URL) && r.method() === "POST");
    await page.keyboard.press("ControlOrMeta+Enter");
    await request;
    await expect(console.locator(".api-console-status")).toContainText("200 OK");
    // The key press sent; it did not also put a line break into the body.
    expect(await body.inputValue()).not.toMatch(/\n\s*\n/);
  });

  test("an answer is marked stale as soon as the inputs change, and after a refused send", async ({
    page,
    allowedErrors,
  }) => {
    allowedErrors.push(failedRequestReport(/\/api\/2\/auto_eval\/project\/create/));
    await preferServer(page);
    const console = await openConsole(page, "/api/create-project/");
    await console.getByLabel("API key", { exact: true }).fill(KEY);
    const stale = console.getByText(/^This answer is for an earlier request/);
    await expect(await send(console)).toContainText("200 OK");
    await expect(stale).toHaveCount(0);
    const body = console.getByLabel(/^Request body \(JSON\)/);
    await body.fill('{ "name": "changed" }');
    await expect(stale).toBeVisible();
    await expect(console.locator(".api-console-result")).toHaveAttribute("data-stale", "true");
    await expect(await send(console)).toContainText("200 OK");
    await expect(stale).toHaveCount(0);
    // A send refused for a bad body leaves the last answer on screen, marked.
    await body.fill('{ "name": 42 }');
    await console.getByRole("button", { name: "Send" }).click();
    await expect(console.getByRole("alert")).toHaveText("Nothing was sent: fix the marked fields first.");
    await expect(stale).toBeVisible();
  });

  test("history keeps the request without the key, reopens it, and clears", async ({ page }) => {
    await preferServer(page);
    const console = await openConsole(page, "/api/create-project/");
    await console.getByLabel("API key", { exact: true }).fill(KEY);
    const body = console.getByLabel(/^Request body \(JSON\)/);
    const sent = '{ "name": "from-history", "description": "sent once" }';
    await body.fill(sent);
    await expect(await send(console)).toContainText("200 OK");
    const stored = await page.evaluate((k) => sessionStorage.getItem(k), HISTORY_KEY);
    expect(stored).not.toBeNull();
    expect(stored).not.toContain(KEY);
    const [entry] = JSON.parse(stored!) as Record<string, unknown>[];
    expect(entry).toMatchObject({ method: "POST", server: PRISM_URL, body: sent, status: 200 });
    expect(typeof entry!.time).toBe("number");
    expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toContain("from-history");

    await body.fill("{}");
    const history = console.locator(".api-console-history");
    await history.getByText(/^History: this operation's last request/).click();
    await expect(history.getByRole("listitem")).toHaveCount(1);
    await expect(history.getByRole("listitem")).toContainText(`200 POST ${PRISM_URL}`);
    await history.getByRole("button", { name: /^Reopen the POST request sent at/ }).click();
    await expect(body).toHaveValue(sent);
    await expect(liveSample(page)).toContainText('"name": "from-history"');

    // Another page of the same tab keeps it; Clear forgets it.
    await page.reload();
    await waitForHydration(page);
    await page.getByRole("button", { name: /^Try it/ }).click();
    const again = page.getByRole("region", { name: "Try it" }).locator(".api-console-history");
    await again.getByText(/^History:/).click();
    await again.getByRole("button", { name: "Clear the history" }).click();
    await expect(again).toHaveCount(0);
    expect(await page.evaluate((k) => sessionStorage.getItem(k), HISTORY_KEY)).toBeNull();
  });

  test("the response's Copy button copies the body; status, time and size are said once", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: String(test.info().project.use.baseURL),
    });
    await preferServer(page);
    const console = await openConsole(page, "/api/get-project/");
    await console.getByLabel("API key", { exact: true }).fill(KEY);
    const status = await send(console);
    await expect(status).toHaveText(/^200 OK · \d+ ms · \d+(\.\d)? (B|KB)$/);
    // Once on screen; the announcement for screen readers is not drawn.
    const drawn = await console
      .locator(".api-console-result")
      .evaluate(
        (result) =>
          [...result.querySelectorAll("*")].filter(
            (el) => el.childElementCount === 0 && el.textContent?.includes("200 OK") && !el.closest(".visually-hidden"),
          ).length,
      );
    expect(drawn).toBe(1);
    const shown = await console.getByLabel("Response body").evaluate((el) => el.textContent ?? "");
    await console.getByRole("button", { name: "Copy body" }).click();
    await expect(console.getByRole("button", { name: "Copied" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse(copied)).toEqual(JSON.parse(shown));
    expect(copied).toBe(JSON.stringify(JSON.parse(shown), null, 2));
  });

  test("a JSON answer is highlighted and folds from the keyboard", async ({ page }) => {
    await preferServer(page);
    const console = await openConsole(page, "/api/list-fine-tune-jobs/");
    await console.getByLabel("API key", { exact: true }).fill(KEY);
    await expect(await send(console)).toContainText("200 OK");
    const view = console.getByLabel("Response body");
    await expect(view.locator(".hljs-attr").first()).toBeVisible();
    const fold = view.locator("summary").first();
    const firstField = await fold.textContent();
    const inside = view.locator("details").first().locator("> div").first();
    await expect(inside).toBeVisible();
    await fold.focus();
    await page.keyboard.press("Enter");
    await expect(inside).toBeHidden();
    expect(await fold.evaluate((s) => getComputedStyle(s, "::after").content)).toMatch(/…/);
    await page.keyboard.press("Enter");
    await expect(inside).toBeVisible();
    expect(firstField).toMatch(/^\s+"\w+": [[{]$/);
  });
});

test.describe("responses as tabs by status", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("#response-404 selects and shows that tab on load, and a hash change selects another", async ({ page }) => {
    await page.goto("/api/delete-project/#response-404");
    await waitForHydration(page);
    const tabs = page.getByRole("tablist", { name: "Responses by status" });
    await expect(tabs.getByRole("tab", { name: "404" })).toHaveAttribute("aria-selected", "true");
    await expect(tabs.getByRole("tab", { name: "200" })).toHaveAttribute("aria-selected", "false");
    const panel = page.locator("#response-404");
    await expect(panel).toBeVisible();
    await expect(panel).toBeInViewport();
    await expect(page.locator("#response-200")).toBeHidden();
    // The table of contents links to each status.
    await page.getByRole("button", { name: "On this page" }).click();
    await page.locator("#toc-mobile").getByRole("link", { name: "429", exact: true }).click();
    await expect(page).toHaveURL(/#response-429$/);
    await expect(tabs.getByRole("tab", { name: "429" })).toHaveAttribute("aria-selected", "true");
    await expect(page.locator("#response-429")).toBeInViewport();
    // Arrow keys move between tabs.
    await tabs.getByRole("tab", { name: "429" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "500" })).toHaveAttribute("aria-selected", "true");
    await expect(tabs.getByRole("tab", { name: "500" })).toBeFocused();
  });

  test("without any script, the hashed tab shows and every panel is in the HTML", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto("/api/delete-project/#response-404");
    await expect(page.locator("#response-404")).toBeVisible();
    await expect(page.locator("#response-200")).toBeHidden();
    for (const status of ["200", "400", "401", "403", "404", "429", "500"])
      await expect(page.locator(`#response-${status}`)).toHaveCount(1);
    // The tabs are links: following one shows its panel.
    await page.locator('a[href="#response-401"][role="tab"]').click();
    await expect(page.locator("#response-401")).toBeVisible();
    await expect(page.locator("#response-404")).toBeHidden();
    await page.goto("/api/delete-project/");
    await expect(page.locator("#response-200")).toBeVisible();
    await expect(page.locator("#response-404")).toBeHidden();
    await context.close();
  });
});

test.describe("schema pages", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("keep the API sidebar and breadcrumbs, with the operations that use the schema", async ({ page }) => {
    await page.goto("/api/schemas/datasetcolumninfo/");
    await waitForHydration(page);
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "AutoEval API v2" })).toBeVisible();
    await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(0);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumbs" });
    await expect(crumbs.getByRole("link", { name: "AutoEval API v2" })).toHaveAttribute(
      "href",
      "/api/autoeval-api-v-2/",
    );
    await expect(crumbs).toContainText("DatasetColumnInfo");
    const usedBy = page.getByRole("main").locator("#used-by ~ ul").first();
    // Used through Dataset, not directly: the data layer follows the references.
    await expect(usedBy.getByRole("link", { name: /Get Dataset$/ })).toHaveAttribute("href", "/api/get-dataset/");
  });
});

test.describe("the console refuses what it cannot send or show", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const key of ["sk-ключ-123", "“sk-abc”", "sk-abc…", "sk\u0000abc"]) {
    test(`a key with a character outside Latin-1 (${JSON.stringify(key)}) is refused with a message`, async ({
      page,
    }) => {
      const requests: string[] = [];
      page.on("request", (r) => {
        if (r.url().startsWith(PRISM_URL)) requests.push(r.url());
      });
      await preferServer(page);
      const console = await openConsole(page, "/api/list-projects/");
      const field = console.getByLabel("API key", { exact: true });
      await field.fill(key);
      await console.getByRole("button", { name: "Send" }).click();
      await expect(console.getByRole("alert")).toHaveText("Nothing was sent: fix the marked fields first.");
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toBeFocused();
      await expect(field).toHaveAccessibleDescription(/which an HTTP header cannot carry/);
      // Fixed, it goes.
      await field.fill(KEY);
      await expect(await send(console)).toContainText("200 OK");
      expect(requests).toHaveLength(1);
    });
  }

  test("a 40 MB answer is cut at 1 MB, shown at once without a long task, and offered as a download", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const line = JSON.stringify({ id: "row", text: "x".repeat(80) });
    const huge = Buffer.from(`[${Array.from({ length: 420_000 }, () => line).join(",")}]`);
    expect(huge.length).toBeGreaterThan(40 * 1024 * 1024);
    // Served by a local server, as a reader's browser gets it. A Playwright route hands the body
    // over DevTools, whose own handling of 40 MB held the page's main thread 180-400 ms in one
    // task whatever the page did (the same build from a server: one task of 73 ms at most).
    const server = createServer((request, response) => {
      response.setHeader("access-control-allow-origin", "*");
      response.setHeader("access-control-allow-headers", "authorization, content-type");
      if (request.method === "OPTIONS") return void response.writeHead(204).end();
      response.writeHead(200, { "content-type": "application/json" }).end(huge);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await page.addInitScript(() => {
      const w = window as unknown as { longTasks: { start: number; duration: number }[] };
      w.longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.longTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: "longtask", buffered: true });
    });
    try {
      await preferServer(page, origin);
      const console = await openConsole(page, "/api/list-projects/");
      await console.getByLabel("API key", { exact: true }).fill(KEY);
      const sentAt = await page.evaluate(() => performance.now());
      await expect(await send(console)).toContainText("200 OK · ");
      const shownAt = await page.evaluate(() => performance.now());
      const tasks = await page.evaluate(
        ([from, to]) =>
          (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks.filter(
            (t) => t.start + t.duration >= from! && t.start <= to!,
          ),
        [sentAt, shownAt],
      );
      expect(
        Math.max(0, ...tasks.map((t) => Math.round(t.duration))),
        `long tasks between Send and the answer: ${JSON.stringify(tasks)}`,
      ).toBeLessThanOrEqual(200);
      await expect(console.locator(".api-console-status")).toContainText("1.0 MB");
      await expect(console.getByText(/^The body went on past 1\.0 MB/)).toBeVisible();
      await expect(console.getByRole("button", { name: /^Show all/ })).toBeVisible();

      const download = page.waitForEvent("download");
      await console.getByRole("button", { name: "Download" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe("list-projects-response.json");
      const { readFile } = await import("node:fs/promises");
      const saved = await readFile(await file.path());
      expect(saved.length).toBe(1024 * 1024);
      expect(saved.equals(huge.subarray(0, 1024 * 1024))).toBe(true);
    } finally {
      server.close();
    }
  });
});
