/**
 * Indexing and machine-readable views: head tags once per page, the sitemap, robots.txt,
 * OpenSearch, the Markdown twin of each page, llms.txt and llms-full.txt, and "Copy page
 * as Markdown".
 */
import { expect, test, waitForHydration } from "./fixtures";
import { articleOf, count, headings } from "./support/html";
import { DOCS_PAGES, SPEC_ROUTES } from "./support/routes";

const SITE = "https://docs.autoeval.dev";

/** One page of each template. */
const SAMPLE = [
  "/",
  "/quickstart/",
  "/autoeval/metrics/",
  "/api/evaluate/",
  "/api/schemas/dataset/",
  "/api/autoeval-api-v-2/",
  "/category/api/",
  "/release-notes/",
  "/markdown-page/",
  "/search/",
  "/1.x/quickstart/",
];

const HEAD_TAGS: [string, RegExp][] = [
  ["canonical", /<link[^>]*rel="canonical"[^>]*>/g],
  ["description", /<meta[^>]*name="description"[^>]*>/g],
  ["og:title", /<meta[^>]*property="og:title"[^>]*>/g],
  ["twitter:card", /<meta[^>]*name="twitter:card"[^>]*>/g],
];

test.describe("head tags", () => {
  test("canonical, description, og:title and twitter:card appear exactly once in the served HTML", async ({
    request,
  }) => {
    const problems: string[] = [];
    for (const path of SAMPLE) {
      const html = await (await request.get(path)).text();
      const head = /<head[\s>][\s\S]*<\/head>/i.exec(html)?.[0] ?? "";
      for (const [name, pattern] of HEAD_TAGS) {
        const n = count(head, pattern);
        if (n !== 1) problems.push(`${path}: ${name} ×${n}`);
      }
      const canonical =
        /<link[^>]*rel="canonical"[^>]*href="([^"]*)"/.exec(head)?.[1] ??
        /<link[^>]*href="([^"]*)"[^>]*rel="canonical"/.exec(head)?.[1];
      if (canonical !== `${SITE}${path}`) problems.push(`${path}: canonical ${canonical}`);
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });

  test("after hydration and a client-side navigation, each tag is still there once, for the new page", async ({
    page,
  }) => {
    await page.goto("/quickstart/");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Deployment" }).click();
    await expect(page).toHaveURL(/\/deployment\/$/);
    await expect(page).toHaveTitle(/^Deployment \| /);
    const counts = await page.evaluate(() => ({
      canonical: document.head.querySelectorAll('link[rel="canonical"]').length,
      description: document.head.querySelectorAll('meta[name="description"]').length,
      ogTitle: document.head.querySelectorAll('meta[property="og:title"]').length,
      twitterCard: document.head.querySelectorAll('meta[name="twitter:card"]').length,
      canonicalHref: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href"),
      ogTitleContent: document.head.querySelector('meta[property="og:title"]')?.getAttribute("content"),
    }));
    expect(counts).toEqual({
      canonical: 1,
      description: 1,
      ogTitle: 1,
      twitterCard: 1,
      canonicalHref: `${SITE}/deployment/`,
      ogTitleContent: "Deployment | AutoEval Docs",
    });
  });
});

