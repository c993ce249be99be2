/**
 * Docs pages: breadcrumbs, the sidebar in the order the content defines, the table of
 * contents (levels 2 and 3), heading anchors, pagination, the narrow-screen TOC, and
 * collapsibles under reduced motion.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, failedRequestReport, test, waitForHydration } from "./fixtures";
import { afterIdle } from "./support/barriers";
import { expectNoLayoutShift } from "./support/layout-shift";
import { expectedSidebar, readSidebarInPage, type ExpectedItem, type ShownItem } from "./support/sidebar";

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Docs sidebar" });

/** Opens every closed category of the sidebar, those inside the ones it opens included. */
async function openEveryCategory(page: Page): Promise<void> {
  // React's category buttons, and the native <details> of categories inside a closed one's island.
  const closed = sidebar(page).locator('button[aria-expanded="false"], details:not([open]) > summary');
  for (let count = await closed.count(); count > 0; count = await closed.count()) {
    await closed.first().click();
    await expect(closed).not.toHaveCount(count);
  }
  await expect(sidebar(page).getByRole("status")).toHaveCount(0);
}
const toc = (page: Page) => page.getByRole("navigation", { name: "On this page" });

function compareTree(expected: readonly ExpectedItem[], shown: readonly ShownItem[], where: string): string[] {
  const problems: string[] = [];
  const exp = expected.map((e) => `${e.label} → ${e.href ?? "(no link)"}`);
  const got = shown.map((s) => `${s.label} → ${s.href ?? "(no link)"}`);
  const generatedAt = expected.findIndex((e) => e.generated);
  if (generatedAt >= 0) {
    // The generated API reference is last in its category: compare what comes before it.
    if (JSON.stringify(exp.slice(0, generatedAt)) !== JSON.stringify(got.slice(0, generatedAt)))
      problems.push(
        `${where}: expected to start with ${JSON.stringify(exp.slice(0, generatedAt))}, got ${JSON.stringify(got)}`,
      );
    if (got.length <= generatedAt) problems.push(`${where}: the generated API reference items are missing`);
    return problems;
  }
  if (JSON.stringify(exp) !== JSON.stringify(got)) {
    problems.push(`${where}: expected ${JSON.stringify(exp)}, got ${JSON.stringify(got)}`);
    return problems;
  }
  expected.forEach((e, i) => {
    if (e.items) problems.push(...compareTree(e.items, shown[i]!.items ?? [], `${where} › ${e.label}`));
  });
  return problems;
}

