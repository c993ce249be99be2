import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageAssets, pageDataUrl, SEARCH_MODAL_CHUNK } from "../page-assets";

describe("pageDataUrl", () => {
  it("is where Gatsby's loader fetches a page's data", () => {
    expect(pageDataUrl("/")).toBe("/page-data/index/page-data.json");
    expect(pageDataUrl("/guides/rag/")).toBe("/page-data/guides/rag/page-data.json");
    expect(pageDataUrl("/404.html")).toBe("/page-data/404.html/page-data.json");
    expect(pageDataUrl("/a/", "/docs")).toBe("/docs/page-data/a/page-data.json");
  });
});

describe("pageAssets", () => {
  function site(withSearch = true) {
    const dir = mkdtempSync(path.join(os.tmpdir(), "page-assets-"));
    writeFileSync(
      path.join(dir, "webpack.stats.json"),
      JSON.stringify({
        namedChunkGroups: {
          "component---doc": {
            assets: [{ name: "styles.css" }, { name: "shared-1.js" }, { name: "component---doc-2.js" }],
          },
          ...(withSearch && {
            [SEARCH_MODAL_CHUNK]: { assets: [{ name: "shared-1.js" }, { name: "search-modal-3.js" }] },
          }),
        },
      }),
    );
    writeFileSync(path.join(dir, "shared-1.js"), "var a=1;");
    writeFileSync(
      path.join(dir, "search-modal-3.js"),
      'a.p+"static/style-0123456789ab.css";b.p+"static/docsearch-theme-ba9876543210.css";c.p+"static/style-0123456789ab.css"',
    );
    mkdirSync(path.join(dir, "page-data/a"), { recursive: true });
    writeFileSync(
      path.join(dir, "page-data/a/page-data.json"),
      JSON.stringify({ componentChunkName: "component---doc" }),
    );
    return dir;
  }

  it("lists a page's data, the app data and its template's scripts, under the path prefix", () => {
    expect(pageAssets(site(), "/docs")("/a/")).toEqual({
      data: ["/docs/page-data/a/page-data.json", "/docs/page-data/app-data.json"],
      chunks: ["/docs/shared-1.js", "/docs/component---doc-2.js"],
      search: [
        "/docs/shared-1.js",
        "/docs/search-modal-3.js",
        "/docs/static/style-0123456789ab.css",
        "/docs/static/docsearch-theme-ba9876543210.css",
      ],
    });
  });

  it("lists no search files for a build without the search modal's chunk", () => {
    expect(pageAssets(site(false))("/a/")?.search).toEqual([]);
  });

  it("names the chunk the search modal's code is split into", () => {
    const loadModal = readFileSync("src/components/SearchBar/load-modal.ts", "utf8");
    expect(loadModal).toContain(`webpackChunkName: "${SEARCH_MODAL_CHUNK}"`);
  });

  it("gives nothing for a page without data, or a build without stats", () => {
    const dir = site();
    expect(pageAssets(dir)("/b/")).toBeUndefined();
    expect(pageAssets(path.join(dir, "page-data"))("/a/")).toBeUndefined();
  });
});

/** What page-assets.ts and the loader rely on in the installed Gatsby: fails when Gatsby changes it. */
describe("the installed Gatsby", () => {
  const gatsby = (file: string) => readFileSync(path.join("node_modules/gatsby", file), "utf8");

  it("fetches page and app data where pageDataUrl says, with an XMLHttpRequest a fetch preload serves", () => {
    const loader = gatsby("cache-dir/loader.js");
    expect(loader).toContain("const fixedPath = path === `/` ? `index` : stripSurroundingSlashes(path)");
    expect(loader).toContain("return `${__PATH_PREFIX__}/page-data/${fixedPath}/page-data.json");
    expect(loader).toContain("`${__PATH_PREFIX__}/page-data/app-data.json`");
    expect(loader).toContain("const req = new XMLHttpRequest()");
  });

  it("writes each chunk group's files to public/webpack.stats.json", () => {
    const extractor = gatsby("dist/utils/gatsby-webpack-stats-extractor.js");
    expect(extractor).toContain("namedChunkGroups");
    expect(extractor).toContain("`webpack.stats.json`");
  });
});
