import { describe, expect, it } from "vitest";
import { headersFor, parseHeaders } from "../headers-rules.mjs";
import { checkBaseUrl } from "../../src/common/api-console/server";
import {
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  isHashedAsset,
  isRevalidatedFile,
  MAX_INLINE_SCRIPTS,
  scriptHash,
} from "../../src/build/built-site/deploy-headers";

const PAGE =
  '<head><script>var a=1;</script><script src="/app-1.js"></script>' +
  '<script type="application/ld+json">{"@type":"WebSite"}</script></head>' +
  '<body><script data-page-path="/x/">var b=2;</script><script type="module">var c=3;</script></body>';

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((d) => d.startsWith(`${name} `))
    ?.split(" ")
    .slice(1) ?? [];

describe("inlineScripts", () => {
  it("finds the scripts the browser runs inline, and only those", () => {
    expect(inlineScripts(PAGE)).toEqual(["var a=1;", "var b=2;", "var c=3;"]);
  });
});

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy({ inlineScripts: inlineScripts(PAGE), algolia: null });

  it("allows each inline script by its hash, and no inline script otherwise", () => {
    // printf 'var a=1;' | openssl dgst -sha256 -binary | base64
    expect(scriptHash("var a=1;")).toBe("'sha256-gaaMFNHZyRta8zB2VHkWLMP4tMxJ+d8v3dTW7nw2r6M='");
    const scripts = directive(policy, "script-src");
    expect(scripts).toEqual(
      expect.arrayContaining(["'self'", scriptHash("var a=1;"), scriptHash("var b=2;"), scriptHash("var c=3;")]),
    );
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it("allows the analytics hosts, the configured Algolia application's hosts, and nothing else", () => {
    // gtag.js by its path only: the host also serves gtm.js containers of any account.
    expect(directive(policy, "script-src")).toContain("https://www.googletagmanager.com/gtag/js");
    expect(directive(policy, "script-src")).not.toContain("https://www.googletagmanager.com");
    expect(directive(policy, "connect-src")).toEqual([
      "'self'",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    ]);
    // Only the configured application's hosts: no wildcard any Algolia application answers on.
    const withAlgolia = contentSecurityPolicy({ inlineScripts: [], algolia: { appId: "FIXTUREAPP" } });
    expect(directive(withAlgolia, "connect-src")).toEqual([
      "'self'",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
      "https://fixtureapp-dsn.algolia.net",
      "https://fixtureapp-1.algolianet.com",
      "https://fixtureapp-2.algolianet.com",
      "https://fixtureapp-3.algolianet.com",
    ]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
  });

  it("lets the API console reach https hosts and this machine over http, and no other plain-http host", () => {
    // A described or configured http:// server elsewhere is refused by the console at Send
    // (checkBaseUrl), so the policy does not open it either.
    const withConsole = contentSecurityPolicy({ inlineScripts: [], algolia: null, apiConsole: true });
    expect(directive(withConsole, "connect-src")).toEqual([
      "'self'",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
      "https:",
      "http://127.0.0.1:*",
      "http://localhost:*",
    ]);
    expect(checkBaseUrl("http://evil.example").ok).toBe(false);
    expect(
      directive(contentSecurityPolicy({ inlineScripts: [], algolia: null, apiConsole: false }), "connect-src"),
    ).not.toContain("https:");
  });

  it("refuses a site whose pages each carry an inline script of their own", () => {
    const many = Array.from({ length: MAX_INLINE_SCRIPTS + 1 }, (_, i) => `window.pagePath="/p${i}/";`);
    expect(() => contentSecurityPolicy({ inlineScripts: many, algolia: null })).toThrow(
      /25 different inline scripts.*attributes/,
    );
  });
});

/** Files that keep their name while their content changes with each build. */
const REVALIDATED = [
  "/search-index.json",
  "/404.html",
  "/index.md",
  "/quickstart.md",
  "/1.x/autoeval/metrics.md",
  "/llms.txt",
  "/llms-full.txt",
  "/release-notes/rss.xml",
  "/release-notes/atom.xml",
];

describe("headersFile", () => {
  const file = headersFile({
    inlineScripts: ["var a=1;"],
    algolia: null,
    pathPrefix: "",
    pagePaths: ["/", "/quickstart/"],
    hashedFiles: ["/app-0123456789abcdef0123.js"],
    revalidatedFiles: REVALIDATED,
  });
  const rules = parseHeaders(file);

  it("sends the security headers everywhere", () => {
    for (const path of ["/", "/quickstart/", "/app-0123456789abcdef0123.js", "/page-data/app-data.json"]) {
      const headers = headersFor(rules, path);
      expect(headers["Content-Security-Policy"], path).toContain("script-src 'self'");
      expect(headers["X-Content-Type-Options"], path).toBe("nosniff");
      expect(headers["Referrer-Policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["Permissions-Policy"], path).toContain("camera=()");
      expect(headers["Cross-Origin-Opener-Policy"], path).toBe("same-origin");
      expect(headers["Cross-Origin-Resource-Policy"], path).toBe("same-origin");
    }
  });

  it("caches hashed files for a year and revalidates pages and page data, one rule each", () => {
    expect(headersFor(rules, "/app-0123456789abcdef0123.js")["Cache-Control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(headersFor(rules, "/static/style-65255ca551aa.css")["Cache-Control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(headersFor(rules, "/sidebars/current/docs.0123456789abcdef.json")["Cache-Control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    for (const path of [
      "/",
      "/quickstart/",
      "/page-data/app-data.json",
      "/page-data/index/page-data.json",
      "/openapi.yaml",
      "/api-console/evaluate.json",
    ]) {
      expect(headersFor(rules, path)["Cache-Control"], path).toBe("public, max-age=0, must-revalidate");
    }
  });

  it("revalidates the search index, the 404 page, the Markdown twins and the llms files, one rule each", () => {
    for (const path of REVALIDATED) {
      expect(headersFor(rules, path)["Cache-Control"], path).toBe("public, max-age=0, must-revalidate");
    }
  });
});

it("headersFile puts the path prefix in front of every rule", () => {
  const prefixed = parseHeaders(
    headersFile({
      inlineScripts: [],
      algolia: null,
      pathPrefix: "/docs",
      pagePaths: ["/"],
      hashedFiles: [],
      revalidatedFiles: ["/search-index.json"],
    }),
  );
  expect(headersFor(prefixed, "/docs/")["Cache-Control"]).toBe("public, max-age=0, must-revalidate");
  expect(headersFor(prefixed, "/docs/search-index.json")["Cache-Control"]).toBe("public, max-age=0, must-revalidate");
  expect(headersFor(prefixed, "/docs/page-data/app-data.json")["X-Content-Type-Options"]).toBe("nosniff");
  expect(headersFor(prefixed, "/docs/search-index/0123456789abcdef/d/fi.json")["Cache-Control"]).toBe(
    "public, max-age=31536000, immutable",
  );
  expect(headersFor(prefixed, "/other/")).toEqual({});
});

describe("isHashedAsset", () => {
  it("knows webpack's hashed names from other files", () => {
    expect(isHashedAsset("/app-00b1e75e4637aa0daa64.js")).toBe(true);
    // A chunk loaded on demand, with its short hash (gatsby/tuning/short-chunk-hashes.ts).
    expect(isHashedAsset("/component---src-templates-doc-tsx-3f2a9c1b.js")).toBe(true);
    expect(isHashedAsset("/app-00b1e75e.min.js")).toBe(false);
    expect(isHashedAsset("/styles.484fafda4df9e7f44b12.css")).toBe(false);
    expect(isHashedAsset("/search-index.json")).toBe(false);
    expect(isHashedAsset("/~partytown/partytown.js")).toBe(false);
  });
});

describe("isRevalidatedFile", () => {
  it("knows the files that keep their name while their content changes", () => {
    for (const path of REVALIDATED) expect(isRevalidatedFile(path), path).toBe(true);
  });

  it("leaves hashed files, Gatsby's folders and other files to their own rules", () => {
    for (const path of [
      "/app-00b1e75e4637aa0daa64.js",
      "/static/notes-1a2b3c.md",
      "/page-data/index/page-data.json",
      "/img/logo.svg",
      "/robots.txt",
      "/quickstart/index.html",
    ]) {
      expect(isRevalidatedFile(path), path).toBe(false);
    }
  });
});
