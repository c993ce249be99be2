/**
 * The body of an MDX page on a first load (src/mdx/MdxBody.tsx): the server's HTML is what
 * the reader sees, and its code, which would only re-create the same text, loads when the
 * reader reaches for the body. Nothing pressed meanwhile is lost. The body's chunk is held
 * back in these tests, so "before the code has arrived" is a state, not a race.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page, Route } from "@playwright/test";
import { CHUNK_LOAD_FAILURE, expect, test, waitForHydration } from "./fixtures";
import { requestsSettled, trackRequests } from "./support/barriers";
import { skipWithoutTuning, TUNING_OFF } from "./support/tuning";

const PAGE = "/quickstart/";
// The body's chunk is named after its file (gatsby/tuning/loaders/mdx-body-loader.cjs).
const BODY_CHUNK = /\/mdx-body---content-docs-quickstart-mdx-[0-9a-f]+\.js$/;
const BODY = "main [data-mdx-body]";

/** The id of the body's first h2: the compiled body holds it as a string, nothing else does. */
async function bodyMarker(page: Page): Promise<string> {
  const id = await page.locator(`${BODY} h2[id]`).first().getAttribute("id");
  expect(id).toBeTruthy();
  return `"${id}"`;
}

/**
 * The script files of a body's chunk group, as the build's stats name them: a large body goes to
 * a chunk of its own that webpack names by hash (Gatsby's split of big modules), not by the
 * body's name.
 */
function bodyChunkFiles(group: string): RegExp {
  const stats = JSON.parse(readFileSync(path.resolve(__dirname, "../public/webpack.stats.json"), "utf8")) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] }>;
  };
  const files = (stats.namedChunkGroups[group]?.assets ?? []).map((a) => a.name).filter((n) => n.endsWith(".js"));
  // With the tuning off the body is part of the page's code: there is nothing of its own to hold.
  if (TUNING_OFF) return /(?!)/;
  expect(files, `the build's chunk group ${group}`).not.toEqual([]);
  return new RegExp(`/(${files.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})$`);
}

/** Holds every later request for the body's chunk until `release` (or fails them). */
async function holdBodyChunk(page: Page, chunk: RegExp = BODY_CHUNK) {
  const held: Route[] = [];
  let waiting: (() => void) | null = null;
  await page.route(chunk, (route) => {
    held.push(route);
    waiting?.();
  });
  return {
    requested: () =>
      held.length > 0 ? Promise.resolve() : new Promise<void>((resolve) => (waiting = () => resolve())),
    release: async () => Promise.all(held.splice(0).map((route) => route.continue())),
    fail: async () => Promise.all(held.splice(0).map((route) => route.abort("failed"))),
  };
}

async function sampleTabs(page: Page): Promise<string[]> {
  return page
    .locator(`${BODY} [data-tab-group="code-samples"] [role="tablist"]`)
    .evaluateAll((lists) =>
      lists.map((list) => list.querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? ""),
    );
}

test("a first load downloads none of the body's text as code; the reader's first move over it brings it", async ({
  page,
}) => {
  skipWithoutTuning("mdx-body");
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
  });
  const requests = trackRequests(page);
  await page.goto(PAGE);
  await waitForHydration(page);
  await requestsSettled(page, requests);
  const marker = await bodyMarker(page);
  expect((await Promise.all(scripts)).filter((text) => text.includes(marker))).toEqual([]);
  await expect(page.locator(BODY)).not.toHaveAttribute("data-body-live");

  await page.locator(`${BODY} p`).first().hover();
  await expect(page.locator(BODY)).toHaveAttribute("data-body-live", "");
  expect((await Promise.all(scripts)).filter((text) => text.includes(marker))).toHaveLength(1);
});

test("a tab pressed before the body's code has arrived takes effect when it arrives, in every synced group", async ({
  page,
}) => {
  skipWithoutTuning("mdx-body");
  await page.goto(PAGE);
  await waitForHydration(page);
  const chunk = await holdBodyChunk(page);
  const before = await sampleTabs(page);
  expect(before.length).toBeGreaterThan(2);

  await page.locator(BODY).getByRole("tab", { name: "Python" }).first().click();
  await chunk.requested();
  await expect(page.locator(BODY)).not.toHaveAttribute("data-body-live");
  await chunk.release();
  await expect(page.locator(BODY)).toHaveAttribute("data-body-live", "");
  await expect.poll(() => sampleTabs(page)).toEqual(before.map(() => "Python"));
});

test("a link in the body followed before its code has arrived opens the page client-side", async ({ page }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  const chunk = await holdBodyChunk(page);

  await page.locator(BODY).getByRole("link", { name: "Metrics", exact: true }).first().click();
  await expect(page).toHaveURL(/\/autoeval\/metrics\/(#[\w-]+)?$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Metrics");
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  await chunk.release();
});

test("when the body's code cannot load, the body stays readable and its links still work", async ({
  page,
  allowedErrors,
}) => {
  skipWithoutTuning("mdx-body");
  allowedErrors.push(...CHUNK_LOAD_FAILURE);
  await page.goto(PAGE);
  await waitForHydration(page);
  const text = await page.locator(BODY).innerText();
  const chunk = await holdBodyChunk(page);

  await page.locator(`${BODY} p`).first().hover();
  await chunk.requested();
  await chunk.fail();
  await expect(page.locator(BODY)).not.toHaveAttribute("data-body-live");
  expect(await page.locator(BODY).innerText()).toBe(text);

  await page.locator(BODY).getByRole("link", { name: "Metrics", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Metrics");
});

test("after a client-side navigation the body is complete at once: its tabs answer the first press", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await page
    .getByRole("main")
    .getByRole("link", { name: /Quickstart/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  // The URL can change a moment before the new page is on screen (seen beside a build).
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quickstart");
  // No island: the body rendered with the page, so a press is handled on the spot.
  await expect(page.locator(BODY)).not.toHaveAttribute("data-body-live");
  const before = await sampleTabs(page);
  expect(before.length).toBeGreaterThan(1);
  await page.locator(BODY).getByRole("tab", { name: "JavaScript" }).first().click();
  expect(await sampleTabs(page)).toEqual(before.map(() => "JavaScript"));
});

test("the first click on a body link to a file, before the body's code has arrived, gets the file", async ({
  page,
}) => {
  await page.goto("/sdk/");
  await waitForHydration(page);
  const chunk = await holdBodyChunk(page, bodyChunkFiles("mdx-body---content-docs-sdk-mdx"));
  const download = page.waitForEvent("download");

  await page.locator(BODY).getByRole("link", { name: "Download the OpenAPI description" }).click();
  expect((await download).suggestedFilename()).toBe("openapi.yaml");
  await expect(page.locator(BODY)).not.toHaveAttribute("data-body-live");
  await expect(page).toHaveURL(/\/sdk\/$/);
  await chunk.release();
});
