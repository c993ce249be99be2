/**
 * Helpers for the API console's browser tests. The console runs against Stoplight Prism, which
 * mocks the API from its description (the examples come back; no Authorization header gets a
 * 401). Playwright starts Prism (playwright.config.ts) on 127.0.0.1:PRISM_PORT, default 4010
 * (e2e/support/prism.ts).
 */
import type { Locator, Page } from "@playwright/test";
import { expect, waitForHydration } from "../fixtures";

import { PRISM_URL } from "./prism";

export { PRISM_PORT, PRISM_URL } from "./prism";
export const API_PREFIX = "/api/2/auto_eval";

/** Marks the console's own chunk: one of its strings, which no first load may carry. */
export const CONSOLE_MARKER = "Remember for this tab";

export const SERVER_KEY = "autoeval.console.server";
export const KEY_KEY = "autoeval.console.key";

/** Starts every page of the test with the console pointed at this server (Prism by default). */
export async function preferServer(page: Page, url: string = PRISM_URL): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [SERVER_KEY, url] as const);
}

/** Opens an operation page and its console, and waits until the console has taken the focus. */
export async function openConsole(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole("button", { name: /^Try it/ }).click();
  const console = page.getByRole("region", { name: "Try it" });
  await expect(console.getByRole("heading", { name: "Try it" })).toBeFocused();
  return console;
}

/** Points the console at a custom base URL. */
export async function useBaseUrl(console: Locator, url: string): Promise<void> {
  await console.getByLabel("Server").selectOption({ label: "Custom base URL…" });
  await console.getByLabel("Base URL").fill(url);
}

/** Sends and waits for the answer's status line. */
export async function send(console: Locator): Promise<Locator> {
  await console.getByRole("button", { name: "Send" }).click();
  return console.locator(".api-console-status");
}

/** The code of the selected sample of the console's live samples. */
export function liveSample(page: Page): Locator {
  return page.locator(".api-console-samples [role=tabpanel]:not([hidden]) code");
}
