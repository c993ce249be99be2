/**
 * The API reference: an operation page (endpoint, description, request body, responses,
 * code samples in three languages with a shared, remembered choice, copy), schema pages,
 * the sidebar's tags, the category index and the API information page.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { OPERATION_ROUTES } from "./support/routes";

const TAB_KEY = "docusaurus.tab.code-samples";

/** The selected tab of every tab group on the page whose tabs are the three sample languages. */
async function sampleTabSelections(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main [role="tablist"]')]
      .filter((list) => {
        const labels = [...list.querySelectorAll('[role="tab"]')].map((t) => t.textContent?.trim());
        return labels.includes("curl") && labels.includes("Python") && labels.includes("JavaScript");
      })
      .map((list) => list.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.trim() ?? "(none)"),
  );
}

test.describe("API operation page", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("shows the method, the full URL, a description, the request body and the responses", async ({ page }) => {
    await page.goto("/api/evaluate/");
    await waitForHydration(page);
    const main = page.getByRole("main");
    const article = main.getByRole("article");
    await expect(article.getByRole("heading", { level: 1 })).toHaveText("Evaluate");
    await expect(article.getByText("POST", { exact: true }).first()).toBeVisible();
    await expect(
      article.getByText("https://lastmileai.dev/api/2/auto_eval/evaluation/evaluate", { exact: true }),
    ).toBeVisible();
    await expect(article.getByText(/Scores a batch of examples with one metric/)).toBeVisible();

    await expect(article.getByRole("heading", { level: 2, name: /Request body/ })).toBeVisible();
    const metric = article
      .locator("li")
      .filter({ has: page.locator("code", { hasText: /^metric$/ }) })
      .first();
    await expect(metric).toContainText("required");
    await expect(metric.getByRole("link", { name: "Metric", exact: true })).toHaveAttribute(
      "href",
      "/api/schemas/metric/",
    );
    const input = article
      .locator("li")
      .filter({ has: page.locator("code", { hasText: /^input$/ }) })
      .first();
    await expect(input).toContainText("string[]");
    await expect(input).toContainText("required");

    await expect(article.getByRole("heading", { level: 2, name: /Responses/ })).toBeVisible();
    const ok = article.locator("#response-200");
    await expect(ok).toBeVisible();
    await expect(ok.getByText("Response example")).toBeVisible();
    await expect(ok.locator("pre")).toContainText('"scores"');
  });

  test("the shared error body is drawn once; later error responses point back to it", async ({ page }) => {
    await page.goto("/api/evaluate/");
    await waitForHydration(page);
    const article = page.getByRole("main").getByRole("article");
    const tabs = article.getByRole("tablist", { name: "Responses by status" });
    await tabs.getByRole("tab", { name: "400" }).click();
    const first = article.locator("#response-400");
    await expect(first.getByRole("link", { name: "Error", exact: true }).first()).toHaveAttribute(
      "href",
      "/api/schemas/error/",
    );
    await expect(first.locator("code", { hasText: /^message$/ })).toBeVisible();
    await tabs.getByRole("tab", { name: "401" }).click();
    const later = article.locator("#response-401");
    await expect(later).toContainText("The body has the same schema as the 400 response.");
    await expect(later.locator("code", { hasText: /^message$/ })).toHaveCount(0);
    await expect(later.getByText("Response example")).toBeVisible();
    await later.getByRole("link", { name: "400 response" }).click();
    await expect(page).toHaveURL(/#response-400$/);
    await expect(tabs.getByRole("tab", { name: "400" })).toHaveAttribute("aria-selected", "true");
    await expect(first).toBeInViewport();
  });

  test("type names with angle brackets show as text (map<string, …>)", async ({ page }) => {
    await page.goto("/api/evaluate/");
    await waitForHydration(page);
    expect(await page.getByRole("main").evaluate((m) => m.textContent)).toContain("map<string,");
    expect(await page.locator("main string, main any").count()).toBe(0);
  });

  test("code samples come in curl, Python and JavaScript", async ({ page }) => {
    await page.goto("/api/evaluate/");
    await waitForHydration(page);
    const tabs = page.getByRole("main").getByRole("tablist").first().getByRole("tab");
    await expect(tabs).toHaveText(["curl", "Python", "JavaScript"]);
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("main").getByRole("tabpanel").first();
    await expect(panel).toContainText("curl --fail-with-body --request POST");
    await expect(panel).toContainText(
      '"${AUTOEVAL_BASE_URL:-https://lastmileai.dev}/api/2/auto_eval/evaluation/evaluate"',
    );
    await tabs.nth(1).click();
    await expect(page.getByRole("main").getByRole("tabpanel").first()).toContainText("import requests");
    await tabs.nth(2).click();
    // The official TypeScript SDK has a method for this operation, so the JavaScript tab uses it.
    await expect(page.getByRole("main").getByRole("tabpanel").first()).toContainText("client.evaluation.evaluate(");
  });

  test("choosing Python is remembered and applies to every code sample, here and on other pages", async ({ page }) => {
    await page.goto("/quickstart/");
    await waitForHydration(page);
    const before = await sampleTabSelections(page);
    expect(before.length, "the quickstart has several code-sample groups").toBeGreaterThan(2);
    expect(new Set(before)).toEqual(new Set(["curl"]));

    await page.getByRole("main").getByRole("tab", { name: "Python" }).first().click();
    // On a first load the body's code arrives with the reader's first move over it; the click
    // is replayed then, so the choice is saved a moment after the click, not during it.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), TAB_KEY)).toBe("python");
    await expect.poll(() => sampleTabSelections(page)).toEqual(before.map(() => "Python"));

    // Another operation page, reached by client-side navigation and by a fresh load.
    await page.goto("/api/evaluate/");
    await waitForHydration(page);
    await expect.poll(() => sampleTabSelections(page)).toEqual(["Python"]);
    await expect(page.getByRole("main").getByRole("tabpanel").first()).toContainText("import requests");
    await page
      .getByRole("navigation", { name: "Docs sidebar" })
      .getByRole("link", { name: /Evaluate Dataset/ })
      .click();
    await expect(page).toHaveURL(/\/api\/evaluate-dataset\/$/);
    await expect.poll(() => sampleTabSelections(page)).toEqual(["Python"]);

    // Choosing on an operation page carries back to the guide.
    await page.getByRole("main").getByRole("tab", { name: "JavaScript" }).first().click();
    expect(await page.evaluate((key) => localStorage.getItem(key), TAB_KEY)).toBe("javascript");
    await page.goto("/guides/guardrails-guide/");
    await waitForHydration(page);
    const guide = await sampleTabSelections(page);
    expect(guide.length).toBeGreaterThan(0);
    expect(new Set(guide)).toEqual(new Set(["JavaScript"]));
  });

  test("the copy button copies the sample shown", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: String(test.info().project.use.baseURL),
    });
    await page.goto("/api/evaluate/");
    await waitForHydration(page);
    await page.getByRole("main").getByRole("tab", { name: "Python" }).first().click();
    const panel = page.getByRole("main").getByRole("tabpanel").first();
    const shown = await panel.locator("code").evaluate((code) => code.textContent ?? "");
    await panel.getByRole("button", { name: "Copy code to clipboard" }).click();
    await expect(panel.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(shown).toContain("import requests");
    await expect
      .poll(async () => (await page.evaluate(() => navigator.clipboard.readText())).trim())
      .toBe(shown.trim());
  });

  test("no operation page has a <script> element inside <main>", async ({ request }) => {
    const offenders: string[] = [];
    for (const route of OPERATION_ROUTES) {
      const html = await (await request.get(route)).text();
      const main = /<main[\s>][\s\S]*<\/main>/i.exec(html)?.[0];
      if (!main) offenders.push(`${route}: no <main>`);
      else if (/<script[\s>]/i.test(main)) offenders.push(route);
    }
    expect(offenders).toEqual([]);
  });
});

