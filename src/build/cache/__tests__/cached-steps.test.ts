import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { createCardDrawer } from "../../social-cards/drawer";
import { cachedCardText, cachedDrawCard, cachedPageLinks, cachedSearchIndex, contentKey } from "../cached-steps";
import { DigestCache } from "../digest-cache";
import { siteFiles } from "../../site-files.mjs";
import { indexablePages, pageRecords } from "../../search/indexed-pages";
import { buildShards, writeShards } from "../../search/shard-index.mjs";
import { SEARCH_INDEX_PATH } from "../../../common/search/config";
import { checkLinks, checkPageLinks } from "../../links";

const fallback = { section: "Documentation", product: "AutoEval", delimiter: "|" };
const page = (title: string) => ({
  path: `/${title.toLowerCase()}/`,
  html: `<title>${title} | AutoEval</title><main><h1>${title}</h1><p>About ${title}.</p></main>`,
});

describe("cachedSearchIndex", () => {
  /** Every file of the index under a public folder, by its path there. */
  const indexFiles = (publicDir: string) =>
    Object.fromEntries(
      siteFiles(publicDir)
        .filter((file) => file.startsWith("search-index"))
        .map((file) => [file, readFileSync(path.join(publicDir, file), "utf8")]),
    );

  it("writes the same files as an index built without the cache, reading again only the pages that changed", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "cached-steps-"));
    const publicDir = mkdtempSync(path.join(os.tmpdir(), "cached-steps-public-"));
    const pages = [page("Quickstart"), page("Metrics")];
    writeShards(path.join(publicDir, SEARCH_INDEX_PATH), buildShards(indexablePages(pages, []).flatMap(pageRecords)));
    const expected = indexFiles(publicDir);
    expect(Object.keys(expected).length).toBeGreaterThan(2);

    const read: string[] = [];
    const counting: typeof pageRecords = (built) => {
      read.push(built.path);
      return pageRecords(built);
    };
    await cachedSearchIndex(new DigestCache(dir), pages, [], publicDir, {}, counting);
    // A hit in a public/ that was cleaned since: the manifest and every shard come back.
    const second = mkdtempSync(path.join(os.tmpdir(), "cached-steps-public-"));
    const result = await cachedSearchIndex(new DigestCache(dir), pages, [], second, {}, counting);
    expect(read).toEqual(["/metrics/", "/quickstart/"]);
    expect(indexFiles(second)).toEqual(expected);
    expect(result.bytes).toBe(Object.values(expected).reduce((sum, text) => sum + Buffer.byteLength(text), 0));

    // One page edited: only it is read again, and the index has the edit and not the old text.
    const edited = { ...page("Metrics"), html: page("Metrics").html.replace("About Metrics", "About scoring") };
    await cachedSearchIndex(new DigestCache(dir), [page("Quickstart"), edited], [], second, {}, counting);
    expect(read).toEqual(["/metrics/", "/quickstart/", "/metrics/"]);
    const files = JSON.stringify(indexFiles(second));
    expect(files).toContain("scoring");
    expect(files).not.toContain("About Metrics");
    // One folder of shards: the earlier build's was removed.
    const folders = new Set(
      Object.keys(indexFiles(second))
        .filter((file) => file.startsWith("search-index/"))
        .map((file) => file.split("/")[1]),
    );
    expect(folders.size).toBe(1);
  });
});

