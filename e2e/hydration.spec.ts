/**
 * Hydration adopts the server's HTML: on a first load nothing in <main> is removed and
 * re-created, even where hydration is deferred (DeferHydration), and the page still answers.
 */
import { expect, test, waitForHydration } from "./fixtures";
import { afterIdle } from "./support/barriers";

for (const path of ["/quickstart/", "/api/evaluate/", "/api/schemas/dataset/"]) {
  test(`${path}: hydration removes no element of the server's page`, async ({ page }) => {
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { __removed: string[] }).__removed = removed;
      document.addEventListener("DOMContentLoaded", () => {
        const main = document.querySelector("main");
        if (!main) return;
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes)
              if (node instanceof Element) removed.push(`${node.tagName.toLowerCase()}.${node.className}`);
        }).observe(main, { childList: true, subtree: true });
      });
    });
    await page.goto(path);
    await waitForHydration(page);
    // What follows hydration (effects, the renders they cause, work that waits for a response
    // or for idle time) has run once the network has gone quiet and then the page is idle.
    await page.waitForLoadState("networkidle");
    await afterIdle(page);
    expect(await page.evaluate(() => (window as unknown as { __removed: string[] }).__removed)).toEqual([]);
  });
}

test("the deferred sidebar answers as soon as the page says it is hydrated", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/quickstart/");
  await waitForHydration(page);
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
  await sidebar.getByRole("button", { name: "Expand sidebar category 'API'" }).click();
  await expect(sidebar.getByRole("button", { name: "Collapse sidebar category 'API'" })).toBeVisible();
});
