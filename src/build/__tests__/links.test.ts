import { describe, expect, it } from "vitest";
import { checkLinks, formatProblems, linksOf, siteTarget, srcsetUrls, type BuiltPage } from "../links";

function page(path: string, body: string): BuiltPage {
  return { path, html: `<!doctype html><html><body>${body}</body></html>` };
}

const PAGES: BuiltPage[] = [
  page(
    "/",
    '<h2 id="welcome">Welcome</h2><a href="/quickstart/">Start</a><a href="/quickstart/#export-the-key">Key</a>',
  ),
  page(
    "/quickstart/",
    [
      '<h2 id="export-the-key">Export the key</h2>',
      '<a class="x" href="/autoeval/metrics/">metrics</a>', // missing page
      '<a href="/#nowhere">home anchor</a>', // missing anchor
      '<a href="#export-the-key">self</a>',
      '<a href="#missing-here">self, missing</a>',
      '<a href="https://lastmileai.dev/">external</a>',
      '<a href="//cdn.example.com/x.js">protocol-relative</a>',
      '<a href="mailto:x@example.com">mail</a>',
      '<a href="/search/?q=faithfulness">search</a>',
      '<a href="/quickstart.md">twin</a>',
      '<a href="/api/evaluate/">api</a>', // missing page
    ].join(""),
  ),
  page("/search/", "<p>Search</p>"),
];

describe("linksOf and srcsetUrls", () => {
  it("reads every URL a page references, with the attribute it sits in, decoding entities", () => {
    expect(
      linksOf(
        [
          '<a href="/a/">a</a><a title="t" href="/b/?x=1&amp;y=2">b</a><a href="https://x.org/">x</a>',
          '<link rel="stylesheet" href="/style.css"><link rel="manifest" href=\'/site.webmanifest\'>',
          '<img src="/i.png" srcSet="/i.png 1x, /i@2x.png 2x" alt=""><script src="/s.js"></script>',
          '<meta property="og:image" content="/og.png"><meta name="twitter:image" content="/tw.png">',
          '<meta name="description" content="/not-a-url"><a name="old">no href</a>',
        ].join(""),
      ).references,
    ).toEqual([
      { url: "/a/", via: "a href" },
      { url: "/b/?x=1&y=2", via: "a href" },
      { url: "https://x.org/", via: "a href" },
      { url: "/style.css", via: "link rel=stylesheet href" },
      { url: "/site.webmanifest", via: "link rel=manifest href" },
      { url: "/i.png", via: "img src" },
      { url: "/i.png", via: "img srcset" },
      { url: "/i@2x.png", via: "img srcset" },
      { url: "/s.js", via: "script src" },
      { url: "/og.png", via: "meta og:image" },
      { url: "/tw.png", via: "meta twitter:image" },
    ]);
  });

  it.each([
    ["/a.png", ["/a.png"]],
    ["/a.png 1x, /a@2x.png 2x", ["/a.png", "/a@2x.png"]],
    ["/s.webp 480w,/m.webp 800w", ["/s.webp", "/m.webp"]],
    ["/a.png 1x,/b.png 2x", ["/a.png", "/b.png"]],
    // A URL runs to the next whitespace, as browsers read it: commas inside one do not split it
    ["/a.png,/b.png 2x", ["/a.png,/b.png"]],
    ["  /a.png  100w ,  ", ["/a.png"]],
    ["data:image/png;base64,AAAA 1x, /b.png 2x", ["data:image/png;base64,AAAA", "/b.png"]],
    ["", []],
  ])("srcset %j -> %j", (srcset, urls) => {
    expect(srcsetUrls(srcset)).toEqual(urls);
  });

  it("collects every id on the page", () => {
    expect(linksOf('<h2 id="a">A</h2><div data-id="no" id="b&amp;c"></div><span id="">x</span>').ids).toEqual([
      "a",
      "b&c",
      "",
    ]);
  });
});

