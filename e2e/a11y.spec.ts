/**
 * Accessibility: axe (WCAG 2.0, 2.1 and 2.2, A and AA) on every built page in the light theme and on
 * one page of each template in the dark theme, with no serious or critical violation; and a
 * keyboard walk in which every focused control shows a visible focus indicator.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration, NOT_FOUND_REPORT } from "./fixtures";
import { builtPages, split } from "./support/built-pages";
import { mobileMenuTrigger, versionsTrigger } from "./support/navbar";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
// WCAG 2.5.3 "label in name": axe ships the rule as experimental, so the tags alone leave it off.
const RULES = { "label-content-name-mismatch": { enabled: true } };
const PAGES = builtPages();
const PARTS = 8;

async function seriousViolations(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(path);
  if (!response || (response.status() !== 200 && !(path.startsWith("/404") || response.status() === 404)))
    return [`${path}: status ${response?.status()}`];
  await waitForHydration(page);
  // Violations only (collecting passes doubles the time), in this page's frame only (no iframes here).
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"], rules: RULES })
    .withTags(TAGS)
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${path} [${v.impact}] ${v.id}: ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1).join(" ").trim()}`)
          .join("\n"),
    );
}

test.describe("axe, light theme, every built page", () => {
  test("the built site has pages to check", () => {
    expect(PAGES.length, "public/ holds the built site (run the main build)").toBeGreaterThan(200);
    expect(PAGES).toContain("/");
    expect(PAGES).toContain("/api/evaluate/");
  });

  split(PAGES, PARTS).forEach((part, index) => {
    test(`pages part ${index + 1} of ${PARTS} (${part.length} pages)`, async ({ page }) => {
      test.setTimeout(part.length * 8_000 + 30_000);
      const problems: string[] = [];
      for (const path of part) problems.push(...(await seriousViolations(page, path)));
      expect(problems, problems.join("\n")).toEqual([]);
    });
  });
});

test.describe("axe, dark theme, one page of each template", () => {
  const templates: [string, string][] = [
    ["doc", "/quickstart/"],
    ["operation", "/api/evaluate/"],
    ["schema", "/api/schemas/dataset/"],
    ["api-info", "/api/autoeval-api-v-2/"],
    ["category", "/category/api/"],
    ["release-notes", "/release-notes/"],
    ["page", "/markdown-page/"],
    ["search", "/search/?q=evaluate"],
    ["404", "/this-page-does-not-exist/"],
    ["1.x doc", "/1.x/quickstart/"],
  ];
  test("no serious or critical violations", async ({ page, allowedErrors }) => {
    allowedErrors.push(NOT_FOUND_REPORT);
    test.setTimeout(templates.length * 8_000 + 20_000);
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    const problems: string[] = [];
    for (const [, path] of templates) {
      problems.push(...(await seriousViolations(page, path)));
      expect(await page.locator("html").getAttribute("data-theme"), path).toBe("dark");
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });
});

/** Describes the focused element and whether it shows a focus indicator (outline or box-shadow). */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const visible = (e: Element) => {
      const s = getComputedStyle(e);
      const outline = s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0;
      return outline || (s.boxShadow !== "none" && s.boxShadow !== "");
    };
    // A text field inside a styled search box may draw the ring on its form.
    const indicator =
      visible(el) || (el.tagName === "INPUT" && !!el.parentElement && visible(el.closest("form") ?? el));
    const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
    return {
      describe: `<${el.tagName.toLowerCase()}${el.getAttribute("role") ? ` role=${el.getAttribute("role")}` : ""}> "${name}"`,
      indicator,
      role: el.getAttribute("role"),
      // The name given by aria-label, or by the elements aria-labelledby names.
      ariaLabel:
        el.getAttribute("aria-label") ??
        (el.getAttribute("aria-labelledby") ?? "")
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" ")
          .trim(),
      region:
        el.closest("nav[aria-label]")?.getAttribute("aria-label") ??
        (el.closest("main") ? "main" : el.closest('[role="dialog"]') ? "dialog" : "other"),
      selected: el.getAttribute("aria-selected"),
    };
  });
}

test.describe("keyboard walk", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("navbar, version dropdown, sidebar, tabs and TOC: every focused element shows a focus indicator", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto("/quickstart/");
    await waitForHydration(page);
    const missing: string[] = [];
    const visited = new Set<string>();
    let openedDropdown = false;
    let switchedTab = false;
    for (let i = 0; i < 300; i++) {
      await page.keyboard.press("Tab");
      const f = await focused(page);
      if (!f) continue;
      if (!f.indicator) missing.push(f.describe);
      visited.add(f.region);
      if (!openedDropdown && f.ariaLabel === "2.x Versions") {
        openedDropdown = true;
        await page.keyboard.press("Enter");
        await expect(page.getByRole("banner").getByRole("link", { name: "1.x", exact: true })).toBeVisible();
        await page.keyboard.press("Tab");
        const item = await focused(page);
        if (!item?.indicator) missing.push(`${item?.describe} (version item)`);
        expect(item?.describe).toContain("2.x");
        await page.keyboard.press("Escape");
        await expect(versionsTrigger(page)).toBeFocused();
      }
      if (!switchedTab && f.role === "tab") {
        switchedTab = true;
        await page.keyboard.press("ArrowRight");
        // A tab in a page body whose code is still on its way (src/mdx/MdxBody.tsx) gets the key
        // once the code arrives: wait for focus to move rather than read it at once.
        await expect.poll(async () => (await focused(page))?.describe).not.toBe(f.describe);
        const next = await focused(page);
        expect(next?.role).toBe("tab");
        expect(next?.selected, "ArrowRight selects the next tab").toBe("true");
        expect(next?.describe).not.toBe(f.describe);
        if (!next?.indicator) missing.push(`${next?.describe} (after ArrowRight)`);
      }
      if (f.region === "On this page") break;
    }
    expect(openedDropdown, "reached the versions dropdown").toBe(true);
    expect(visited.has("Docs sidebar"), "reached the sidebar").toBe(true);
    expect(switchedTab, "reached a tabs component").toBe(true);
    expect(visited.has("On this page"), "reached the TOC").toBe(true);
    expect(missing, `focused elements without a visible focus indicator:\n${missing.join("\n")}`).toEqual([]);
  });

  test("the search modal: Ctrl+K focuses the search box visibly, Escape returns to the page", async ({ page }) => {
    await page.goto("/quickstart/");
    await waitForHydration(page);
    await page.keyboard.press("Control+k");
    await expect(page.locator(".DocSearch-Modal").getByPlaceholder("Search docs")).toBeFocused();
    const f = await focused(page);
    expect(f?.indicator, f?.describe).toBe(true);
    await page.keyboard.press("Escape");
    await expect(page.locator(".DocSearch-Modal")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Search" })).toBeFocused();
  });

  test("the mobile drawer: every focused element shows a focus indicator", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto("/quickstart/");
    await waitForHydration(page);
    const missing: string[] = [];
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press("Tab");
      const f = await focused(page);
      if (f && !f.indicator) missing.push(f.describe);
      if (f?.ariaLabel === "Toggle navigation bar") break;
    }
    await expect(mobileMenuTrigger(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toBeVisible();
    for (let i = 0; i < 40; i++) {
      const f = await focused(page);
      expect(f?.region, "focus stays in the drawer").not.toBe("main");
      if (f && !f.indicator) missing.push(`${f.describe} (drawer)`);
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect([...new Set(missing)], `focused elements without a visible focus indicator:\n${missing.join("\n")}`).toEqual(
      [],
    );
  });
});
