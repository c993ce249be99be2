/**
 * Try it puts the console where the reader is looking: at every width of the two-pane layout,
 * the whole form and Send are in the viewport once the console has opened, nothing covers the
 * key field or Send, the status tabs keep to one row, and code lines in the pane wrap.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openConsole } from "./support/api-console";

const SIZES = [
  { width: 1200, height: 800 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
];

/** The operation with the tallest form: a JSON body, and the whole set of status tabs. */
const PAGE = "/api/evaluate/";

/** Whether the element is inside the viewport and is what a press at its centre reaches. */
async function reachable(page: Page, locator: Locator): Promise<{ inView: boolean; onTop: boolean }> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return { inView: false, onTop: false };
  const inView =
    box.y >= 0 && box.y + box.height <= viewport.height && box.x >= 0 && box.x + box.width <= viewport.width;
  const onTop = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  });
  return { inView, onTop };
}

for (const size of SIZES) {
  test(`at ${size.width}×${size.height}, Try it shows the whole form and Send`, async ({ page }) => {
    await page.setViewportSize(size);
    const console = await openConsole(page, PAGE);
    const send = console.getByRole("button", { name: "Send" });
    const key = console.getByLabel("API key", { exact: true });
    await expect(send).toBeVisible();
    expect(await reachable(page, send), "Send").toEqual({ inView: true, onTop: true });
    expect(await reachable(page, key), "the API key field").toEqual({ inView: true, onTop: true });
    expect(await reachable(page, console.getByLabel("Server")), "the server field").toEqual({
      inView: true,
      onTop: true,
    });
  });
}

test("in the request pane the status tabs keep to one row and code lines wrap", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE);
  const pane = page.locator("[data-request-pane]");
  const statusTabs = pane.getByRole("tablist").filter({ has: page.getByRole("tab", { name: "429" }) });
  const tops = await statusTabs
    .getByRole("tab")
    .evaluateAll((tabs) => [...new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)))]);
  expect(tops, "one row of status tabs").toHaveLength(1);
  const cut = await pane
    .locator("pre")
    .evaluateAll(
      (pres) => pres.filter((pre) => pre.getClientRects().length > 0 && pre.scrollWidth > pre.clientWidth + 1).length,
    );
  expect(cut, "code blocks in the pane whose lines run out of sight").toBe(0);
});