describe("checkLinks", () => {
  const report = checkLinks(PAGES, new Set(["/quickstart.md"]));

  it("reports links to pages that do not exist as broken links", () => {
    expect(report.brokenLinks).toEqual([
      { source: "/quickstart/", target: "/autoeval/metrics/", via: "a href" },
      { source: "/quickstart/", target: "/api/evaluate/", via: "a href" },
    ]);
  });

  it("reports a link to a missing anchor on another page as a warning only", () => {
    expect(report.brokenAnchors).toContainEqual({ source: "/quickstart/", target: "/#nowhere", via: "a href" });
    expect(report.brokenLinks.map((p) => p.target)).not.toContain("/#nowhere");
  });

  it("reports a same-page link to a missing anchor as a warning, and accepts one to an existing anchor", () => {
    expect(report.brokenAnchors).toEqual([
      { source: "/quickstart/", target: "/#nowhere", via: "a href" },
      { source: "/quickstart/", target: "#missing-here", via: "a href" },
    ]);
  });

  it("accepts a non-page file the site serves", () => {
    expect(report.brokenMarkdownLinks).toEqual([]);
    expect([...report.brokenLinks, ...report.brokenAnchors].map((p) => p.target)).not.toContain("/quickstart.md");
  });

  it("reports a link to a missing .md or .mdx file apart, as a Markdown link written as a file path", () => {
    const pages = [
      page("/", '<a href="/quickstart.md">a</a><a href="/autoeval/metrics.mdx#x">b</a><a href="/gone/">c</a>'),
    ];
    const result = checkLinks(pages);
    expect(result.brokenMarkdownLinks).toEqual([
      { source: "/", target: "/quickstart.md", via: "a href" },
      { source: "/", target: "/autoeval/metrics.mdx#x", via: "a href" },
    ]);
    expect(result.brokenLinks).toEqual([{ source: "/", target: "/gone/", via: "a href" }]);
  });

  it("reports a link repeated on one page once", () => {
    const pages = [page("/", '<a href="/gone/">1</a><a href="/gone/">2</a>')];
    expect(checkLinks(pages).brokenLinks).toEqual([{ source: "/", target: "/gone/", via: "a href" }]);
  });

  it("decodes percent-encoded anchors", () => {
    const pages = [page("/", '<h2 id="café">Café</h2><a href="/#caf%C3%A9">x</a>')];
    expect(checkLinks(pages).brokenAnchors).toEqual([]);
  });

  it("does not treat a link without a trailing slash as the page with one", () => {
    const pages = [page("/", '<a href="/quickstart">x</a>'), page("/quickstart/", "")];
    expect(checkLinks(pages).brokenLinks).toEqual([{ source: "/", target: "/quickstart", via: "a href" }]);
  });

  it("strips the path prefix before looking a link up", () => {
    const pages = [
      page("/", '<a href="/docs/quickstart/#export">ok</a><a href="/docs/">home</a><a href="/docs/gone/">gone</a>'),
      page("/quickstart/", '<h2 id="export">Export</h2>'),
    ];
    const prefixed = checkLinks(pages, new Set(), "/docs");
    expect(prefixed.brokenLinks).toEqual([{ source: "/", target: "/docs/gone/", via: "a href" }]);
    expect(prefixed.brokenAnchors).toEqual([]);
  });

  it("strips the prefix from a link to the bare prefix", () => {
    const pages = [page("/", '<a href="/docs">home</a>')];
    expect(checkLinks(pages, new Set(), "/docs").brokenLinks).toEqual([]);
  });

  it("finds nothing wrong on a consistent site", () => {
    expect(checkLinks([page("/", '<a href="/#top">x</a><p id="top"></p>')])).toEqual({
      brokenLinks: [],
      brokenMarkdownLinks: [],
      brokenAnchors: [],
      undecodableAnchors: [],
    });
  });
});

describe("siteTarget", () => {
  const SITE = "https://docs.example.com";
  it.each([
    ["/a/b/#c", "/", "", "", { path: "/a/b/", hash: "c" }],
    ["#c", "/x/", "", "", { path: "/x/", hash: "c" }],
    ["?q=1", "/x/", "", "", { path: "/x/", hash: "" }],
    ["img/a.png", "/guides/", "", "", { path: "/guides/img/a.png", hash: "" }],
    ["../b/", "/guides/a/", "", "", { path: "/guides/b/", hash: "" }],
    ["/caf%C3%A9/", "/", "", "", { path: "/café/", hash: "" }],
    ["/100%/", "/", "", "", { path: "/100%/", hash: "" }],
    ["/docs/a/", "/", "/docs", "", { path: "/a/", hash: "" }],
    ["img/a.png", "/guides/", "/docs", "", { path: "/guides/img/a.png", hash: "" }],
    [`${SITE}/og/a.png`, "/", "", SITE, { path: "/og/a.png", hash: "" }],
    [SITE, "/x/", "", SITE, { path: "/", hash: "" }],
    [`${SITE}#top`, "/x/", "", SITE, { path: "/", hash: "top" }],
  ])("%j from %j (prefix %j, site %j) -> %j", (ref, pagePath, prefix, siteUrl, target) => {
    expect(siteTarget(ref, pagePath, prefix, siteUrl)).toEqual(target);
  });

  it.each([
    "https://other.example.org/a/",
    `${SITE}.evil.org/a/`,
    "//cdn.example.com/x.js",
    "mailto:x@example.com",
    "javascript:void(0)",
    "data:image/png;base64,AAAA",
    "http://[bad",
  ])("%j leaves the site", (ref) => {
    expect(siteTarget(ref, "/", "", SITE)).toBeUndefined();
  });
});

