/**
 * The reader's first seconds: a click, tap or key on any control at the `load` event takes
 * effect exactly once (DESIGN.md, "The reader's first seconds"). Each test holds the page's data
 * until the input is made, so the page cannot have hydrated yet, however fast the machine: the
 * input lands where a phone's reader lands it, between first paint and hydration. Then the data
 * is released, and the effect must come, once: natively, by the inline head script, or replayed
 * once the page has hydrated. Each control is tried several times, on a fresh load each time.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { afterFrames, afterIdle } from "./support/barriers";
import { expectExpanded, mobileMenuTrigger } from "./support/navbar";
import { skipWithoutTuning } from "./support/tuning";

const TRIES = 3;

/** Holds the page data of `path` until released: Gatsby hydrates a page only once it has its data. */
async function holdPageData(page: Page, path: string) {
  const file = path === "/" ? "index" : path.replace(/^\/|\/$/g, "");
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const pattern = `**/page-data/${file}/page-data.json`;
  await page.route(pattern, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return {
    release: async () => {
      release();
      await waitForHydration(page);
      // The replay runs as the page says it is hydrated; what it causes has happened two frames on.
      await afterFrames(page);
      await page.unroute(pattern);
    },
  };
}

/**
 * One try: load `path`, make the input at `load` (before hydration), release, then check.
 * `setUp` runs before the load (init scripts), `check` once the page has hydrated.
 */
async function atLoad(
  page: Page,
  path: string,
  act: (page: Page) => Promise<void>,
  check: (page: Page) => Promise<void>,
): Promise<void> {
  for (let attempt = 1; attempt <= TRIES; attempt++) {
    await test.step(`try ${attempt}`, async () => {
      const held = await holdPageData(page, path);
      await page.goto(path, { waitUntil: "load" });
      await act(page);
      await held.release();
      await check(page);
      await page.evaluate(() => localStorage.clear());
    });
  }
}

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
/** A navbar menu's trigger on screen (the mobile menu's copy of a dropdown is hidden at this width). */
const trigger = (page: Page, label: string) =>
  nav(page).locator("summary").filter({ hasText: label, visible: true }).first();

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the colour toggle flips the mode once", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __flips: number };
      w.__flips = 0;
      new MutationObserver((records) => {
        for (const record of records)
          if (record.oldValue !== (record.target as Element).getAttribute("data-theme")) w.__flips++;
      }).observe(document, {
        attributes: true,
        subtree: true,
        attributeFilter: ["data-theme"],
        attributeOldValue: true,
      });
    });
    await atLoad(
      page,
      "/quickstart/",
      (p) =>
        nav(p)
          .getByRole("button", { name: /Switch between dark and light mode/ })
          .click(),
      async (p) => {
        await expect(p.locator("html")).toHaveAttribute("data-theme", "dark");
        // The server wrote light and nothing was saved: one flip, to dark.
        expect(await p.evaluate(() => (window as unknown as { __flips: number }).__flips)).toBe(1);
        expect(await p.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
      },
    );
  });

  for (const [label, link] of [
    ["Guides", "Evaluating a RAG pipeline"],
    ["2.x", "1.x"],
    ["English", "English"],
  ] as const) {
    test(`the "${label}" menu opens once and stays open`, async ({ page }) => {
      // The mobile menu keeps a hidden copy of each list at this width.
      const menuLink = (p: Page) => nav(p).locator("ul a").filter({ hasText: link, visible: true });
      await atLoad(
        page,
        "/quickstart/",
        (p) => trigger(p, label).click(),
        async (p) => {
          await expect(menuLink(p)).toBeVisible();
          await expectExpanded(trigger(p, label), true);
        },
      );
    });
  }

  test("the search button opens the modal once", async ({ page }) => {
    await atLoad(
      page,
      "/quickstart/",
      (p) => nav(p).getByRole("button", { name: "Search" }).click(),
      async (p) => {
        await expect(p.locator(".DocSearch-Input")).toBeVisible();
        await expect(p.locator(".DocSearch-Modal")).toHaveCount(1);
      },
    );
  });

  test("search asked for before hydration has its code fetched while the page hydrates, not after", async ({
    page,
  }) => {
    const held = await holdPageData(page, "/quickstart/");
    await page.goto("/quickstart/", { waitUntil: "load" });
    const modalCode = page.waitForRequest(/\/search-modal-[^/]+\.js$/);
    await page.keyboard.press("Control+k");
    await modalCode;
    // The page's data is still held, so the page has not hydrated: the fetch started before.
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
    await held.release();
    await expect(page.locator(".DocSearch-Input")).toBeVisible();
  });

  test("search asked for before hydration has the modal's styles fetched beside its code, not after it", async ({
    page,
  }) => {
    // The script loader asks for the modal's scripts and stylesheets together once the app's own
    // scripts have arrived (gatsby/tuning/scripts-after-first-paint.ts); the app's code alone asks
    // for the stylesheets only once the modal's code has arrived and run. So the modal's code is
    // held here until a stylesheet of the modal has been asked for.
    skipWithoutTuning("scripts-after-first-paint");
    const held = await holdPageData(page, "/quickstart/");
    const stylesRequested = page.waitForRequest(/\/static\/[^/]+\.css$/);
    await page.route(/\/search-modal-[^/]+\.js$/, async (route) => {
      await stylesRequested;
      await route.continue().catch(() => undefined);
    });
    await page.goto("/quickstart/", { waitUntil: "load" });
    await nav(page).getByRole("button", { name: "Search" }).click();
    await stylesRequested;
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
    await held.release();
    await expect(page.locator(".DocSearch-Input")).toBeVisible();
    await expect(page.locator(".DocSearch-Modal")).toHaveCount(1);
  });

  test("Escape cancels a search-button press made before hydration, and Space then scrolls the page", async ({
    page,
  }) => {
    const search = nav(page).getByRole("button", { name: "Search" });
    await atLoad(
      page,
      "/quickstart/",
      async (p) => {
        await nav(p).getByRole("button", { name: "Search" }).click();
        await p.keyboard.type("abc");
        await p.keyboard.press("Escape");
      },
      async (p) => {
        // The held inputs have been replayed (none is left); then the modal's code and styles are
        // made to arrive (hovering loads them) and the page to settle: a replayed press would
        // have opened the modal by then.
        expect(
          await p.evaluate(() => (window as unknown as { __earlyInput: { inputs: unknown[] } }).__earlyInput.inputs),
        ).toEqual([]);
        // Forced: a modal opened by a replayed press would cover the button.
        await search.hover({ force: true });
        await p.waitForFunction(() => {
          const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
          return (
            rules.some((rule) => rule.includes(".DocSearch-Modal")) &&
            rules.some((rule) => rule.includes("--docsearch-primary-color"))
          );
        });
        await afterIdle(p);
        await expect(p.locator(".DocSearch-Modal")).toHaveCount(0);
        await expect(search).not.toBeFocused();
        await p.keyboard.press(" ");
        await expect.poll(() => p.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        await expect(p.locator(".DocSearch-Modal")).toHaveCount(0);
        await p.evaluate(() => window.scrollTo(0, 0));
      },
    );
  });

  for (const [keys, query] of [
    ["Control+k", "metrics"],
    ["/", "datasets"],
  ] as const) {
    test(`${keys} opens search once and keeps the keys typed before the modal is there`, async ({ page }) => {
      await atLoad(
        page,
        "/quickstart/",
        async (p) => {
          await p.keyboard.press(keys);
          await p.keyboard.type(query);
        },
        async (p) => {
          await expect(p.locator(".DocSearch-Input")).toHaveValue(query);
          await expect(p.locator(".DocSearch-Modal")).toHaveCount(1);
          // The keys went to the query, not to the page (nothing found with the browser's find).
          expect(await p.evaluate(() => window.scrollY)).toBe(0);
        },
      );
    });
  }

  test("a code sample's tab is chosen once", async ({ page }) => {
    const tab = (p: Page) => p.getByRole("main").getByRole("tab", { name: "Python" }).first();
    await atLoad(
      page,
      "/quickstart/",
      (p) => tab(p).click(),
      (p) => expect(tab(p)).toHaveAttribute("aria-selected", "true"),
    );
  });

  test("a copy button copies once", async ({ page }) => {
    await page.addInitScript(() => {
      const copies: string[] = [];
      (window as unknown as { __copies: string[] }).__copies = copies;
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: (text: string) => (copies.push(text), Promise.resolve()) },
      });
    });
    const copy = (p: Page): Locator =>
      p.getByRole("main").getByRole("button", { name: "Copy code to clipboard" }).first();
    await atLoad(
      page,
      "/quickstart/",
      (p) => copy(p).click(),
      async (p) => {
        await expect(p.getByRole("main").getByRole("button", { name: "Copied" }).first()).toBeVisible();
        expect(await p.evaluate(() => (window as unknown as { __copies: string[] }).__copies.length)).toBe(1);
      },
    );
  });

  test("a table-of-contents link scrolls to its heading once", async ({ page }) => {
    const first = (p: Page) => p.getByRole("navigation", { name: "On this page" }).getByRole("link").first();
    await atLoad(
      page,
      "/quickstart/",
      (p) => first(p).click(),
      async (p) => {
        const href = await first(p).getAttribute("href");
        expect(new URL(p.url()).hash).toBe(href?.slice(href.indexOf("#")));
      },
    );
  });

  test("a sidebar link leads to its page", async ({ page }) => {
    await atLoad(
      page,
      "/quickstart/",
      (p) => p.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Deployment" }).click(),
      async (p) => {
        await expect(p).toHaveURL(/\/deployment\/$/);
        await expect(p.getByRole("heading", { level: 1 })).toHaveText("Deployment");
      },
    );
  });

  test("a sidebar category opens once and shows its pages", async ({ page }) => {
    const sidebar = (p: Page) => p.getByRole("navigation", { name: "Docs sidebar" });
    await atLoad(
      page,
      "/quickstart/",
      (p) => sidebar(p).getByRole("button", { name: "Expand sidebar category 'API'" }).click(),
      async (p) => {
        await expect(sidebar(p).getByRole("button", { name: "Collapse sidebar category 'API'" })).toHaveAttribute(
          "aria-expanded",
          "true",
        );
        await expect(sidebar(p).getByRole("link", { name: "API keys" })).toBeVisible();
      },
    );
  });

  test("'Was this page helpful?' sends one answer", async ({ page }) => {
    const feedback = (p: Page) =>
      p.evaluate(
        () =>
          ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).filter(
            (call) => call?.[0] === "event" && call[1] === "page_feedback",
          ).length,
      );
    await atLoad(
      page,
      "/quickstart/",
      (p) => p.getByRole("button", { name: "Yes", exact: true }).click(),
      async (p) => {
        await expect(p.getByText("Thank you for your feedback.")).toBeVisible();
        expect(await feedback(p)).toBe(1);
      },
    );
  });

  test("Try it opens the API console once", async ({ page }) => {
    await atLoad(
      page,
      "/api/evaluate/",
      (p) => p.getByRole("button", { name: /^Try it/ }).click(),
      async (p) => {
        await expect(p.getByRole("region", { name: "Try it" })).toBeVisible();
        await expect(p.locator(".api-console")).toHaveCount(1);
      },
    );
  });
});