test.describe("docs page", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("breadcrumbs read Home › AutoEval Developer Platform › Metrics", async ({ page }) => {
    await page.goto("/autoeval/metrics/");
    await waitForHydration(page);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumbs" }).getByRole("listitem");
    await expect(crumbs).toHaveCount(3);
    await expect(crumbs.nth(0).getByRole("link", { name: "Home page" })).toHaveAttribute("href", "/");
    await expect(crumbs.nth(1).getByRole("link", { name: "AutoEval Developer Platform" })).toHaveAttribute(
      "href",
      "/autoeval/",
    );
    await expect(crumbs.nth(2)).toHaveText("Metrics");
    await expect(crumbs.nth(2).locator('[aria-current="page"]')).toHaveText("Metrics");
  });

  test("the sidebar lists the items in the order of content/sidebars/current.json", async ({ page }) => {
    await page.goto("/autoeval/metrics/");
    await waitForHydration(page);
    await openEveryCategory(page);
    const shown = await page.evaluate(readSidebarInPage);
    const problems = compareTree(expectedSidebar(), shown, "sidebar");
    expect(problems, problems.join("\n")).toEqual([]);
  });

  test("the active page is marked, its category open and the other categories closed", async ({ page }) => {
    await page.goto("/autoeval/metrics/");
    await waitForHydration(page);
    const active = sidebar(page).locator('[aria-current="page"]');
    await expect(active).toHaveCount(1);
    await expect(active).toHaveText("Metrics");
    await expect(active).toHaveAttribute("href", "/autoeval/metrics/");
    await expect(active).toBeVisible();

    const shown = await page.evaluate(readSidebarInPage);
    const categories = (items: readonly ShownItem[]): ShownItem[] =>
      items.flatMap((i) => (i.items ? [i, ...categories(i.items)] : []));
    const states = Object.fromEntries(categories(shown).map((c) => [c.label, c.expanded]));
    // Only the category holding the page is open (the API reference's tag categories included).
    const open = Object.entries(states).filter(([, expanded]) => expanded);
    expect(open).toEqual([["AutoEval Developer Platform", true]]);
    expect(states).toMatchObject({ Datasets: false, Models: false, Guides: false, API: false, Integrations: false });
    await expect(sidebar(page).getByRole("link", { name: "Example datasets" })).toBeHidden();
    await expect(sidebar(page).getByRole("link", { name: "RAG evaluation" })).toBeHidden();
    await expect(sidebar(page).getByRole("link", { name: "Introduction", exact: true })).toBeVisible();
  });

  test("a closed category's pages are in the HTML but not the page data; after a client-side navigation they come from the sidebar's file, fetched once", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/sidebars/")) fetched.push(request.url());
    });
    await page.goto("/autoeval/metrics/");
    await waitForHydration(page);
    const data = await page.evaluate(() =>
      fetch("/page-data/autoeval/metrics/page-data.json").then((response) => response.text()),
    );
    expect(data).toContain("/autoeval/metrics/");
    expect(data).not.toContain("/guides/rag-evaluation/");
    // The server's HTML holds the link, hidden in its closed category.
    await expect(sidebar(page).locator('a[href="/guides/rag-evaluation/"]')).toHaveCount(1);
    await expect(sidebar(page).locator('a[href="/guides/rag-evaluation/"]')).toBeHidden();

    await sidebar(page).getByRole("button", { name: "Guides" }).click();
    await expect(sidebar(page).getByRole("link", { name: "RAG evaluation" })).toBeVisible();
    await sidebar(page).getByRole("button", { name: "Expand sidebar category 'Models'" }).click();
    await expect(sidebar(page).getByRole("link", { name: "alBERTa-LC-8k" })).toBeVisible();
    // Pointing at the sidebar fetches its file for the pages to come, at most once.
    expect(fetched.length).toBeLessThanOrEqual(1);

    // A link of the server's HTML is followed client-side, as the site's own links are.
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await sidebar(page).getByRole("link", { name: "RAG evaluation" }).click();
    await expect(page).toHaveURL(/\/guides\/rag-evaluation\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/RAG/);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    // That page opens its closed categories from the sidebar's file, fetched once in all.
    await sidebar(page).getByRole("button", { name: "Expand sidebar category 'API'" }).click();
    await expect(sidebar(page).getByRole("link", { name: "API keys" })).toBeVisible();
    expect(fetched).toHaveLength(1);
    expect(fetched[0]).toMatch(/\/sidebars\/current\/docs\.[0-9a-f]{16}\.json$/);
  });

  test("after a client-side navigation, a category whose pages cannot be fetched says so, and Try again fetches them", async ({
    page,
    allowedErrors,
  }) => {
    allowedErrors.push(failedRequestReport(/\/sidebars\/[^)]*/));
    let failing = true;
    await page.route("**/sidebars/**", (route) => (failing ? route.abort() : route.continue()));
    await page.goto("/autoeval/metrics/");
    await waitForHydration(page);
    await sidebar(page).getByRole("link", { name: "Labeling" }).click();
    await expect(page).toHaveURL(/\/autoeval\/labeling\/$/);
    await sidebar(page).getByRole("button", { name: "Guides" }).click();
    const alert = sidebar(page).getByRole("alert");
    await expect(alert).toContainText("This category's pages could not be loaded.");
    const axe = await new AxeBuilder({ page }).include('nav[aria-label="Docs sidebar"]').setLegacyMode(true).analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
    failing = false;
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(sidebar(page).getByRole("link", { name: "RAG evaluation" })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test("opening a category does not close the others", async ({ page }) => {
    await page.goto("/autoeval/metrics/");
    await waitForHydration(page);
    await sidebar(page).getByRole("button", { name: "Expand sidebar category 'Models'" }).click();
    await expect(sidebar(page).getByRole("link", { name: "alBERTa-LC-8k" })).toBeVisible();
    await expect(sidebar(page).getByRole("link", { name: "Metrics" })).toBeVisible();

    await sidebar(page).getByRole("button", { name: "Guides" }).click();
    await expect(sidebar(page).getByRole("link", { name: "RAG evaluation" })).toBeVisible();
    await expect(sidebar(page).getByRole("link", { name: "alBERTa-LC-8k" })).toBeVisible();
    await expect(sidebar(page).getByRole("link", { name: "Metrics" })).toBeVisible();

    await sidebar(page).getByRole("button", { name: "Expand sidebar category 'API'" }).click();
    await expect(sidebar(page).getByRole("link", { name: "API keys" })).toBeVisible();
    await expect(sidebar(page).getByRole("link", { name: "RAG evaluation" })).toBeVisible();

    // And a caret closes only its own category.
    await sidebar(page).getByRole("button", { name: "Collapse sidebar category 'Models'" }).click();
    await expect(sidebar(page).getByRole("link", { name: "alBERTa-LC-8k" })).toBeHidden();
    await expect(sidebar(page).getByRole("link", { name: "RAG evaluation" })).toBeVisible();
  });

  test("the TOC lists the h2 and h3 headings of the page and nothing else", async ({ page }) => {
    await page.goto("/autoeval/metrics/");
    await waitForHydration(page);
    const headings = await page.evaluate(() =>
      [...document.querySelectorAll("main article :is(h1, h2, h3, h4, h5, h6)[id]")].map((h) => ({
        level: Number(h.tagName[1]),
        id: h.id,
      })),
    );
    expect(headings.some((h) => h.level === 3)).toBe(true);
    const tocHrefs = await toc(page)
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(tocHrefs).toEqual(headings.filter((h) => h.level === 2 || h.level === 3).map((h) => `#${h.id}`));
    // h3 entries are nested under their h2.
    await expect(toc(page).locator("ul ul a").first()).toHaveAttribute("href", "#faithfulness");
  });

  test("a TOC link scrolls its heading into view below the fixed navbar", async ({ page }) => {
    await page.goto("/autoeval/metrics/");
    await waitForHydration(page);
    const link = toc(page).getByRole("link", { name: "Custom fine-tuned metrics" });
    await link.click();
    await expect(page).toHaveURL(/#custom-fine-tuned-metrics$/);
    const heading = page.locator("#custom-fine-tuned-metrics");
    await expect(heading).toBeInViewport();
    await expect
      .poll(async () => {
        const navbarBottom = await page.getByRole("banner").evaluate((h) => h.getBoundingClientRect().bottom);
        const top = await heading.evaluate((h) => h.getBoundingClientRect().top);
        return top > navbarBottom && top < 400;
      })
      .toBe(true);
  });

  test("a TOC link lands its heading just below the navbar, and the TOC highlights that section", async ({ page }) => {
    await page.goto("/autoeval/metrics/");
    await waitForHydration(page);
    await toc(page).getByRole("link", { name: "Reading and thresholding scores" }).click();
    await expect(page).toHaveURL(/#reading-and-thresholding-scores$/);
    await expect(page.locator("#reading-and-thresholding-scores")).toBeInViewport();
    // The browser's jump is instant; Gatsby's own scroll to the hash follows on the route
    // update the jump causes. Both are done once the page has gone idle.
    await afterIdle(page);
    const { top, navbarBottom } = await page.evaluate(() => ({
      top: document.getElementById("reading-and-thresholding-scores")!.getBoundingClientRect().top,
      navbarBottom: document.querySelector("header")!.getBoundingClientRect().bottom,
    }));
    expect(top, `heading top (navbar bottom at ${navbarBottom}px)`).toBeGreaterThan(navbarBottom);
    expect(top, `heading top (navbar bottom at ${navbarBottom}px)`).toBeLessThanOrEqual(navbarBottom + 48);
    await expect(toc(page).locator('a[aria-current="location"]')).toHaveAttribute(
      "href",
      "#reading-and-thresholding-scores",
    );
  });

  test("every h2 has a 'Direct link to …' anchor to its id", async ({ page }) => {
    for (const path of ["/autoeval/metrics/", "/quickstart/", "/api/evaluate/"]) {
      await page.goto(path);
      await waitForHydration(page);
      const anchors = await page.evaluate(() =>
        [...document.querySelectorAll("main article h2")].map((h) => {
          const link = h.querySelector<HTMLAnchorElement>(`a[href="#${h.id}"]`);
          const text = [...h.childNodes]
            .filter((n) => n !== link)
            .map((n) => n.textContent)
            .join("")
            .trim();
          return { id: h.id, text, label: link?.getAttribute("aria-label") ?? null };
        }),
      );
      expect(anchors.length, path).toBeGreaterThan(1);
      for (const a of anchors) {
        expect(a.id, `${path}: h2 "${a.text}" has an id`).not.toBe("");
        expect(a.label, `${path}: h2 "${a.text}"`).toBe(`Direct link to ${a.text}`);
      }
    }
  });

  test("the TOC highlights the section being read", async ({ page }) => {
    await page.goto("/autoeval/metrics/");
    await waitForHydration(page);
    for (const id of ["reading-and-thresholding-scores", "faithfulness"]) {
      // Scroll until the heading sits just below the navbar. The navbar sticks to the top only
      // once the announcement bar above it has scrolled away, so measure again after a scroll.
      await page.evaluate((target) => {
        for (let i = 0; i < 2; i++) {
          const navbarBottom = document.querySelector("header")!.getBoundingClientRect().bottom;
          const top = document.getElementById(target)!.getBoundingClientRect().top;
          window.scrollBy(0, top - navbarBottom - 8);
        }
      }, id);
      const current = toc(page).locator('a[aria-current="location"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAttribute("href", `#${id}`);
    }
  });

  test("loading a page whose TOC highlights its first section shifts nothing (CLS 0)", async ({ page }) => {
    await page.setViewportSize({ width: 1350, height: 940 });
    await page.goto("/autoeval/metrics/");
    await waitForHydration(page);
    await expect(page.locator("[data-toc='desktop'] a[aria-current='location']")).toHaveCount(1);
    await expectNoLayoutShift(page);
  });

  test("previous and next links follow the sidebar order", async ({ page }) => {
    await page.goto("/autoeval/metrics/");
    await waitForHydration(page);
    const pager = page.getByRole("navigation", { name: "Docs pages" });
    // Projects and access sits between the introduction and the metrics in the sidebar.
    await expect(pager.getByRole("link", { name: /Previous.*Projects and access/ })).toHaveAttribute(
      "href",
      "/projects-and-access/",
    );
    const next = pager.getByRole("link", { name: /Next.*Datasets/ });
    await expect(next).toHaveAttribute("href", "/autoeval/datasets/");
    await next.click();
    await expect(page).toHaveURL(/\/autoeval\/datasets\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Datasets");
  });
});

test.describe("docs page on a narrow screen", () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test("'On this page' opens and lists the TOC", async ({ page }) => {
    await page.goto("/autoeval/metrics/");
    await waitForHydration(page);
    await expect(toc(page)).toBeHidden();
    const button = page.getByRole("button", { name: "On this page" });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    const list = page.locator("#toc-mobile");
    await expect(list).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(list.getByRole("link", { name: "Faithfulness" })).toBeVisible();
    const desktopCount = await page.locator('[data-toc="desktop"] a').count();
    await expect(list.getByRole("link")).toHaveCount(desktopCount);
    await list.getByRole("link", { name: "Classic reference metrics" }).click();
    await expect(page).toHaveURL(/#classic-reference-metrics$/);
  });

  test("while 'On this page' opens, moving to a link below the uncovered part does not slide the list", async ({
    page,
  }) => {
    await page.goto("/autoeval/metrics/");
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "On this page" })).toBeVisible();
    // Within the 200 ms opening, a keyboard reader reaches the last link before the box has grown
    // to it. The check runs as the opening starts (the box's target height set under its
    // transition), not at a time after the click: on a busy machine the opening could be over.
    const shift = await page.evaluate(
      () =>
        new Promise<{ uncovered: boolean; moved: number }>((resolve) => {
          const box = document.getElementById("toc-mobile")!;
          const observer = new MutationObserver(() => {
            if (!box.style.transition || !box.style.height || box.style.height === "0px") return;
            observer.disconnect();
            const links = box.querySelectorAll("a");
            const first = links[0]!;
            const top = first.getBoundingClientRect().top;
            const last = links[links.length - 1]!;
            const uncovered = box.getBoundingClientRect().bottom < last.getBoundingClientRect().bottom;
            last.focus();
            resolve({ uncovered, moved: first.getBoundingClientRect().top - top });
          });
          observer.observe(box, { attributes: true, attributeFilter: ["style"] });
          document.querySelector<HTMLButtonElement>('button[aria-controls="toc-mobile"]')!.click();
        }),
    );
    expect(shift.uncovered).toBe(true);
    expect(shift.moved).toBe(0);
  });
});

/**
 * Clicks the "Models" caret and returns how long the category's opening takes, in ms: the
 * duration of the height transition it was given, read as the style changed (so a busy machine
 * that skips frames cannot make it look instant), and its height a frame after it finished
 * (1 = fully open).
 */
async function openingOfModels(page: Page): Promise<{ durations: number[]; openFraction: number }> {
  return page.evaluate(async () => {
    const button = [...document.querySelectorAll<HTMLButtonElement>('nav[aria-label="Docs sidebar"] button')].find(
      (b) => b.getAttribute("aria-label") === "Expand sidebar category 'Models'",
    )!;
    const region = button.closest("li")!.querySelector<HTMLElement>(":scope > [data-collapsible]")!;
    const durations: number[] = [];
    const observer = new MutationObserver(() => {
      const match = /height ([\d.]+)(ms|s)/.exec(region.style.transition);
      if (match) durations.push(Number(match[1]) * (match[2] === "s" ? 1000 : 1));
    });
    observer.observe(region, { attributes: true, attributeFilter: ["style"] });
    button.click();
    // The collapsible removes its transition once the opening is over.
    const started = performance.now();
    while (durations.length === 0 || region.style.transition !== "") {
      if (performance.now() - started > 5000) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    observer.disconnect();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const full = region.scrollHeight;
    return {
      durations: [...new Set(durations)],
      openFraction: full > 0 ? region.getBoundingClientRect().height / full : 0,
    };
  });
}

test.describe("collapsibles and motion", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("under prefers-reduced-motion a category opens at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/autoeval/metrics/");
    await waitForHydration(page);
    const opening = await openingOfModels(page);
    expect(Math.max(...opening.durations)).toBeLessThanOrEqual(1);
    expect(opening.openFraction).toBeGreaterThanOrEqual(0.99);
    await expect(sidebar(page).getByRole("link", { name: "alBERTa-LC-8k" })).toBeVisible();
  });

  test("without reduced motion the category animates its height open", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/autoeval/metrics/");
    await waitForHydration(page);
    const opening = await openingOfModels(page);
    expect(opening.durations).toEqual([200]);
    expect(opening.openFraction).toBeGreaterThanOrEqual(0.99);
    await expect(sidebar(page).getByRole("link", { name: "alBERTa-LC-8k" })).toBeVisible();
  });
});

