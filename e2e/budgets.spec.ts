/**
 * JavaScript budgets: a fresh load (empty cache) of a guide and of an operation page
 * transfers at most its budget of gzip-compressed JavaScript, and nothing of search.
 *
 * The issue started both at 90 KB. With React 18 the pages measured 102.5 KB and 94.1 KB, and
 * the budgets stood at 104 and 96 KB. The production build now runs on Preact's React
 * compatibility layer (gatsby/preact-aliases.ts): the framework chunk went from 44.9 KB to
 * 10.2 KB. Measured 2026-11-22: quickstart 67.9 KB, an operation page 59.5 KB, so the
 * budgets are those plus about 2 KB. Lower them as the site gets leaner; never raise them
 * without saying why here.
 */
import type { Request } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { MODAL_MARKER } from "./support/search";

const BUDGETS_KB: Record<string, number> = { "/quickstart/": 70, "/api/evaluate/": 62 };

for (const [path, budgetKb] of Object.entries(BUDGETS_KB)) {
  const BUDGET_BYTES = budgetKb * 1024;
  test(`a fresh load of ${path} transfers at most ${budgetKb} KB of JavaScript and nothing of search`, async ({
    page,
  }) => {
    const finished: Promise<{ url: string; bytes: number; body: string }>[] = [];
    const all: string[] = [];
    page.on("request", (request) => all.push(request.url()));
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
    await page.waitForTimeout(1000);
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
    expect(total, `JavaScript transferred for ${path}`).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}
