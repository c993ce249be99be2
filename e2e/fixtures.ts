/**
 * The test fixture every browser test uses: only 127.0.0.1 may be reached (analytics and
 * Algolia are blocked and recorded), and page errors fail the test unless it expects them.
 */
import { test as base, expect, type Page, type Request } from "@playwright/test";

export interface Blocked {
  readonly urls: string[];
}

export const test = base.extend<{ blocked: Blocked; pageErrors: string[] }>({
  blocked: async ({ context }, use) => {
    const blocked: Blocked = { urls: [] };
    await context.route(
      (url) => url.hostname !== "127.0.0.1" && url.hostname !== "localhost",
      (route) => {
        blocked.urls.push(route.request().url());
        return route.abort("blockedbyclient");
      },
    );
    await use(blocked);
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
  page: async ({ page, blocked }, use) => {
    void blocked;
    await use(page);
  },
});

export { expect };

/** Waits until React has hydrated the page (the shell's client-only effects ran). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
}

export function isThirdParty(request: Request): boolean {
  const host = new URL(request.url()).hostname;
  return host !== "127.0.0.1" && host !== "localhost";
}
