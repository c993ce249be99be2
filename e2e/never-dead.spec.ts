/**
 * No page goes dead and no URL gives a blank page. Whatever happens while a page hydrates (a
 * mismatch between the server's HTML and the client's render, which makes React render the
 * whole page again), the page ends live: the search button, a sidebar category and the colour
 * toggle answer. And a path whose escapes decode to characters the router cannot take as a path
 * (an encoded "?", "#", "=", "%", "\" or a control character) still reaches a page that works:
 * the page it was meant for, or the not-found page.
 */
import { expect, NOT_FOUND_REPORT, test, waitForHydration } from "./fixtures";
import type { Page } from "@playwright/test";

/** React's reports of a hydration mismatch it recovered from by rendering the page again. */
const RECOVERED_MISMATCH = [/Minified React error #4(18|23|25)/];
/** What the hydration queue says when it had to report the page live at its deadline. */
const DEADLINE_WARNING = /deferred part\(s\) had not hydrated/;

/** Collects console warnings, to tell the queue's own account from its deadline. */
function warnings(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") seen.push(message.text());
  });
  return seen;
}

/** The page's heading shows, React marks it hydrated, and its controls answer. */
async function expectLive(page: Page, heading: string | RegExp) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await waitForHydration(page);
  const before = await page.evaluate(() => document.documentElement.getAttribute("data-theme"));
  await page.getByRole("button", { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator("html")).not.toHaveAttribute("data-theme", before ?? "light");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.locator(".DocSearch-Modal")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.locator(".DocSearch-Modal")).toHaveCount(0);
}

async function expectSidebarAnswers(page: Page) {
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
  await sidebar.getByRole("button", { name: "Expand sidebar category 'API'" }).click();
  await expect(sidebar.getByRole("button", { name: "Collapse sidebar category 'API'" })).toBeVisible();
}

test.describe("a hydration mismatch leaves the page live", () => {
  test.beforeEach(async ({ page, allowedErrors }) => {
    allowedErrors.push(...RECOVERED_MISMATCH);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test("page data from another deploy (another title)", async ({ page }) => {
    const seen = warnings(page);
    await page.route("**/page-data/quickstart/page-data.json", async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      expect(body).toContain('"Quickstart"');
      await route.fulfill({ response, body: body.replaceAll('"Quickstart"', '"Quickstart, as deployed before"') });
    });
    await page.goto("/quickstart/");
    await expectLive(page, /^Quickstart/);
    await expectSidebarAnswers(page);
    expect(seen.filter((text) => DEADLINE_WARNING.test(text))).toEqual([]);
  });

  // Outside the deferred parts, so React renders the whole page again (inside one, only that
  // part is rendered again, which never stranded the page).
  for (const [part, selector] of [["a footer link", "footer a"]] as const) {
    test(`a translator rewrote ${part} before hydration`, async ({ page }) => {
      const seen = warnings(page);
      await page.addInitScript((target) => {
        document.addEventListener("DOMContentLoaded", () => {
          const element = document.querySelector(target);
          const text = [...(element?.childNodes ?? [])].find((node) => node.nodeType === Node.TEXT_NODE);
          if (!text) throw new Error(`no text in ${target}`);
          const font = document.createElement("font");
          font.textContent = text.textContent;
          text.replaceWith(font);
        });
      }, selector);
      await page.goto("/quickstart/");
      await expectLive(page, "Quickstart");
      await expectSidebarAnswers(page);
      expect(seen.filter((text) => DEADLINE_WARNING.test(text))).toEqual([]);
    });
  }
});

test.describe("every URL shows a page that works", () => {
  const MEANT: readonly (readonly [string, RegExp, string])[] = [
    // A link encoded twice, as mail trackers and chat apps do: the "?" or "#" was meant as one.
    ["/search%3Fq%3Dmetrics", /\/search\/\?q=metrics$/, "Search results for \u201cmetrics\u201d"],
    ["/quickstart/%3Futm_source%3Dnewsletter", /\/quickstart\/\?utm_source=newsletter$/, "Quickstart"],
    ["/guides/rag-evaluation%23install", /\/guides\/rag-evaluation\/#install$/, "Evaluating a RAG pipeline"],
    ["/quickstart/%", /\/quickstart\/$/, "Quickstart"],
  ];
  for (const [path, url, heading] of MEANT) {
    test(`${path} reaches the page it was meant for`, async ({ page, allowedErrors }) => {
      allowedErrors.push(NOT_FOUND_REPORT);
      await page.goto(path);
      await expect(page).toHaveURL(url);
      await expectLive(page, heading);
    });
  }

  const ELSEWHERE = ["/%3D/", "/x%2Cy%40z%2B/", "/%23/", "/%3F/", "/%25/", "/100%25-accurate/", "/%5C/", "/%00/"];
  for (const path of [...ELSEWHERE, "/quickstart/%00/"]) {
    test(`${path} shows a page that works`, async ({ page, allowedErrors }) => {
      allowedErrors.push(NOT_FOUND_REPORT);
      await page.goto(path);
      // Dropping the escape may leave the address of a page (/%23/ is the home page with a hash).
      await expectLive(page, /^(Page Not Found|Quickstart|Overview)$/);
      await expect(page.getByText(/did not finish loading/)).toHaveCount(0);
    });
  }
});
