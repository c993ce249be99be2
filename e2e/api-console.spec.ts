/**
 * The API console against a real server: Stoplight Prism mocking the API from its description
 * (started by playwright.config.ts), reached through the console's custom base URL. A request
 * comes back with the description's example; no key gets Prism's 401, shown as an answer; an
 * invalid body is never sent; Cancel aborts; the samples follow the inputs; the key stays out of
 * localStorage, the URL and analytics; an unreachable server gets a plain explanation.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import type { Page, Request } from "@playwright/test";
import { expect, failedRequestReport, test, waitForHydration } from "./fixtures";
import {
  API_PREFIX,
  CONSOLE_MARKER,
  KEY_KEY,
  liveSample,
  openConsole,
  preferServer,
  PRISM_URL,
  send,
  SERVER_KEY,
  useBaseUrl,
} from "./support/api-console";
import { OPERATION_ROUTES } from "./support/routes";
import type { ConsoleSetup } from "../src/common/api-console/types";
import { expectWithinBudget } from "./support/tuning";

const KEY = "sk-test-7f3a9c2e41-secret";

/** The example the description gives for one response of an operation (from the built console data). */
function documentedExample(slug: string, status: string): unknown {
  const setup = JSON.parse(readFileSync(`public/api-console/${slug}.json`, "utf8")) as ConsoleSetup;
  const example = setup.operation.responses.find((r) => r.status === status)?.examples[0];
  if (!example) throw new Error(`public/api-console/${slug}.json has no example for ${status}`);
  return example.value;
}

/** Answers every request to the mock API (but CORS preflights) with this text. */
async function servePlainText(page: Page, text: string): Promise<void> {
  await page.route(`${PRISM_URL}/**`, (route) =>
    route.request().method() === "OPTIONS"
      ? route.continue()
      : route.fulfill({
          status: 200,
          contentType: "text/plain",
          headers: { "access-control-allow-origin": "*" },
          body: text,
        }),
  );
}

/** Requests the page makes to the mock API. */
function apiRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(PRISM_URL)) requests.push(request);
  });
  return requests;
}