test.describe("sitemap, robots, OpenSearch", () => {
  test("the sitemap lists every promised route but /search/, and no 404 page", async ({ request }) => {
    const index = await request.get("/sitemap-index.xml");
    expect(index.status()).toBe(200);
    const sitemaps = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(sitemaps.length).toBeGreaterThan(0);
    const paths = new Set<string>();
    for (const sitemap of sitemaps) {
      const response = await request.get(sitemap);
      expect(response.status(), sitemap).toBe(200);
      for (const m of (await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)) {
        const url = new URL(m[1]!);
        expect(url.origin).toBe(SITE);
        paths.add(url.pathname);
      }
    }
    const missing = SPEC_ROUTES.filter((r) => r !== "/search/" && !paths.has(r));
    expect(missing).toEqual([]);
    expect(paths.has("/search/")).toBe(false);
    expect([...paths].filter((p) => p.startsWith("/404") || p.startsWith("/dev-404"))).toEqual([]);
    // Every path of the sitemap is served in the slash form.
    expect([...paths].filter((p) => !p.endsWith("/"))).toEqual([]);
  });

  test("robots.txt points to the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(new RegExp(`^Sitemap: ${SITE}/sitemap-index\\.xml$`, "m"));
  });

  test("/opensearch.xml describes the search page and is linked from the head", async ({ request }) => {
    const response = await request.get("/opensearch.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain("<OpenSearchDescription");
    expect(xml).toContain(`template="${SITE}/search/?q={searchTerms}"`);
    const home = await (await request.get("/")).text();
    expect(home).toMatch(/<link[^>]*rel="search"[^>]*href="\/opensearch\.xml"/);
  });
});

test.describe("Markdown twins and llms.txt", () => {
  const twins: [string, string][] = [
    ["/quickstart/", "/quickstart.md"],
    ["/", "/index.md"],
    ["/autoeval/", "/autoeval.md"],
    ["/api/evaluate/", "/api/evaluate.md"],
    ["/api/schemas/dataset/", "/api/schemas/dataset.md"],
  ];
  for (const [page, twin] of twins) {
    test(`${twin} holds the page's title and its h2 headings`, async ({ request }) => {
      const html = articleOf(await (await request.get(page)).text());
      const [title] = headings(html, 1);
      const h2 = headings(html, 2);
      expect(title).toBeTruthy();
      const response = await request.get(twin, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/(markdown|plain)/);
      const markdown = await response.text();
      expect(markdown.split("\n")[0]).toBe(`# ${title}`);
      const mdH2 = markdown
        .split("\n")
        .filter((l) => l.startsWith("## "))
        .map((l) => l.slice(3).trim());
      expect(
        h2.filter((h) => !mdH2.includes(h)),
        `h2 of ${page} missing from ${twin}`,
      ).toEqual([]);
    });
  }

  test("/llms.txt starts with '# AutoEval' and has an Optional section", async ({ request }) => {
    const response = await request.get("/llms.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text.startsWith("# AutoEval")).toBe(true);
    expect(text).toMatch(/^## Optional$/m);
    // Its links are Markdown twins that exist.
    const links = [...text.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((m) => new URL(m[1]!).pathname);
    expect(links.length).toBeGreaterThan(10);
    for (const link of links.filter((l) => l.endsWith(".md")).slice(0, 15))
      expect((await request.get(link)).status(), link).toBe(200);
  });

  test("every image a twin shows can be fetched, in the twin and in /llms-full.txt", async ({ request }) => {
    const twin = await (await request.get("/autoeval/guardrails.md")).text();
    const full = await (await request.get("/llms-full.txt")).text();
    const images = (text: string) => [...text.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
    expect(images(twin).length).toBeGreaterThan(0);
    for (const url of [...images(twin), ...images(full)]) {
      expect(url, "an image in a twin must not be relative to a source folder").toMatch(/^(https?:\/\/|\/)/);
      const response = await request.get(new URL(url, "http://x").pathname);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-type"], url).toMatch(/^image\//);
    }
  });

  test("/llms-full.txt contains every docs page title", async ({ request }) => {
    const response = await request.get("/llms-full.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    const missing: string[] = [];
    for (const path of DOCS_PAGES) {
      const [title] = headings(articleOf(await (await request.get(path)).text()), 1);
      if (!title || !text.includes(title)) missing.push(`${path} (${title})`);
    }
    expect(missing).toEqual([]);
  });

  test("docs pages have a 'Copy page as Markdown' button that copies the page's Markdown", async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: String(test.info().project.use.baseURL),
    });
    await page.goto("/quickstart/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Copy page as Markdown" }).click();
    const expected = await (await request.get("/quickstart.md")).text();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });
});
