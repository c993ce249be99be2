import { describe, expect, it } from "vitest";
import { anchorIds, checkLinks, formatProblems, internalLinks, type BuiltPage } from "../links";

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

describe("internalLinks and anchorIds", () => {
  it("reads site-relative hrefs only, decoding entities", () => {
    expect(
      internalLinks(
        '<a href="/a/">a</a><a title="t" href="/b/?x=1&amp;y=2">b</a><a href="https://x.org/">x</a><a href="//cdn/">c</a><link href="/style.css">',
      ),
    ).toEqual(["/a/", "/b/?x=1&y=2"]);
  });

  it("collects every id on the page", () => {
    expect([...anchorIds('<h2 id="a">A</h2><div data-id="no" id="b&amp;c"></div><span id="">x</span>')]).toEqual([
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
      { source: "/quickstart/", target: "/autoeval/metrics/" },
      { source: "/quickstart/", target: "/api/evaluate/" },
    ]);
  });

  it("reports a link to a missing anchor on another page as a warning only", () => {
    expect(report.brokenAnchors).toContainEqual({ source: "/quickstart/", target: "/#nowhere" });
    expect(report.brokenLinks.map((p) => p.target)).not.toContain("/#nowhere");
  });

  it("reports a same-page link to a missing anchor as a warning, and accepts one to an existing anchor", () => {
    expect(report.brokenAnchors).toEqual([
      { source: "/quickstart/", target: "/#nowhere" },
      { source: "/quickstart/", target: "#missing-here" },
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
      { source: "/", target: "/quickstart.md" },
      { source: "/", target: "/autoeval/metrics.mdx#x" },
    ]);
    expect(result.brokenLinks).toEqual([{ source: "/", target: "/gone/" }]);
  });

  it("reports a link repeated on one page once", () => {
    const pages = [page("/", '<a href="/gone/">1</a><a href="/gone/">2</a>')];
    expect(checkLinks(pages).brokenLinks).toEqual([{ source: "/", target: "/gone/" }]);
  });

  it("decodes percent-encoded anchors", () => {
    const pages = [page("/", '<h2 id="café">Café</h2><a href="/#caf%C3%A9">x</a>')];
    expect(checkLinks(pages).brokenAnchors).toEqual([]);
  });

  it("does not treat a link without a trailing slash as the page with one", () => {
    const pages = [page("/", '<a href="/quickstart">x</a>'), page("/quickstart/", "")];
    expect(checkLinks(pages).brokenLinks).toEqual([{ source: "/", target: "/quickstart" }]);
  });

  it("strips the path prefix before looking a link up", () => {
    const pages = [
      page("/", '<a href="/docs/quickstart/#export">ok</a><a href="/docs/">home</a><a href="/docs/gone/">gone</a>'),
      page("/quickstart/", '<h2 id="export">Export</h2>'),
    ];
    const prefixed = checkLinks(pages, new Set(), "/docs");
    expect(prefixed.brokenLinks).toEqual([{ source: "/", target: "/docs/gone/" }]);
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
    });
  });
});

describe("formatProblems", () => {
  it("groups targets under their source page, in order", () => {
    expect(
      formatProblems([
        { source: "/a/", target: "/x/" },
        { source: "/b/", target: "/y/" },
        { source: "/a/", target: "/z/#q" },
      ]),
    ).toBe("- On /a/:\n    -> /x/\n    -> /z/#q\n- On /b/:\n    -> /y/");
  });

  it("is empty without problems", () => {
    expect(formatProblems([])).toBe("");
  });
});
