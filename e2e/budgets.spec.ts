/**
 * JavaScript budgets: a fresh load (empty cache) of a guide and of an operation page
 * transfers at most its budget of gzip-compressed JavaScript, and nothing of search or of the
 * API console (its code, styles and data load when a reader opens it: e2e/api-console.spec.ts).
 *
 * Readers run React 18 and react-dom. The goal is 90 KB on every template (npm run bench
 * prints each page against it); this test fails above 100 KB. A bare Gatsby 5 page with
 * React 18 measures 65.1 KB (framework 44.4, app 18.8, runtime 1.7): the site's chrome and
 * the page's own content share what is left. Never raise a budget without saying why here.
 */
import type { Request } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { requestsSettled, trackRequests } from "./support/barriers";
import { CONSOLE_MARKER } from "./support/api-console";
import { MODAL_MARKER } from "./support/search";
import { expectWithinBudget } from "./support/tuning";

const BUDGETS_KB: Record<string, number> = { "/quickstart/": 100, "/api/evaluate/": 100 };

for (const [path, budgetKb] of Object.entries(BUDGETS_KB)) {
  const BUDGET_BYTES = budgetKb * 1024;
  test(`a fresh load of ${path} transfers at most ${budgetKb} KB of JavaScript and nothing of search or the API console`, async ({
    page,
  }) => {
    const finished: Promise<{ url: string; bytes: number; body: string }>[] = [];
    const all: string[] = [];
    page.on("request", (request) => all.push(request.url()));
    const requests = trackRequests(page);
    page.on("requestfinished", (request: Request) => {
      if (request.resourceType() !== "script" && !/\.js(\?|$)/.test(request.url())) return;
      if (new URL(request.url()).hostname !== "127.0.0.1") return;
      finished.push(
        (async () => {
          const sizes = await request.sizes();
          const response = await request.response();
          const body = (await response?.text().catch(() => "")) ?? "";
          return { url: new URL(request.url()).pathname, bytes: sizes.responseBodySize, body };
        })(),
      );
    });
    await page.goto(path, { waitUntil: "load" });
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    // Late loads count too: scripts added after the load event, in later frames or in idle
    // time. Once the page has gone idle, every request it started has been reported and has
    // finished, so `finished` holds them all.
    await requestsSettled(page, requests);
    const scripts = await Promise.all(finished);
    const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
    console.log(
      `${path}: ${(total / 1024).toFixed(1)} KB of JavaScript (encoded) in ${scripts.length} files:\n` +
        scripts.map((s) => `  ${(s.bytes / 1024).toFixed(1).padStart(6)} KB ${s.url}`).join("\n"),
    );
    // The server compresses: encoded sizes are smaller than the files.
    expect(scripts.every((s) => s.bytes > 0 && s.bytes < Buffer.byteLength(s.body))).toBe(true);
    expect(all.filter((u) => u.includes("/search-index.json"))).toEqual([]);
    expect(all.filter((u) => /docsearch/i.test(u))).toEqual([]);
    expect(scripts.filter((s) => s.body.includes(MODAL_MARKER)).map((s) => s.url)).toEqual([]);
    expect(scripts.filter((s) => s.body.includes(CONSOLE_MARKER)).map((s) => s.url)).toEqual([]);
    expect(all.filter((u) => u.includes("/api-console/"))).toEqual([]);
    expectWithinBudget(total, BUDGET_BYTES, `JavaScript transferred for ${path} (bytes)`);
  });
}
