/**
 * What the runtime pieces that reach into Gatsby's page loader rely on, read from the installed
 * Gatsby (the file gatsby/webpack.ts aliases as `gatsby-runtime-loader`, and the app that reports
 * its failures). A Gatsby upgrade that changes any of it fails here, not silently in the browser.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const gatsbyFile = (file: string) =>
  readFileSync(createRequire(import.meta.url).resolve(`gatsby/cache-dir/${file}`), "utf8");
const loader = gatsbyFile("loader.js");
const app = gatsbyFile("production-app.js");
const normalizePagePath = gatsbyFile("normalize-page-path.js");

describe("Gatsby's page loader, as installed", () => {
  it("exports BaseLoader and PageResourceStatus, whose prototype methods the pieces wrap", () => {
    expect(loader).toMatch(/^export class BaseLoader \{/m);
    expect(loader).toMatch(/^export const PageResourceStatus = \{[\s\S]*?Error: `error`/m);
    // src/browser/page-data-query.ts and page-loader-guard.ts
    expect(loader).toMatch(/^ {2}fetchPageDataJson\(loadObj\) \{\n\s+const \{ pagePath, retries = 0 \} = loadObj/m);
    // src/tuning/body-preload.ts
    expect(loader).toMatch(/^ {2}loadPage\(rawPath\) \{/m);
  });

  it("asks for a page's data with its query string (src/browser/page-data-query.ts drops it)", () => {
    expect(loader).toContain("const maybeSearch = pagePath.split(`?`)[1]");
  });

  it("answers a 500 with /500.html's data, with no limit (src/browser/page-loader-guard.ts ends it)", () => {
    expect(loader).toMatch(
      /if \(status === 500\) \{\s+return this\.fetchPageDataJson\(\s+Object\.assign\(loadObj, \{\s+pagePath: `\/500\.html`,\s+internalServerError: true,/,
    );
  });

  it("has window.___loader.hovering, which src/browser/prefetch.ts guards", () => {
    expect(loader).toContain("hovering: rawPath => instance.hovering(rawPath),");
  });

  it("reports a page it cannot load with the text the load-failure script watches for", () => {
    // src/browser/load-failure-script.ts: /^page resources for .* not found/
    expect(app).toContain("const message = `page resources for ${browserLoc.pathname} not found. Not rendering React`");
    expect(app).toMatch(
      /if \(!page \|\| page\.status === PageResourceStatus\.Error\) \{\s+const message = `page resources/,
    );
  });

  it("gives up on a missing page when a HEAD request of its decoded path answers 200 (%00 does: the load-failure script's not-found case)", () => {
    // The decoded path "/\0" loses its NUL in the URL parser: the HEAD asks for "/", which exists.
    expect(loader).toMatch(
      /if \(data\.notFound\) \{[\s\S]*?return doFetch\(rawPath, `HEAD`\)\.then\(req => \{\s+if \(req\.status === 200\) \{[\s\S]*?status: PageResourceStatus\.Error,/,
    );
    // And reads the page the server's HTML is from window.pagePath, which the load-failure script reads too.
    expect(app).toContain("const { pagePath, location: browserLoc } = window");
  });

  it("fills in and returns the request object it was given, with the page's data as payload (page-loader-guard.ts compares the two paths)", () => {
    expect(loader).toMatch(
      /return Object\.assign\(loadObj, \{\s+status: PageResourceStatus\.Success,\s+payload: jsonPayload,\s+\}\)/,
    );
    expect(loader).toMatch(
      /return this\.fetchPageDataJson\(\s+Object\.assign\(loadObj, \{ pagePath: `\/404\.html`, notFound: true \}\)/,
    );
    // It asks with the path decoded and without its trailing slash; the data names the page's path.
    expect(loader).toMatch(/loadPageDataJson\(rawPath\) \{\s+const pagePath = findPath\(rawPath\)/);
    expect(normalizePagePath).toContain("return path.slice(0, -1) + search");
  });
});

describe("gatsby-plugin-google-gtag, as installed", () => {
  it("keys its script tag as src/tuning/defer-analytics.tsx expects", async () => {
    const { GTAG_SCRIPT_KEY } = await import("../../tuning/defer-analytics");
    const ssr = readFileSync(createRequire(import.meta.url).resolve("gatsby-plugin-google-gtag/gatsby-ssr.js"), "utf8");
    expect(ssr).toContain(`key: "${GTAG_SCRIPT_KEY}"`);
  });
});
