/**
 * Deployment headers: the build writes public/_headers and the test server sends them, as a
 * static host would. Every browser test therefore runs under the Content-Security-Policy, and
 * a violation (reported as a console error) fails it; here the headers themselves are checked.
 */
import { expect, test, waitForHydration } from "./fixtures";

test.describe("deployment headers", () => {
  test("a page is sent with the security headers and revalidated on each visit", async ({ request }) => {
    const response = await request.get("/quickstart/");
    const headers = response.headers();
    const policy = headers["content-security-policy"] ?? "";
    expect(policy).toMatch(
      /(^|; )script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ https:\/\/www\.googletagmanager\.com\/gtag\/js(;|$)/,
    );
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  test("hashed scripts are cached for a year; page data is revalidated", async ({ page, request }) => {
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script" && new URL(response.url()).hostname === "127.0.0.1")
        scripts.push(`${new URL(response.url()).pathname} ${response.headers()["cache-control"]}`);
    });
    await page.goto("/quickstart/");
    await waitForHydration(page);
    expect(scripts.length).toBeGreaterThan(2);
    for (const line of scripts) expect(line).toMatch(/ public, max-age=31536000, immutable$/);
    const data = await request.get("/page-data/app-data.json");
    expect(data.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  test("files that keep their name from build to build are revalidated: index, 404, twins, llms files", async ({
    request,
  }) => {
    for (const path of [
      "/search-index.json",
      "/404.html",
      "/quickstart.md",
      "/index.md",
      "/llms.txt",
      "/llms-full.txt",
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe("public, max-age=0, must-revalidate");
    }
  });

  test("the search index's files, in a folder named by their digest, are cached for good", async ({ request }) => {
    const manifest = (await (await request.get("/search-index.json")).json()) as { hash: string; keys: string };
    const key = manifest.keys.split(" ").at(-1)!.split(":")[0];
    const response = await request.get(`/search-index/${manifest.hash}/d/${key}.json`);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("the API console may reach any https host and this machine; its files are revalidated", async ({ request }) => {
    const policy = (await request.get("/api/evaluate/")).headers()["content-security-policy"] ?? "";
    const connect = /(?:^|; )connect-src ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? [];
    expect(connect).toContain("https:");
    expect(connect.filter((source) => source.startsWith("http:"))).toEqual([
      "http://127.0.0.1:*",
      "http://localhost:*",
    ]);
    for (const path of ["/openapi.yaml", "/api-console/evaluate.json"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe("public, max-age=0, must-revalidate");
    }
  });

  test("the pages work under the policy: the search modal opens and finds a page", async ({ page }) => {
    // A CSP violation would be a console error, which fails the test (e2e/fixtures.ts).
    await page.goto("/autoeval/metrics/");
    await waitForHydration(page);
    await page.keyboard.press("Control+k");
    const modal = page.locator(".DocSearch-Modal");
    await modal.getByPlaceholder("Search docs").fill("faithfulness");
    await expect(modal.locator(".DocSearch-Hit").first()).toBeVisible();
  });

  test("the policy is enforced: an inline script the build did not write does not run", async ({
    page,
    allowedErrors,
  }) => {
    allowedErrors.push(/^console error: Executing inline script violates the following Content Security Policy/);
    await page.goto("/");
    await waitForHydration(page);
    const refused = page.waitForEvent("console", (message) =>
      message.text().startsWith("Executing inline script violates the following Content Security Policy"),
    );
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true;";
      document.body.appendChild(script);
    });
    await refused;
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  });
});