test.describe("during hydration", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("toggling the colour mode every frame while the page hydrates re-creates nothing and flips once per press", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { __removed: string[] }).__removed = removed;
      document.addEventListener("DOMContentLoaded", () => {
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes) if (node instanceof Element) removed.push(node.tagName);
        }).observe(document.querySelector("main")!, { childList: true, subtree: true });
      });
    });
    for (let attempt = 1; attempt <= TRIES; attempt++) {
      const held = await holdPageData(page, "/quickstart/");
      await page.goto("/quickstart/", { waitUntil: "load" });
      const pressing = page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            // The toggle on screen (the mobile menu's copy is hidden at this width).
            const toggle = () =>
              [...document.querySelectorAll<HTMLElement>('header [aria-label^="Switch between dark and light"]')].find(
                (element) => element.getClientRects().length > 0,
              )!;
            let presses = 0;
            const press = () => {
              toggle().click();
              presses++;
              if (document.documentElement.hasAttribute("data-hydrated")) resolve(presses);
              else requestAnimationFrame(press);
            };
            press();
          }),
      );
      await held.release();
      const presses = await pressing;
      // React error #421 (an update reached a part still hydrating) would fail the test as a page error.
      await expect(page.locator("html")).toHaveAttribute("data-theme", presses % 2 ? "dark" : "light");
      expect(await page.evaluate(() => (window as unknown as { __removed: string[] }).__removed)).toEqual([]);
      await page.evaluate(() => localStorage.clear());
    }
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu button opens the navigation once and it stays open", async ({ page }) => {
    const releaseNotes = (p: Page) => p.locator('header a[href$="/release-notes/"]').filter({ visible: true });
    await atLoad(
      page,
      "/quickstart/",
      (p) => p.locator('[aria-label="Toggle navigation bar"]').click(),
      async (p) => {
        await expect(releaseNotes(p).first()).toBeVisible();
        await expectExpanded(mobileMenuTrigger(p), true);
      },
    );
  });
});