test.describe("API reference navigation", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a schema page shows its properties and what uses it", async ({ page }) => {
    await page.goto("/api/schemas/dataset/");
    await waitForHydration(page);
    const article = page.getByRole("main").getByRole("article");
    await expect(article.getByRole("heading", { level: 1 })).toHaveText("Dataset");
    await expect(article.getByRole("heading", { level: 2, name: /Properties/ })).toBeVisible();
    for (const name of ["id", "name", "numRows", "columns"])
      await expect(article.locator("code", { hasText: new RegExp(`^${name}$`) }).first()).toBeVisible();
    await expect(article.getByRole("link", { name: "DatasetColumnInfo[]" })).toHaveAttribute(
      "href",
      "/api/schemas/datasetcolumninfo/",
    );
    await expect(article.getByRole("heading", { level: 2, name: /Used by/ })).toBeVisible();
    const usedBy = article.locator("#used-by ~ ul a");
    expect(await usedBy.count()).toBeGreaterThan(2);
    await expect(article.getByRole("link", { name: /Get Dataset$/ })).toHaveAttribute("href", "/api/get-dataset/");
    await article.getByRole("link", { name: /Get Dataset$/ }).click();
    await expect(page).toHaveURL(/\/api\/get-dataset\/$/);
  });

  test("the sidebar's API category lists the tags, with method badges on operations", async ({ page }) => {
    await page.goto("/api/evaluate/");
    await waitForHydration(page);
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
    for (const tag of [
      "Dataset",
      "Evaluation",
      "Experiment",
      "Fine Tune Job",
      "Resource Permission",
      "Project",
      "Pseudo Label Job",
    ])
      await expect(sidebar.getByText(tag, { exact: true })).toBeVisible();
    const evaluate = sidebar.getByRole("link", { name: "POST Evaluate", exact: true });
    await expect(evaluate).toHaveAttribute("aria-current", "page");
    await expect(sidebar.getByRole("link", { name: "DEL Delete Evaluation Run" })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "AutoEval API v2" })).toHaveAttribute(
      "href",
      "/api/autoeval-api-v-2/",
    );
    // Another tag's operations (PUT included) show once it is opened.
    await sidebar.getByText("Dataset", { exact: true }).click();
    await expect(sidebar.getByRole("link", { name: /^POST Create Dataset$/ })).toBeVisible();
    // Every operation link of the API category, opened or not, starts with its method badge.
    const methods = await sidebar
      .locator("a")
      .evaluateAll((links) =>
        links
          .filter((a) => /^\/api\/(?!schemas\/|autoeval-api)/.test(a.getAttribute("href") ?? ""))
          .map((a) => a.firstElementChild?.textContent?.trim() ?? ""),
      );
    expect(new Set(methods)).toEqual(new Set(["POST", "PUT", "DEL"]));
    expect(methods.length).toBe(53);
  });

  test("/category/api/ has a card for the API reference, API keys, the API overview and every tag", async ({
    page,
  }) => {
    await page.goto("/category/api/");
    await waitForHydration(page);
    const article = page.getByRole("main").getByRole("article");
    await expect(article.getByRole("heading", { level: 1 })).toHaveText("API");
    const cards: [RegExp, string][] = [
      [/^API reference/, "/sdk/"],
      [/^API keys/, "/api-keys/"],
      [/^AutoEval API v2/, "/api/autoeval-api-v-2/"],
      [/^Dataset/, "/api/"],
      [/^Evaluation/, "/api/"],
      [/^Experiment/, "/api/"],
      [/^Fine Tune Job/, "/api/"],
      [/^Resource Permission/, "/api/"],
      [/^Project/, "/api/"],
      [/^Pseudo Label Job/, "/api/"],
    ];
    for (const [name, href] of cards) {
      const card = article.getByRole("link", { name });
      await expect(card, String(name)).toHaveCount(1);
      await expect(card, String(name)).toHaveAttribute("href", new RegExp(`^${href.replace(/\//g, "\\/")}`));
    }
  });

  test("/category/api/ cards show their descriptions as text, not raw Markdown", async ({ page }) => {
    await page.goto("/category/api/");
    await waitForHydration(page);
    const text = await page.getByRole("main").getByRole("article").innerText();
    expect(text.match(/\[[^\]]*\]\([^)]*\)/g) ?? [], "Markdown link syntax shown to the reader").toEqual([]);
  });

  test("/api/autoeval-api-v-2/ shows the base URL, authentication and every operation", async ({ page }) => {
    await page.goto("/api/autoeval-api-v-2/");
    await waitForHydration(page);
    const article = page.getByRole("main").getByRole("article");
    await expect(article.getByRole("heading", { level: 2, name: /Base URL/ })).toBeVisible();
    await expect(article.getByText("https://lastmileai.dev", { exact: true }).first()).toBeVisible();
    await expect(article.getByRole("heading", { level: 2, name: /Authentication/ })).toBeVisible();
    await expect(article.getByText(/Bearer/i).first()).toBeVisible();
    const hrefs = await article
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    const operations = new Set(hrefs.filter((h) => OPERATION_ROUTES.includes(h)));
    expect([...OPERATION_ROUTES].filter((r) => !operations.has(r))).toEqual([]);
  });
});
