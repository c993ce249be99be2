import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempSite } from "./helpers/temp-site";
import { checkLinks, type BuiltPage } from "../links";
import { formatLocatedProblems, locateProblems, writtenLinks } from "../link-sources";

const DOC = [
  "---",
  "title: Guide",
  "description: A guide.",
  "---",
  "",
  'import Setup from "../partials/setup.mdx";',
  "",
  "Read [the quikstart](/quikstart/) first, and [the key][key].",
  "",
  '<Card title="Metrics" to="/metrics/">Scores.</Card>',
  "",
  "<Setup />",
  "",
  "[key]: /api-keys/#missing",
].join("\n");

describe("writtenLinks", () => {
  it("finds Markdown, reference and JSX links with their line, column and text, in the page and its partials", () => {
    const root = tempSite({
      "content/docs/guide.mdx": DOC,
      "content/partials/setup.mdx": "Set up [your project](/projcts/).\n",
    });
    const links = writtenLinks(path.join(root, "content/docs/guide.mdx")).map((l) => ({
      ...l,
      file: path.basename(l.file),
    }));
    expect(links).toEqual([
      { file: "guide.mdx", line: 8, column: 6, url: "/quikstart/", text: "the quikstart" },
      { file: "guide.mdx", line: 8, column: 46, url: "/api-keys/#missing", text: "the key" },
      { file: "guide.mdx", line: 10, column: 1, url: "/metrics/", text: "Metrics" },
      { file: "setup.mdx", line: 1, column: 8, url: "/projcts/", text: "your project" },
    ]);
  });
});

describe("locateProblems", () => {
  it("names the file, line and link text of each broken link, under a path prefix too, and the route of the rest", () => {
    const root = tempSite({
      "content/docs/guide.mdx": DOC,
      "content/partials/setup.mdx": "Set up [your project](/projcts/).\n",
    });
    const html = [
      '<a href="/docs/quikstart/">the quikstart</a><a href="/docs/api-keys/#missing">the key</a>',
      '<a href="/docs/metrics/">Metrics</a><a href="/docs/projcts/">your project</a>',
      '<nav><a href="/docs/from-the-navbar/">Navbar</a></nav>',
    ].join("");
    const pages: BuiltPage[] = [
      { path: "/guide/", html },
      { path: "/api-keys/", html: '<h2 id="create-a-key">Create a key</h2>' },
    ];
    const report = checkLinks(pages, new Set(), "/docs");
    const options = {
      pathPrefix: "/docs",
      siteUrl: "",
      sourceFiles: new Map([["/guide/", path.join(root, "content/docs/guide.mdx")]]),
    };
    const text = formatLocatedProblems(locateProblems(report.brokenLinks, options)).replaceAll(
      `${path.relative(process.cwd(), root)}/`,
      "",
    );
    expect(text.split("\n")).toEqual([
      "- content/docs/guide.mdx:8:6: [the quikstart](/quikstart/) -> /docs/quikstart/ (on /guide/)",
      "- content/docs/guide.mdx:10:1: [Metrics](/metrics/) -> /docs/metrics/ (on /guide/)",
      "- content/partials/setup.mdx:1:8: [your project](/projcts/) -> /docs/projcts/ (on /guide/)",
      "- On /guide/:",
      "    -> /docs/from-the-navbar/ (a href)",
    ]);
    const anchors = formatLocatedProblems(locateProblems(report.brokenAnchors, options)).replaceAll(
      `${path.relative(process.cwd(), root)}/`,
      "",
    );
    expect(anchors).toBe(
      "- content/docs/guide.mdx:8:46: [the key](/api-keys/#missing) -> /docs/api-keys/#missing (on /guide/)",
    );
  });
});