describe("formatProblems", () => {
  it("groups targets under their source page, in order, naming the attribute each sits in", () => {
    expect(
      formatProblems([
        { source: "/a/", target: "/x/", via: "a href" },
        { source: "/b/", target: "https://docs.example.com/og.png", via: "meta og:image" },
        { source: "/a/", target: "/z.png", via: "img srcset" },
      ]),
    ).toBe(
      "- On /a/:\n    -> /x/ (a href)\n    -> /z.png (img srcset)\n- On /b/:\n    -> https://docs.example.com/og.png (meta og:image)",
    );
  });

  it("is empty without problems", () => {
    expect(formatProblems([])).toBe("");
  });
});

describe("checkLinks: every local URL a page references", () => {
  const SITE = "https://docs.example.com";
  const targets = (problems: readonly { target: string }[]) => problems.map((p) => p.target);

  it("reports a missing image, script or frame loaded by src", () => {
    const pages = [
      page(
        "/",
        '<img src="/img/logo.svg" alt=""><img src="/img/missing.png" alt=""><script src="/gone.js"></script><iframe src="/embed/"></iframe>',
      ),
    ];
    expect(targets(checkLinks(pages, new Set(["/img/logo.svg"])).brokenLinks)).toEqual([
      "/img/missing.png",
      "/gone.js",
      "/embed/",
    ]);
  });

  it("reports each missing candidate of a srcset, descriptors and all", () => {
    const pages = [
      page(
        "/",
        '<picture><source srcSet="/img/b.webp 480w,/img/c.webp 800w" type="image/webp"><img src="/img/a.png" srcset="/img/a.png 1x, /img/a@2x.png 2x" alt=""></picture>',
      ),
    ];
    expect(targets(checkLinks(pages, new Set(["/img/a.png", "/img/b.webp"])).brokenLinks)).toEqual([
      "/img/c.webp",
      "/img/a@2x.png",
    ]);
  });

  it("reports a missing og:image or twitter:image on the site's own origin, and leaves other hosts alone", () => {
    const pages = [
      page(
        "/",
        [
          `<meta property="og:image" content="${SITE}/og/home.png">`,
          `<meta name="twitter:image" content="${SITE}/og/missing.png">`,
          `<meta property="og:image" content="/img/social-card.png">`,
          '<meta property="og:image" content="https://cdn.example.org/card.png">',
          `<meta property="og:url" content="${SITE}/">`,
        ].join(""),
      ),
    ];
    expect(targets(checkLinks(pages, new Set(["/og/home.png"]), "", SITE).brokenLinks)).toEqual([
      `${SITE}/og/missing.png`,
      "/img/social-card.png",
    ]);
  });

  it("reports a missing icon, apple-touch-icon, manifest or stylesheet", () => {
    const pages = [
      page(
        "/",
        [
          '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
          '<link rel="icon" href="/favicon.ico">',
          '<link rel="apple-touch-icon" href="/img/apple-touch-icon.png">',
          '<link rel="manifest" href="/manifest.webmanifest">',
          '<link rel="stylesheet" href="/styles.css">',
          '<link rel="preconnect" href="https://www.googletagmanager.com">',
        ].join(""),
      ),
    ];
    expect(targets(checkLinks(pages, new Set(["/favicon.svg", "/styles.css"])).brokenLinks)).toEqual([
      "/favicon.ico",
      "/img/apple-touch-icon.png",
      "/manifest.webmanifest",
    ]);
  });

  it("takes an absolute link on the site's own origin for a local one", () => {
    const pages = [
      page("/", `<a href="${SITE}/quickstart/#key">ok</a><a href="${SITE}/gone/">gone</a><a href="${SITE}">home</a>`),
      page("/quickstart/", '<h2 id="key">Key</h2>'),
    ];
    const report = checkLinks(pages, new Set(), "", SITE);
    expect(targets(report.brokenLinks)).toEqual([`${SITE}/gone/`]);
    expect(report.brokenAnchors).toEqual([]);
  });

  it("refuses anchors that do not decode, even where an id is written the same, and matches %25 to a % in an id", () => {
    const pages = [
      page(
        "/",
        '<h2 id="100%">All</h2><a href="#100%">a</a><a href="#100%25">b</a><a href="#a%zz">c</a><a href="/other/#50%">d</a><a href="#%E0%A4%A">e</a>',
      ),
      page("/other/", '<h2 id="50%">Half</h2>'),
    ];
    const report = checkLinks(pages);
    expect(targets(report.undecodableAnchors)).toEqual(["#100%", "#a%zz", "/other/#50%", "#%E0%A4%A"]);
    expect(report.brokenAnchors).toEqual([]);
    expect(report.brokenLinks).toEqual([]);
  });

  it("resolves a relative reference against the page", () => {
    const pages = [
      page("/guides/setup/", '<img src="diagram.png" alt=""><a href="../other/">x</a>'),
      page("/guides/other/", ""),
    ];
    expect(targets(checkLinks(pages).brokenLinks)).toEqual(["diagram.png"]);
  });

  it("ignores markup written inside a script", () => {
    const pages = [page("/", "<script>document.body.innerHTML = '<a href=\"/nowhere/\">x</a>';</script>")];
    expect(checkLinks(pages).brokenLinks).toEqual([]);
  });
});