/** A port on 127.0.0.1 that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

test.describe("the API console", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("loads nothing of itself until Try it is reached for, then its code, styles and data", async ({ page }) => {
    // Transferred (compressed) sizes of what opening the console loads, for the report.
    let opened = false;
    const sizes: Promise<string>[] = [];
    page.on("requestfinished", (request) => {
      if (!opened) return;
      const name = new URL(request.url()).pathname;
      sizes.push(request.sizes().then((s) => `${(s.responseBodySize / 1024).toFixed(1)} KB ${name}`));
    });
    // What each response is, once its body is read (kept as promises: bodies arrive after the event).
    const kinds: Promise<string | null>[] = [];
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith("/api-console/")) kinds.push(Promise.resolve(url.pathname));
      else if (/\.(js|css)$/.test(url.pathname))
        kinds.push(
          response.text().then((text) => {
            if (text.includes(CONSOLE_MARKER)) return "console code";
            return text.includes(".api-console-layout") ? "console styles" : null;
          }),
        );
    });
    const loaded = async () => (await Promise.all(kinds)).filter((kind) => kind !== null);
    await page.goto("/api/list-projects/");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(await loaded()).toEqual([]);
    opened = true;
    await page.getByRole("button", { name: /^Try it/ }).click();
    await expect(page.getByRole("region", { name: "Try it" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(new Set(await loaded())).toEqual(
      new Set(["console code", "console styles", "/api-console/list-projects.json"]),
    );
    const weighed = await Promise.all(sizes);
    console.log(`Opening the console loaded:\n  ${weighed.join("\n  ")}`);
    // The console's budget as opened (docs/decisions.md, "Page budgets"): code, styles and data,
    // as transferred.
    const total = weighed.reduce((sum, line) => sum + Number.parseFloat(line), 0);
    expectWithinBudget(total, 60, `The console as opened (KB):\n${weighed.join("\n")}`);
  });

  const operations = [
    ["a list", "POST", "list-projects", "/project/list"],
    ["a create", "POST", "create-project", "/project/create"],
    ["an update", "PUT", "update-project-metadata", "/project/update_metadata"],
    ["a delete", "DELETE", "delete-project", "/project/delete"],
  ] as const;
  for (const [kind, method, slug, apiPath] of operations) {
    test(`${kind} (${method}) comes back with the description's example`, async ({ page }) => {
      const requests = apiRequests(page);
      const console = await openConsole(page, `/api/${slug}/`);
      await useBaseUrl(console, PRISM_URL);
      await console.getByLabel("API key", { exact: true }).fill(KEY);
      const status = await send(console);
      const expected = JSON.stringify(documentedExample(slug, "200"), null, 2);
      await expect(status).toContainText("200 OK");
      await expect(status).toContainText(/\d+ ms|\d+\.\d s/);
      await expect(console.getByRole("status")).toHaveText(/^Answered 200 OK in /);
      await expect(console.getByLabel("Response body")).toHaveText(expected);
      await console.getByText(/^Response headers \(\d+\)$/).click();
      await expect(console.locator(".api-console-headers dt", { hasText: "content-type" })).toBeVisible();
      const sent = requests.find((r) => r.method() === method);
      expect(sent?.url()).toBe(`${PRISM_URL}${API_PREFIX}${apiPath}`);
      expect(await sent?.headerValue("authorization")).toBe(`Bearer ${KEY}`);
    });
  }

  test("a long body that is not JSON comes collapsed to its first lines, and expands", async ({ page }) => {
    const text = Array.from({ length: 100 }, (_, i) => `line ${i + 1}`).join("\n");
    await servePlainText(page, text);
    const console = await openConsole(page, "/api/list-fine-tune-jobs/");
    await useBaseUrl(console, PRISM_URL);
    await console.getByLabel("API key", { exact: true }).fill(KEY);
    await expect(await send(console)).toContainText("200 OK");
    const body = console.getByLabel("Response body");
    const expand = console.getByRole("button", { name: "Show all 100 lines" });
    await expect(expand).toHaveAttribute("aria-expanded", "false");
    await expect(body).toHaveText(`${text.split("\n").slice(0, 40).join("\n")}\n…`);
    await expand.click();
    await expect(body).toHaveText(text);
    await console.getByRole("button", { name: "Show less" }).click();
    await expect(body).toContainText("…");
  });

  test("one long line is collapsed by characters", async ({ page }) => {
    const text = "y".repeat(50_000);
    await servePlainText(page, text);
    const console = await openConsole(page, "/api/list-projects/");
    await useBaseUrl(console, PRISM_URL);
    await console.getByLabel("API key", { exact: true }).fill(KEY);
    await expect(await send(console)).toContainText("200 OK");
    const body = console.getByLabel("Response body");
    await expect(body).toHaveText(`${"y".repeat(10_000)}\n…`);
    await console.getByRole("button", { name: "Show all 50,000 characters" }).click();
    await expect(body).toHaveText(text);
  });

  test("shows the documented example of every response, one status at a time, in the pane", async ({ page }) => {
    await page.goto("/api/delete-project/");
    await waitForHydration(page);
    const examples = page.locator("#api-console-pane").getByRole("region", { name: "Example responses" });
    await expect(examples.getByRole("heading", { name: "Example responses" })).toBeVisible();
    const tabs = examples.getByRole("tab");
    await expect(tabs).toHaveText(["200", "400", "401", "403", "404", "429", "500"]);
    const shown = () => examples.locator("[role=tabpanel]:not([hidden]) pre");
    await expect(shown()).toHaveText(JSON.stringify(documentedExample("delete-project", "200"), null, 2));
    await tabs.filter({ hasText: "404" }).click();
    await expect(shown()).toHaveText(JSON.stringify(documentedExample("delete-project", "404"), null, 2));
    await page.keyboard.press("ArrowRight");
    await expect(tabs.filter({ hasText: "429" })).toHaveAttribute("aria-selected", "true");
    await expect(shown()).toContainText('"code": "RESOURCE_EXHAUSTED"');
    // They stay under the console once it is open.
    await page.getByRole("button", { name: /^Try it/ }).click();
    await expect(page.getByRole("region", { name: "Try it" })).toBeVisible();
    await expect(page.locator("#api-console-pane").getByRole("heading", { name: "Example responses" })).toBeVisible();
  });

  test("without a key, Prism's 401 is shown as an answer, linked to the documented 401", async ({
    page,
    allowedErrors,
  }) => {
    allowedErrors.push(failedRequestReport(/\/api\/2\/auto_eval\/project\/list/));
    const console = await openConsole(page, "/api/list-projects/");
    await useBaseUrl(console, PRISM_URL);
    const status = await send(console);
    await expect(status).toContainText("401 Unauthorized");
    await expect(console.getByText("The API answered, with an error.")).toBeVisible();
    await expect(console.getByLabel("Response body")).toContainText('"code": "UNAUTHENTICATED"');
    const documented = console.getByRole("link", { name: "The 401 response in this reference" });
    await documented.click();
    await expect(page).toHaveURL(/#response-401$/);
    const tabs = page.getByRole("tablist", { name: "Responses by status" });
    await expect(tabs.getByRole("tab", { name: "401" })).toHaveAttribute("aria-selected", "true");
    await expect(page.locator("#response-401")).toBeInViewport();
  });

  test("an invalid body is stopped before sending, its problems named by JSON pointer", async ({ page }) => {
    const requests = apiRequests(page);
    const console = await openConsole(page, "/api/create-project/");
    await useBaseUrl(console, PRISM_URL);
    const body = console.getByLabel(/^Request body \(JSON\)/);
    await body.fill('{ "name": 42, "description": ["x"] }');
    await console.getByRole("button", { name: "Send" }).click();
    await expect(console.getByRole("alert")).toHaveText("Nothing was sent: fix the marked fields first.");
    await expect(body).toHaveAttribute("aria-invalid", "true");
    await expect(body).toBeFocused();
    const problems = console.locator(".api-console-problem li");
    await expect(problems).toHaveText([
      "Line 1 · /name: Expected string, found number.",
      "Line 1 · /description: Expected string, found array.",
    ]);
    // Each problem is marked at its line in the editor.
    await body.fill('{\n  "name": "ok",\n  "description": 7\n}');
    await console.getByRole("button", { name: "Send" }).click();
    await expect(problems).toHaveText(["Line 3 · /description: Expected string, found number."]);
    await expect(console.locator(".api-console-problem-line")).toHaveCount(1);
    await expect(console.locator(".api-console-problem-line")).toContainText('"description": 7');
    await body.fill("{\n  not json");
    await console.getByRole("button", { name: "Send" }).click();
    await expect(console.getByText(/^Line 2 · This is not valid JSON: /)).toBeVisible();
    // Reset brings the example back, and it goes through: the first request of the test.
    await console.getByRole("button", { name: "Reset to example" }).click();
    await console.getByLabel("API key", { exact: true }).fill(KEY);
    await expect(await send(console)).toContainText("200 OK");
    expect(requests.map((r) => r.method())).toEqual(["POST"]);
  });

  test("Cancel aborts a request in flight; no answer follows", async ({ page }) => {
    let release: () => void = () => undefined;
    await page.route(`${PRISM_URL}/**`, async (route) => {
      if (route.request().method() === "OPTIONS") return route.continue();
      await new Promise<void>((resolve) => (release = resolve));
      await route.continue().catch(() => undefined);
    });
    const console = await openConsole(page, "/api/list-projects/");
    await useBaseUrl(console, PRISM_URL);
    await console.getByLabel("API key", { exact: true }).fill(KEY);
    await console.getByRole("button", { name: "Send" }).click();
    await expect(console.getByRole("button", { name: "Sending…" })).toHaveAttribute("aria-disabled", "true");
    const failed = page.waitForEvent("requestfailed", (r) => r.url().startsWith(PRISM_URL));
    await console.getByRole("button", { name: "Cancel" }).click();
    await expect(console.getByRole("status")).toHaveText("The request was canceled; no answer will be shown.");
    expect((await failed).failure()?.errorText).toMatch(/ERR_ABORTED|cancel/i);
    release();
    await expect(console.getByRole("button", { name: "Send" })).toHaveAttribute("aria-disabled", "false");
    await expect(console.locator(".api-console-status")).toHaveCount(0);
  });

  test("the samples follow the inputs, the key masked until revealed", async ({ page }) => {
    const console = await openConsole(page, "/api/create-project/");
    const sample = liveSample(page);
    await expect(sample).toContainText("--url https://lastmileai.dev/api/2/auto_eval/project/create");
    await useBaseUrl(console, PRISM_URL);
    await expect(sample).toContainText(`--url ${PRISM_URL}/api/2/auto_eval/project/create`);
    await console.getByLabel(/^Request body \(JSON\)/).fill('{ "name": "console-made", "description": "It\'s new" }');
    await expect(sample).toContainText(`"name": "console-made"`);
    await expect(sample).toContainText(`"description": "It'\\''s new"`);
    await console.getByLabel("API key", { exact: true }).fill(KEY);
    await expect(sample).toContainText('--header "Authorization: Bearer $AUTOEVAL_API_KEY"');
    await expect(page.locator(".api-console-samples")).not.toContainText(KEY);
    await console.getByRole("button", { name: "Show key" }).click();
    await expect(console.getByLabel("API key", { exact: true })).toHaveAttribute("type", "text");
    await expect(sample).toContainText(`--header 'Authorization: Bearer ${KEY}'`);
    await page.locator(".api-console-samples").getByRole("tab", { name: "Python" }).click();
    await expect(liveSample(page)).toContainText(`"Authorization": "Bearer ${KEY}"`);
    await expect(liveSample(page)).toContainText('"name": "console-made"');
    await console.getByRole("button", { name: "Hide key" }).click();
    await expect(console.getByLabel("API key", { exact: true })).toHaveAttribute("type", "password");
    await expect(console.getByRole("button", { name: "Show key" })).toBeVisible();
    await expect(page.locator(".api-console-samples")).not.toContainText(KEY);
  });

  test("the key stays out of localStorage, the URL and analytics; Remember keeps it in this tab only", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // A stand-in for gtag's queue, so anything the page would report is kept.
      (window as unknown as { dataLayer: unknown[] }).dataLayer ??= [];
    });
    const console = await openConsole(page, "/api/list-projects/");
    await useBaseUrl(console, PRISM_URL);
    await console.getByLabel("API key", { exact: true }).fill(KEY);
    await expect(await send(console)).toContainText("200 OK");
    await console.getByRole("link", { name: "The 200 response in this reference" }).click();
    const leaks = async () =>
      page.evaluate((key) => {
        const local = Object.keys(localStorage).map((k) => `${k}=${localStorage.getItem(k)}`);
        const session = Object.keys(sessionStorage).map((k) => `${k}=${sessionStorage.getItem(k)}`);
        const layer = JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);
        return {
          local: local.some((entry) => entry.includes(key)),
          session: session.some((entry) => entry.includes(key)),
          url: window.location.href.includes(key) || document.referrer.includes(key),
          dataLayer: layer.includes(key),
          history: JSON.stringify(window.history.state ?? null).includes(key),
        };
      }, KEY);
    expect(await leaks()).toEqual({ local: false, session: false, url: false, dataLayer: false, history: false });
    expect(await page.evaluate((k) => localStorage.getItem(k), SERVER_KEY)).toBe(PRISM_URL);

    await console.getByLabel("Remember for this tab").check();
    expect(await page.evaluate((k) => sessionStorage.getItem(k), KEY_KEY)).toBe(KEY);
    expect((await leaks()).local).toBe(false);
    // Another operation page in this tab: the server and the key are still there.
    await page.goto("/api/create-project/");
    await waitForHydration(page);
    await page.getByRole("button", { name: /^Try it/ }).click();
    const next = page.getByRole("region", { name: "Try it" });
    await expect(next.getByLabel("API key", { exact: true })).toHaveValue(KEY);
    await expect(next.getByLabel("Base URL")).toHaveValue(PRISM_URL);
    await next.getByLabel("Remember for this tab").uncheck();
    expect(await page.evaluate((k) => sessionStorage.getItem(k), KEY_KEY)).toBeNull();
    expect(await leaks()).toEqual({ local: false, session: false, url: false, dataLayer: false, history: false });
  });

  test("holding Ctrl+Enter, or pressing Send again, sends one request until it ends", async ({ page }) => {
    let reached = 0;
    let hold: Promise<void> | null = null;
    await page.route(`${PRISM_URL}/**`, async (route) => {
      if (route.request().method() === "OPTIONS") return route.continue();
      reached += 1;
      if (hold) await hold;
      return route.continue().catch(() => undefined);
    });
    const console = await openConsole(page, "/api/list-projects/");
    await useBaseUrl(console, PRISM_URL);
    const key = console.getByLabel("API key", { exact: true });
    await key.fill(KEY);
    // The key held down: its first keydown sends, the repeats (event.repeat) send nothing.
    await page.keyboard.down("Control");
    for (let i = 0; i < 30; i++) {
      await page.keyboard.down("Enter");
      await page.waitForTimeout(40);
    }
    await page.keyboard.up("Enter");
    await page.keyboard.up("Control");
    await expect(console.locator(".api-console-status")).toContainText("200 OK");
    await page.waitForTimeout(300);
    expect(reached).toBe(1);
    // Released, the shortcut sends again.
    await key.press("Control+Enter");
    await expect.poll(() => reached).toBe(2);
    await expect(console.getByRole("button", { name: "Send" })).toHaveAttribute("aria-disabled", "false");
    // While a request is in flight, Send says so and further presses send nothing.
    let release: () => void = () => undefined;
    hold = new Promise<void>((resolve) => (release = resolve));
    const submit = console.locator("button[type=submit]");
    await submit.click();
    await expect(submit).toHaveText("Sending…");
    await expect(submit).toHaveAttribute("aria-disabled", "true");
    for (let i = 0; i < 5; i++) await submit.click({ force: true });
    await key.press("Control+Enter");
    await page.waitForTimeout(300);
    expect(reached).toBe(3);
    release();
    await expect(submit).toHaveText("Send");
    expect(reached).toBe(3);
  });

  test("the key is never written into an attribute, typed, shown, sent or remembered", async ({ page }) => {
    const inAttributes = () =>
      page.evaluate((key) => {
        const found: string[] = [];
        for (const element of document.querySelectorAll("*"))
          for (const attribute of element.attributes)
            if (attribute.value.includes(key)) found.push(`${element.tagName} ${attribute.name}`);
        return found;
      }, KEY);
    const inMarkup = () => page.evaluate((key) => document.documentElement.outerHTML.includes(key), KEY);
    const console = await openConsole(page, "/api/list-projects/");
    await useBaseUrl(console, PRISM_URL);
    const field = console.getByLabel("API key", { exact: true });
    await field.pressSequentially(KEY.slice(0, 6));
    await field.fill(KEY);
    await expect(field).toHaveValue(KEY);
    expect(await inAttributes()).toEqual([]);
    expect(await inMarkup()).toBe(false);
    await console.getByRole("button", { name: "Show key" }).click();
    await expect(field).toHaveAttribute("type", "text");
    await expect(field).toHaveValue(KEY);
    expect(await inAttributes()).toEqual([]);
    await console.getByRole("button", { name: "Hide key" }).click();
    await expect(await send(console)).toContainText("200 OK");
    await console.getByLabel("Remember for this tab").check();
    expect(await inAttributes()).toEqual([]);
    expect(await inMarkup()).toBe(false);
    // Remembered, it comes back into the field on the next page, and still into no attribute.
    await page.reload();
    await waitForHydration(page);
    await page.getByRole("button", { name: /^Try it/ }).click();
    const next = page.getByRole("region", { name: "Try it" });
    await expect(next.getByLabel("API key", { exact: true })).toHaveValue(KEY);
    expect(await inAttributes()).toEqual([]);
    expect(await inMarkup()).toBe(false);
  });

  test("deeply nested JSON is shown as it came, bounded, with a note; the page stays responsive", async ({ page }) => {
    // 8.8 KB that pretty-prints to 40.5 million characters.
    const raw = `${"[".repeat(4500)}${"]".repeat(4500)}`;
    await page.route(`${PRISM_URL}/**`, (route) =>
      route.request().method() === "OPTIONS"
        ? route.continue()
        : route.fulfill({
            status: 200,
            contentType: "application/json",
            headers: { "access-control-allow-origin": "*" },
            body: raw,
          }),
    );
    const console = await openConsole(page, "/api/list-projects/");
    await useBaseUrl(console, PRISM_URL);
    await console.getByLabel("API key", { exact: true }).fill(KEY);
    await expect(await send(console)).toContainText("200 OK");
    await expect(console.getByRole("note")).toHaveText(
      "Pretty-printed, this JSON would run to 40,500,000 characters, too many to show, so it is shown as it came. Download keeps the whole body.",
    );
    await expect(console.getByLabel("Response body")).toHaveText(raw);
    const started = Date.now();
    expect(await page.evaluate(() => document.body.textContent?.length ?? 0)).toBeLessThan(100_000);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test("Remember says so when this tab's storage is full, and keeps nothing", async ({ page }) => {
    const console = await openConsole(page, "/api/list-projects/");
    await console.getByLabel("API key", { exact: true }).fill(KEY);
    await page.evaluate(() => {
      let n = 0;
      for (let size = 1 << 20; size >= 1; size >>= 1) {
        try {
          for (;;) sessionStorage.setItem(`fill-${n++}`, "x".repeat(size));
        } catch {
          // Full at this size: try a smaller one.
        }
      }
    });
    const remember = console.getByLabel("Remember for this tab");
    await remember.check({ trial: true });
    await remember.click();
    await expect(console.getByRole("alert")).toHaveText(
      /could not be remembered: it is held in this page's memory only/,
    );
    await expect(remember).not.toBeChecked();
    expect(await page.evaluate((k) => sessionStorage.getItem(k), KEY_KEY)).toBeNull();
    await page.evaluate(() => sessionStorage.clear());
    await remember.check();
    await expect(console.getByRole("alert")).toHaveCount(0);
    expect(await page.evaluate((k) => sessionStorage.getItem(k), KEY_KEY)).toBe(KEY);
  });

  test("a planted or broken history does not stop the console; the readable entries are listed", async ({ page }) => {
    const good = {
      slug: "list-projects",
      method: "POST",
      server: PRISM_URL,
      parameters: {},
      body: "{}",
      status: 200,
      time: 1_765_000_000_000,
      elapsed: 12,
    };
    const planted = [
      good,
      { ...good, time: 1e300 },
      { ...good, time: -1e20 },
      { ...good, status: 1e21 },
      { ...good, elapsed: -5 },
      null,
      "junk",
      ...Array.from({ length: 5000 }, (_, i) => ({ ...good, time: good.time - 1000 * (i + 1) })),
    ];
    await page.addInitScript(
      (value) => sessionStorage.setItem("autoeval.console.history", value),
      JSON.stringify(planted),
    );
    const console = await openConsole(page, "/api/list-projects/");
    const history = console.locator(".api-console-history");
    await expect(history.locator("summary")).toHaveText(/^History: this operation's last \d+ requests in this tab$/);
    const listed = await history.locator("li").count();
    expect(listed).toBeGreaterThan(0);
    expect(listed).toBeLessThanOrEqual(20);
    await history.locator("summary").click();
    await history.getByRole("button", { name: "Clear the history" }).click();
    await expect(history).toHaveCount(0);
  });

  test("an unreachable server gets a plain explanation, and the page lives on", async ({ page, allowedErrors }) => {
    const port = await closedPort();
    allowedErrors.push(failedRequestReport(/\/api\/2\/auto_eval\/project\/list/));
    const console = await openConsole(page, "/api/list-projects/");
    await useBaseUrl(console, `http://127.0.0.1:${port}`);
    await console.getByLabel("API key", { exact: true }).fill(KEY);
    await console.getByRole("button", { name: "Send" }).click();
    await expect(console.getByRole("status")).toHaveText("The request did not reach the API.");
    // Said once: the status line is the title of the explanation.
    const said = await console.evaluate((region) => region.textContent?.split("The request did not reach the API."));
    expect(said).toHaveLength(2);
    await expect(console.getByText(/allows this site to call it \(CORS\)/)).toBeVisible();
    await expect(console.getByText(/^The curl sample makes the same request from a terminal/)).toBeVisible();
    // The page still works: the same console reaches Prism next.
    await console.getByLabel("Base URL").fill(PRISM_URL);
    await expect(await send(console)).toContainText("200 OK");
    await page.getByRole("button", { name: "On this page" }).click();
    await page.locator("#toc-mobile").getByRole("link", { name: "Responses", exact: true }).click();
    await expect(page).toHaveURL(/#responses$/);
  });

  test("checks a custom base URL before sending: plain http only for this machine", async ({ page }) => {
    const requests = apiRequests(page);
    const console = await openConsole(page, "/api/list-projects/");
    await useBaseUrl(console, "http://api.example.org");
    await console.getByRole("button", { name: "Send" }).click();
    const baseUrl = console.getByLabel("Base URL");
    await expect(baseUrl).toBeFocused();
    await expect(baseUrl).toHaveAccessibleDescription(/Plain http:\/\/ is allowed only for localhost and 127\.0\.0\.1/);
    expect(requests).toEqual([]);
  });

  test("works from the keyboard alone, from Try it to the answer and back", async ({ page }) => {
    await preferServer(page);
    await page.goto("/api/list-projects/");
    await waitForHydration(page);
    const tryIt = page.getByRole("button", { name: /^Try it/ });
    await tryIt.focus();
    await page.keyboard.press("Enter");
    const console = page.getByRole("region", { name: "Try it" });
    await expect(console.getByRole("heading", { name: "Try it" })).toBeFocused();
    await page.keyboard.press("Tab"); // Close
    await page.keyboard.press("Tab"); // Server
    await expect(console.getByLabel("Server")).toBeFocused();
    await page.keyboard.press("Tab"); // Base URL (remembered custom server)
    await expect(console.getByLabel("Base URL")).toHaveValue(PRISM_URL);
    await page.keyboard.press("Tab"); // API key
    await expect(console.getByLabel("API key", { exact: true })).toBeFocused();
    await page.keyboard.type(KEY);
    await page.keyboard.press("Tab"); // Show key
    await page.keyboard.press("Space");
    await expect(console.getByLabel("API key", { exact: true })).toHaveAttribute("type", "text");
    await expect(console.getByRole("button", { name: "Hide key" })).toBeFocused();
    await page.keyboard.press("Tab"); // Remember
    await page.keyboard.press("Tab"); // Reset to example
    await page.keyboard.press("Tab"); // body
    await expect(console.getByLabel(/^Request body \(JSON\)/)).toBeFocused();
    await page.keyboard.press("Tab"); // Send
    await expect(console.getByRole("button", { name: "Send" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(console.locator(".api-console-status")).toContainText("200 OK");
    await console.getByRole("button", { name: "Close the console" }).focus();
    await page.keyboard.press("Enter");
    await expect(tryIt).toBeFocused();
  });
});

test.describe("the API console, axe with it open", () => {
  // Both themes; the two-pane layout (1280, 1920) and the full-screen console of a phone (390).
  const cases = [
    ["light", 1280],
    ["dark", 1280],
    ["light", 390],
    ["dark", 1920],
  ] as const;
  for (const [theme, width] of cases) {
    test(`no serious or critical violations in the ${theme} theme at ${width} px, answer and problems shown`, async ({
      page,
      allowedErrors,
    }) => {
      allowedErrors.push(failedRequestReport(/\/api\/2\/auto_eval\/project\/list/));
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
      const console = await openConsole(page, "/api/list-projects/");
      await useBaseUrl(console, PRISM_URL);
      await expect(await send(console)).toContainText("401");
      await console.getByLabel(/^Request body \(JSON\)/).fill('{ "filters": { "canContribute": "yes" } }');
      await console.getByRole("button", { name: "Send" }).click();
      await expect(console.getByRole("alert")).toBeVisible();
      expect(await page.locator("html").getAttribute("data-theme")).toBe(theme);
      // Sending scrolled the page: the breadcrumbs' home link now lies beneath the sticky navbar,
      // where axe's target-size rule counts it as crowded by the navbar's buttons, though no
      // pointer can reach it there. At the top of the page nothing is beneath the navbar.
      await page.evaluate(() => window.scrollTo(0, 0));
      // From 1200 px the navbar's search button shows "Search Ctrl K" but is named "Search": a
      // finding of its own (label-content-name-mismatch), outside the console; left to the navbar.
      const results = await new AxeBuilder({ page })
        .exclude('header button[aria-label="Search"]')
        .options({ resultTypes: ["violations"], rules: { "label-content-name-mismatch": { enabled: true } } })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
        .analyze();
      const serious = results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      expect(serious).toEqual([]);
    });
  }
});

test.describe("every operation page has a working console", () => {
  const PARTS = 4;
  const parts = Array.from({ length: PARTS }, (_, i) => OPERATION_ROUTES.filter((_, j) => j % PARTS === i));
  parts.forEach((routes, index) => {
    test(`part ${index + 1} of ${PARTS}: the example is sent and the example response comes back`, async ({ page }) => {
      test.setTimeout(routes.length * 6_000 + 20_000);
      await preferServer(page);
      for (const path of routes) {
        await page.goto(path);
        await waitForHydration(page);
        await page.getByRole("button", { name: /^Try it/ }).click();
        const console = page.getByRole("region", { name: "Try it" });
        await console.getByLabel("API key", { exact: true }).fill(KEY);
        await expect(await send(console), path).toContainText("200 OK");
        const slug = path.split("/")[2]!;
        const expected = JSON.stringify(documentedExample(slug, "200"), null, 2);
        // Long bodies come collapsed: the whole is a click away.
        const expand = console.getByRole("button", { name: /^Show all \d+ lines$/ });
        if ((await expand.count()) > 0) await expand.click();
        await expect(console.getByLabel("Response body"), path).toHaveText(expected);
      }
    });
  });
});
