/**
 * The reader's earlier choices show in the first frame, before any bundle runs, the way the
 * colour mode does: the inline head script applies them while the HTML is parsed. Here the
 * JavaScript bundles are blocked, so only the head script can have done it. Then, with the
 * bundles, hydration keeps what the first frame showed, and input made while deferred parts
 * are still hydrating is not lost.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { disclosure } from "./support/navbar";
import { skipWithoutTuning } from "./support/tuning";

const TAB_KEY = "docusaurus.tab.code-samples";
const VERSION_KEY = "docs-preferred-version-default";

async function store(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
  }, entries);
}

/**
 * The bundles are answered empty, so none of them runs. Not failed: a script of the site that
 * fails to load makes the page reload once and then show the failed-load banner
 * (src/browser/load-failure-script.ts), which e2e/load-failure.spec.ts tests.
 */
async function blockBundles(page: Page): Promise<void> {
  await page.route(/\.js(\?.*)?$/, (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "" }));
}

/** For every code-sample group in <main>: the selected tab and the label of the one visible panel. */
async function sampleGroups(page: Page): Promise<{ selected: string[]; visible: string[] }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main [data-tab-group="code-samples"]')].map((group) => {
      const own = (role: string) =>
        [...group.querySelectorAll(`[role="${role}"]`)].filter(
          (el) => el.parentElement?.closest("[data-tab-group]") === group,
        );
      return {
        selected: own("tab")
          .filter((tab) => tab.getAttribute("aria-selected") === "true")
          .map((tab) => tab.getAttribute("data-tab-value") ?? ""),
        visible: own("tabpanel")
          .filter((panel) => !(panel as HTMLElement).hidden && (panel as HTMLElement).offsetParent !== null)
          .map((panel) => panel.getAttribute("data-tab-value") ?? ""),
      };
    }),
  );
}

test.describe("before any bundle runs", () => {
  test("a stored code-sample language is the one the page shows", async ({ page }) => {
    await store(page, { [TAB_KEY]: "python" });
    await blockBundles(page);
    await page.goto("/quickstart/");
    const groups = await sampleGroups(page);
    expect(groups.length).toBeGreaterThan(1);
    expect(groups).toEqual(groups.map(() => ({ selected: ["python"], visible: ["python"] })));
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
  });

  test("a language named in the URL wins over the stored one", async ({ page }) => {
    await store(page, { [TAB_KEY]: "python" });
    await blockBundles(page);
    await page.goto("/api/evaluate/?code-samples=javascript");
    const groups = await sampleGroups(page);
    expect(groups).toEqual([{ selected: ["javascript"], visible: ["javascript"] }]);
  });

  test("a stored value that is not one of the group's tabs is ignored", async ({ page }) => {
    await store(page, { [TAB_KEY]: "cobol" });
    await blockBundles(page);
    await page.goto("/api/evaluate/");
    expect(await sampleGroups(page)).toEqual([{ selected: ["curl"], visible: ["curl"] }]);
  });

  test("off the docs pages, the navbar follows the preferred docs version", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await store(page, { [VERSION_KEY]: "1.x" });
    await blockBundles(page);
    await page.goto("/release-notes/");
    const nav = page.getByRole("navigation", { name: "Main" });
    // Before hydration the version menu is the server's <details>: its <summary> shows the label.
    await expect(nav.locator("summary").filter({ has: page.locator("[data-by-version]") })).toHaveText("1.x");
    await expect(nav.getByRole("link", { name: "Docs", exact: true })).toHaveAttribute("href", /^\/1\.x\//);
  });
});