describe("contentKey", () => {
  const built = (runtime: string, chunk: string) =>
    `<main><h1>Quickstart</h1></main><!-- slice-start id="_gatsby-scripts-1" --><script id="gatsby-chunk-mapping">window.___chunkMapping="{\\"mdx-body\\":[\\"/${chunk}.js\\"]}"</script><script>var s=["/webpack-runtime-${runtime}.js"]</script><!-- slice-end id="_gatsby-scripts-1" --></body>`;

  it("leaves out Gatsby's scripts slice, which every script change rewrites in every page", () => {
    expect(contentKey(built("cf78b0", "mdx-body-a1"))).toBe(contentKey(built("f67635", "mdx-body-b2")));
    expect(contentKey(built("cf78b0", "mdx-body-a1"))).toBe("<main><h1>Quickstart</h1></main></body>");
  });

  it("keeps everything else", () => {
    expect(contentKey(built("cf78b0", "x").replace("Quickstart", "Metrics"))).not.toBe(
      contentKey(built("cf78b0", "x")),
    );
  });
});

describe("cached social cards", () => {
  it("reads a page's card text once per HTML, and draws a card once per text", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "cached-cards-"));
    const drawer = createCardDrawer();
    onTestFinished(() => drawer.close());
    const first = new DigestCache(dir);
    const text = await cachedCardText(first, page("Quickstart"), fallback);
    expect(text).toEqual({ title: "Quickstart", section: "Documentation", product: "AutoEval" });
    const png = await cachedDrawCard(first)(text, drawer.draw);
    expect(png.subarray(1, 4).toString()).toBe("PNG");

    const later = new DigestCache(dir);
    expect(await cachedCardText(later, page("Quickstart"), fallback)).toEqual(text);
    expect((await cachedDrawCard(later)(text, drawer.draw)).equals(png)).toBe(true);
    // The body changed, not the title: the text is read again, the same card is reused.
    const edited = { ...page("Quickstart"), html: page("Quickstart").html.replace("About", "All about") };
    expect(await cachedCardText(later, edited, fallback)).toEqual(text);
    await cachedDrawCard(later)(text, drawer.draw);
    expect(later.stats("card-text")).toEqual({ hits: 1, misses: 1 });
    expect(later.stats("social-card")).toEqual({ hits: 2, misses: 0 });
  });
});

describe("cachedPageLinks", () => {
  const slice = (runtime: string) =>
    `<!-- slice-start id="_gatsby-scripts-1" --><script id="gatsby-chunk-mapping">window.___chunkMapping="{}"</script><script src="/webpack-runtime-${runtime}.js" async></script><!-- slice-end id="_gatsby-scripts-1" -->`;
  const built = (runtime: string) => [
    {
      path: "/quickstart/",
      html: `<main><h1 id="install">Install</h1><a href="/metrics/#scores">Scores</a><a href="/gone/">Gone</a></main>${slice(runtime)}</body>`,
    },
    {
      path: "/metrics/",
      html: `<main><h2 id="scores">Scores</h2><a href="/quickstart/#setup">Setup</a></main>${slice(runtime)}`,
    },
  ];
  const files = new Set(["/webpack-runtime-a1.js"]);

  it("finds what the check over whole pages finds, reading a page's content once and its scripts every time", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "cached-links-"));
    const first = new DigestCache(dir);
    const pages = built("a1");
    const report = checkPageLinks(await Promise.all(pages.map((p) => cachedPageLinks(first, p))), files);
    expect(report).toEqual(checkLinks(pages, files));
    expect(report.brokenLinks.map((p) => p.target)).toEqual(["/gone/"]);
    expect(report.brokenAnchors.map((p) => p.target)).toEqual(["/quickstart/#setup"]);

    // Only the scripts slice changed, to a file the build does not have: the content is read
    // back from the cache, and the script is still checked.
    const later = new DigestCache(dir);
    const rebuilt = built("b2");
    const again = checkPageLinks(await Promise.all(rebuilt.map((p) => cachedPageLinks(later, p))), files);
    expect(later.stats("page-links")).toEqual({ hits: 2, misses: 0 });
    expect(again).toEqual(checkLinks(rebuilt, files));
    expect(again.brokenLinks.map((p) => p.target)).toEqual([
      "/gone/",
      "/webpack-runtime-b2.js",
      "/webpack-runtime-b2.js",
    ]);
  });
});
