/**
 * The announcement bar: shows its text, remembers a dismissal for its id only, and never
 * shifts the layout when it is not shown.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { expectNoLayoutShift } from "./support/layout-shift";
import { mobileMenuTrigger } from "./support/navbar";

const TEXT = "The API reference now covers the official lastmile SDKs for TypeScript and Python.";
const BAR_ID = "official-sdks-2026-12";
const bar = (page: Page) => page.getByRole("region", { name: "Announcement" });

async function dismissBar(page: Page): Promise<void> {
  await page.addInitScript((id) => {
    localStorage.setItem("docusaurus.announcement.dismiss", "true");
    localStorage.setItem("docusaurus.announcement.id", id);
  }, BAR_ID);
}

/** About 0.8 Mbit/s with 40 ms latency, through the DevTools protocol. */
async function slowConnection(page: Page, context: BrowserContext): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 40,
    downloadThroughput: 100 * 1024,
    uploadThroughput: 100 * 1024,
  });
}

test.describe("announcement bar", () => {
  test("shows the configured text and link", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText(TEXT);
    await expect(bar(page).getByRole("link", { name: "See the SDKs" })).toHaveAttribute("href", "/sdk/#official-sdks");
  });

  test("closing it stores the dismissal for its id, and it stays closed after a reload", async ({ page }) => {
    await page.goto("/quickstart/");
    await waitForHydration(page);
    await bar(page).getByRole("button", { name: "Close" }).click();
    await expect(bar(page)).toHaveCount(0);
    expect(
      await page.evaluate(() => [
        localStorage.getItem("docusaurus.announcement.dismiss"),
        localStorage.getItem("docusaurus.announcement.id"),
      ]),
    ).toEqual(["true", BAR_ID]);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText(TEXT)).toBeHidden();
    await page.goto("/autoeval/metrics/");
    await waitForHydration(page);
    await expect(page.getByText(TEXT)).toBeHidden();
  });

  test("a dismissal of another announcement id does not hide this one", async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem("docusaurus.announcement.dismiss", "true");
      localStorage.setItem("docusaurus.announcement.id", "an-older-announcement");
    });
    await page.goto("/");
    await waitForHydration(page);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText(TEXT);
  });

  test("with the bar dismissed, loading a page shifts nothing (CLS 0)", async ({ page }) => {
    await dismissBar(page);
    await page.goto("/quickstart/");
    await waitForHydration(page);
    await expectNoLayoutShift(page);
    await expect(page.getByText(TEXT)).toBeHidden();
  });

  // On a fast local server the HTML usually arrives before the first paint, so a shift
  // caused by progressive rendering shows only in some runs. A slower connection (as many
  // readers have) makes the first paint happen mid-document, every time.
  test("with the bar dismissed, loading a page over a slow connection shifts nothing (CLS 0)", async ({
    page,
    context,
  }) => {
    await slowConnection(page, context);
    await dismissBar(page);
    await page.goto("/quickstart/");
    await waitForHydration(page);
    await expectNoLayoutShift(page);
  });

  test("with the bar shown, loading a page over a slow connection shifts nothing (CLS 0)", async ({
    page,
    context,
  }) => {
    await slowConnection(page, context);
    await page.goto("/quickstart/");
    await waitForHydration(page);
    await expectNoLayoutShift(page);
    await expect(bar(page)).toBeVisible();
  });
});

for (const width of [320, 360, 390]) {
  test.describe(`announcement bar on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });

    test("wraps its text without clipping it, its link whole and on screen", async ({ page }) => {
      await page.goto("/quickstart/");
      await waitForHydration(page);
      const region = bar(page);
      await expect(region).toContainText(TEXT);
      const fit = await region.evaluate((element) => {
        const text = element.querySelector("p")!;
        const link = element.querySelector("a")!;
        const box = element.getBoundingClientRect();
        const linkBox = link.getBoundingClientRect();
        return {
          textOverflows: text.scrollHeight > text.clientHeight + 1 || text.scrollWidth > text.clientWidth + 1,
          barOverflows: element.scrollHeight > element.clientHeight + 1,
          linkLines: link.getClientRects().length,
          linkInside:
            linkBox.left >= box.left &&
            linkBox.right <= box.right &&
            linkBox.top >= box.top &&
            linkBox.bottom <= box.bottom,
          linkOnScreen: linkBox.left >= 0 && linkBox.right <= window.innerWidth,
          linkText: link.textContent,
        };
      });
      expect(fit).toEqual({
        textOverflows: false,
        barOverflows: false,
        linkLines: 1,
        linkInside: true,
        linkOnScreen: true,
        linkText: "See the SDKs",
      });
    });

    test("loading a page with the bar shown shifts nothing (CLS 0)", async ({ page, context }) => {
      await slowConnection(page, context);
      await page.goto("/quickstart/");
      await waitForHydration(page);
      await expect(bar(page)).toBeVisible();
      await expectNoLayoutShift(page);
    });

    test("never covers the mobile drawer's header and close button", async ({ page }) => {
      await page.goto("/quickstart/");
      await waitForHydration(page);
      await expect(bar(page)).toBeVisible();
      await mobileMenuTrigger(page).click();
      const drawer = page.getByRole("dialog");
      const close = drawer.getByRole("button", { name: "Close navigation bar" });
      await expect(close).toBeVisible();
      // What a tap at the centre of the close button and of the drawer's title would hit.
      const topmost = await close.evaluate((button) => {
        const hit = (element: Element) => {
          const box = element.getBoundingClientRect();
          const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return found === element || element.contains(found);
        };
        const title = button.parentElement!.firstElementChild!;
        return { close: hit(button), title: hit(title) };
      });
      expect(topmost).toEqual({ close: true, title: true });
      await close.click();
      await expect(drawer).toHaveCount(0);
    });
  });
}