test.describe("author components", () => {
  test("an admonition is a labelled aside with its title and Markdown content", async ({ page }) => {
    await page.goto("/1.x/");
    const note = page.getByRole("complementary", { name: "Archived version" });
    await expect(note).toBeVisible();
    await expect(note).toContainText("Archived version");
    await expect(note.getByRole("link", { name: "current docs" })).toHaveAttribute("href", "/");
  });

  test("an admonition written in Markdown (:::info[Title]) is the same labelled aside", async ({ page }) => {
    await page.goto("/autoeval/models/model-benchmarks/");
    const note = page.getByRole("complementary", { name: "Measure on your own data" });
    await expect(note).toContainText("not from your data");
    await expect(note.getByRole("link", { name: "script at the end" })).toHaveAttribute(
      "href",
      "#repeat-the-measurement-on-your-data",
    );
    await expect(page.getByRole("main")).not.toContainText(":::");
  });

  test("a fenced code block shows its code, highlighted, under its title, and copies it", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/quickstart/");
    await waitForHydration(page);
    const block = page.getByRole("main").locator("[data-language='json']").filter({ hasText: "Response" }).first();
    await expect(block).toContainText('"name": "Faithfulness"');
    await expect(block).toContainText('"scores": [0.97, 0.02]');
    await expect(block.locator(".hljs-attr").first()).toHaveText('"metric"');
    await expect(page.getByRole("main")).not.toContainText("[object Object]");
    await block.hover();
    await block.getByRole("button", { name: "Copy code" }).click();
    // The copy is asynchronous: read the clipboard until it holds the block (or time runs out).
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toMatch(/^\{\n {2}"metric": \{[\s\S]*"scores": \[0\.97, 0\.02\]\n\}$/);
  });
});