test.describe("with the bundles", () => {
  test("hydration keeps the stored language, and the tabs answer", async ({ page }) => {
    await store(page, { [TAB_KEY]: "python" });
    await page.goto("/quickstart/");
    await waitForHydration(page);
    const groups = await sampleGroups(page);
    expect(groups).toEqual(groups.map(() => ({ selected: ["python"], visible: ["python"] })));
    await page.getByRole("main").getByRole("tab", { name: "JavaScript" }).first().click();
    await expect
      .poll(async () => (await sampleGroups(page)).map((g) => g.visible.join()))
      .toEqual(groups.map(() => "javascript"));
  });

  test("hydration keeps the preferred version in the navbar", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await store(page, { [VERSION_KEY]: "1.x" });
    await page.goto("/release-notes/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(disclosure(nav, "Versions")).toHaveText("1.x");
    await expect(nav.getByRole("link", { name: "Docs", exact: true })).toHaveAttribute("href", /^\/1\.x\//);
  });

  test("what the head script's observer missed while parsing is set before hydration", async ({ page }) => {
    // MutationObserver is hidden while the page is parsed, so the observer sees nothing, as if it
    // had missed every element; Playwright's own script needs it back afterwards. React's first
    // render reads the stored choices: a label left as the server wrote it would be a hydration
    // error (which the fixture reports), and a tab or link attribute would stay stale.
    await page.setViewportSize({ width: 1280, height: 900 });
    await store(page, { [TAB_KEY]: "python", [VERSION_KEY]: "1.x" });
    await page.addInitScript(() => {
      const observer = window.MutationObserver;
      Reflect.deleteProperty(window, "MutationObserver");
      document.addEventListener("DOMContentLoaded", () => Object.assign(window, { MutationObserver: observer }));
    });
    await page.goto("/quickstart/");
    await waitForHydration(page);
    const groups = await sampleGroups(page);
    expect(groups.length).toBeGreaterThan(1);
    expect(groups).toEqual(groups.map(() => ({ selected: ["python"], visible: ["python"] })));
    await page.goto("/release-notes/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(disclosure(nav, "Versions")).toHaveText("1.x");
    await expect(nav.getByRole("link", { name: "Docs", exact: true })).toHaveAttribute("href", /^\/1\.x\//);
  });

  test("a click on a tab right at load, while the page body still hydrates, takes effect", async ({ page }) => {
    // The click comes with the load event, when React has only begun to hydrate and the
    // deferred page body is still the server's HTML.
    await page.addInitScript(() => {
      window.addEventListener("load", () => {
        const tab = [...document.querySelectorAll<HTMLElement>('main [role="tab"]')].find(
          (el) => el.textContent === "JavaScript",
        );
        (window as unknown as { __clickedBeforeHydrated: boolean }).__clickedBeforeHydrated =
          !document.documentElement.hasAttribute("data-hydrated");
        tab?.click();
      });
    });
    await page.goto("/quickstart/");
    await waitForHydration(page);
    expect(
      await page.evaluate(() => (window as unknown as { __clickedBeforeHydrated: boolean }).__clickedBeforeHydrated),
    ).toBe(true);
    const groups = await sampleGroups(page);
    expect(groups.map((g) => g.visible.join())).toEqual(groups.map(() => "javascript"));
  });
});

test.describe("the script loader", () => {
  test.beforeEach(() => skipWithoutTuning("scripts-after-first-paint"));

  /** Notes when the first of the site's own scripts is added to the page. */
  async function watchScripts(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const w = window as unknown as { __firstScriptAdded: number | null };
      w.__firstScriptAdded = null;
      new MutationObserver((records) => {
        // The site's own scripts: gtag.js (defer-analytics) has a clock of its own.
        const added = records.some((r) =>
          [...r.addedNodes].some(
            (n) => n instanceof HTMLScriptElement && n.src && new URL(n.src).origin === location.origin,
          ),
        );
        if (added) w.__firstScriptAdded ??= performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
  }

  /** When the page's HTML arrived and was parsed, its first paint, and when hydration's requests started. */
  async function timings(page: Page, assets: RegExp) {
    return page.evaluate(async (source) => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const pattern = new RegExp(source);
      return {
        htmlArrived: navigation.responseEnd,
        parsed: navigation.domContentLoadedEventStart,
        firstScriptAdded: (window as unknown as { __firstScriptAdded: number | null }).__firstScriptAdded,
        // The first entry: the page's frame was on screen (a later, larger paint may follow).
        firstPaint: await new Promise<number | null>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries()[0]?.startTime ?? null)).observe({
            type: "largest-contentful-paint",
            buffered: true,
          });
        }),
        fetched: performance
          .getEntriesByType("resource")
          .filter((entry) => pattern.test(entry.name))
          .map((entry) => ({
            name: new URL(entry.name).pathname.split("-")[0]!,
            start: entry.startTime,
            initiator: (entry as PerformanceResourceTiming).initiatorType,
          })),
      };
    }, assets.source);
  }

  test("fetches the app's scripts, the page's data and its template together, and runs them once the page is parsed and painted", async ({
    page,
  }) => {
    // Fetched in one batch, not one round trip after another; run once the page is painted, they
    // never hold its first frame back, and never before the parse ends, when they would hydrate
    // half a page (gatsby/tuning/scripts-after-first-paint.ts).
    await watchScripts(page);
    await page.goto("/api/schemas/dataset/");
    await waitForHydration(page);
    const timing = await timings(
      page,
      /\/(webpack-runtime|framework|app|component---src-templates-schema-tsx)-[^/]+\.js$|\/page-data\/(api\/schemas\/dataset\/page-data|app-data)\.json$/,
    );
    expect(timing.fetched.map((f) => f.name).sort()).toEqual([
      "/app",
      "/component",
      "/framework",
      "/page",
      "/page",
      "/webpack",
    ]);
    for (const f of timing.fetched) expect(f.start, f.name).toBeGreaterThanOrEqual(timing.htmlArrived);
    // The scripts in one batch; the data asked for by the loader's preload, not by Gatsby's
    // runtime once the app's code has run (an XMLHttpRequest).
    const starts = timing.fetched.filter((f) => f.name !== "/page").map((f) => f.start);
    expect(Math.max(...starts) - Math.min(...starts)).toBeLessThan(100);
    expect(timing.fetched.filter((f) => f.name === "/page").map((f) => f.initiator)).toEqual(["link", "link"]);
    expect(timing.firstPaint).not.toBeNull();
    expect(timing.firstScriptAdded).not.toBeNull();
    expect(timing.firstScriptAdded!).toBeGreaterThanOrEqual(timing.firstPaint!);
    expect(timing.firstScriptAdded!).toBeGreaterThanOrEqual(timing.parsed);
  });

  test("on a slow phone, fetches what hydration needs while the rest of a long page is still parsed", async ({
    page,
  }) => {
    // A long page on a CPU six times slower paints well before its parse ends: the network then
    // works beside the parse instead of after it (the phone goals, docs/decisions.md, "Page
    // budgets"). The loader used to
    // fetch only once the parser had reached it, after the footer.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await watchScripts(page);
    await page.addInitScript(() => {
      const w = window as unknown as { __footerParsed: number | null };
      w.__footerParsed = null;
      const observer = new MutationObserver(() => {
        if (document.querySelector("footer")) {
          w.__footerParsed = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto("/quickstart/");
    await waitForHydration(page);
    const timing = await timings(page, /\/(webpack-runtime|framework|app)-[^/]+\.js$/);
    const footerParsed = await page.evaluate(() => (window as unknown as { __footerParsed: number }).__footerParsed);
    expect(timing.fetched).toHaveLength(3);
    expect(timing.firstPaint).not.toBeNull();
    // The premise, which the throttling makes likely but a busy machine can undo (the compositor
    // then presents the first frame late): the page painted before its footer was parsed. Only
    // such a page gets the early fetch; on one painted after, the fetch rightly waits.
    test.skip(
      timing.firstPaint! >= footerParsed,
      `premise not met on this machine: first paint at ${Math.round(timing.firstPaint!)} ms, footer parsed at ${Math.round(footerParsed)} ms`,
    );
    expect(Math.min(...timing.fetched.map((f) => f.start))).toBeLessThan(footerParsed);
    expect(timing.firstScriptAdded!).toBeGreaterThanOrEqual(timing.parsed);
  });
});
