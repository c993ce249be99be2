/**
 * onPostBuild: writes the Markdown twins and llms files, the OpenAPI download, the deploy headers (_headers), makes each page run its scripts after
 * its first paint (scripts-after-first-paint.ts), writes the search index, and checks every local
 * URL the pages reference (src/build/links.ts).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { checkPageLinks, type BuiltPage, type LinkProblem } from "../src/build/links";
import { formatLocatedProblems, locateProblems } from "../src/build/link-sources";
import { loadSite } from "../src/build/config/load";
import { CURRENT_VERSION } from "../src/common/docs/routes";
import { SEARCH_INDEX_PATH } from "../src/common/search/config";
import { siteFiles } from "../src/build/site-files.mjs";
import { headersFile, inlineScripts, isHashedAsset, isRevalidatedFile, type HeadersOptions } from "./deploy-headers";
import { writeMarkdownTwins } from "../src/build/markdown-twins/write";
import { writeOpenApiDownload } from "../src/build/api/openapi-download";
import { writeReleaseNotesFeeds, type FeedNote } from "../src/build/release-notes/feeds";
import { pageAssets } from "./page-assets";
import { loadScriptsAfterFirstPaint, pagePathOfHtmlFile } from "./scripts-after-first-paint";
import { writeSocialCards } from "../src/build/social-cards/cards";
import { hitsOf, timedStep } from "./build-steps";
import { buildCache } from "./build-cache";
import { collectAfterCompiles } from "./collect-garbage";
import { cachedCardText, cachedDrawCard, cachedPageLinks, cachedSearchIndex } from "./cached-steps";
import { BUILD_ERROR } from "../src/build/build-errors";

const PUBLIC = path.resolve(process.cwd(), "public");

/** Reads every built page and file; `rewriteHtml`, when given, rewrites each HTML file in place first. */
export function readBuiltSite(rewriteHtml?: (html: string, pagePath: string) => string): {
  pages: BuiltPage[];
  files: Set<string>;
} {
  const pages: BuiltPage[] = [];
  const files = new Set<string>();
  // Every file: pages are read (and rewritten), the rest only listed.
  for (const relative of siteFiles(PUBLIC)) {
    const file = path.join(PUBLIC, relative);
    const rel = `/${relative}`;
    // Gatsby's own folders hold no pages, but pages load files from them (page data, hashed assets).
    if (rel.startsWith("/page-data/") || rel.startsWith("/static/") || rel.startsWith("/~partytown/")) {
      files.add(rel);
      continue;
    }
    if (rel.endsWith("/index.html") || rel === "/404.html") {
      const html = readFileSync(file, "utf8");
      const rewritten = rewriteHtml ? rewriteHtml(html, pagePathOfHtmlFile(relative)) : html;
      if (rewritten !== html) writeFileSync(file, rewritten);
      if (rel.endsWith("/index.html")) pages.push({ path: rel.slice(0, -"index.html".length), html: rewritten });
      else files.add(rel);
    } else {
      files.add(rel);
    }
  }
  return { pages, files };
}

/** public/_headers: security headers, a CSP allowing the pages' inline scripts by hash, caching. */
function writeDeployHeaders(
  pages: BuiltPage[],
  files: Set<string>,
  pathPrefix: string,
  options: Pick<HeadersOptions, "algolia" | "apiConsole">,
): void {
  const notFound = readFileSync(path.join(PUBLIC, "404.html"), "utf8");
  const text = headersFile({
    inlineScripts: [...pages.map((page) => page.html), notFound].flatMap(inlineScripts),
    ...options,
    pathPrefix,
    pagePaths: pages.map((page) => page.path),
    hashedFiles: [...files].filter(isHashedAsset),
    // The search index is written after the site was read.
    revalidatedFiles: [...new Set([...files, SEARCH_INDEX_PATH])].filter(isRevalidatedFile).sort(),
  });
  writeFileSync(path.join(PUBLIC, "_headers"), text);
}

/** Formats link problems by where they were written: the MDX file of each docs page and standalone page. */
async function problemFormatter(
  graphql: Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0]["graphql"],
  pathPrefix: string,
  siteUrl: string,
): Promise<(problems: readonly LinkProblem[]) => string> {
  const pages = await graphql<{ allDoc: { nodes: PageSource[] }; allStandalonePage: { nodes: PageSource[] } }>(`
    query LinkSources {
      allDoc {
        nodes {
          path
          sourceFile
        }
      }
      allStandalonePage {
        nodes {
          path
          sourceFile
        }
      }
    }
  `);
  const nodes = [...(pages.data?.allDoc.nodes ?? []), ...(pages.data?.allStandalonePage.nodes ?? [])];
  const sourceFiles = new Map(nodes.map((page) => [page.path, path.resolve(page.sourceFile)]));
  return (problems) => formatLocatedProblems(locateProblems(problems, { pathPrefix, siteUrl, sourceFiles }));
}

interface PageSource {
  readonly path: string;
  readonly sourceFile: string;
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, pathPrefix, graphql }) => {
  // The steps below read every page; what the compiles left behind goes first.
  collectAfterCompiles();
  const site = loadSite().config;
  const cache = buildCache();
  const { twins } = await timedStep(
    reporter,
    "Markdown twins and llms files",
    () => writeMarkdownTwins(graphql, PUBLIC, site, cache),
    () => hitsOf(cache, "twin-body"),
  );
  reporter.info(`Markdown twins: ${twins}, plus llms.txt, llms-full.txt and robots.txt`);
  // Before the site is read, so the link check sees the file that /sdk/ links to and the feeds
  // the release-notes page links to.
  await timedStep(reporter, "OpenAPI download", () => writeOpenApiDownload(PUBLIC));
  const notes = await graphql<{ allReleaseNote: { nodes: FeedNote[] } }>(`
    query ReleaseNotesFeed {
      allReleaseNote(sort: { date: DESC }) {
        nodes {
          title
          description
          anchor
          isoDate: date(formatString: "YYYY-MM-DD")
          html
        }
      }
    }
  `);
  await timedStep(reporter, "Release notes feeds", () =>
    writeReleaseNotesFeeds(PUBLIC, notes.data?.allReleaseNote.nodes ?? [], {
      title: site.title,
      url: site.url,
      pathPrefix,
    }),
  );
  const assetsOf = pageAssets(PUBLIC, pathPrefix);
  const { pages, files } = await timedStep(reporter, "Read built pages, scripts after first paint", () =>
    readBuiltSite((html, pagePath) => loadScriptsAfterFirstPaint(html, pagePath, assetsOf(pagePath))),
  );
  // Drawn before the link check, which fails the build on a page whose og:image is missing.
  const fallback = { section: "Documentation", product: site.title, delimiter: site.titleDelimiter };
  const cards = await timedStep(
    reporter,
    "Social cards",
    async () =>
      writeSocialCards(
        PUBLIC,
        await Promise.all(
          pages.map(async (page) => ({ path: page.path, text: await cachedCardText(cache, page, fallback) })),
        ),
        cachedDrawCard(cache),
      ),
    () => hitsOf(cache, "card-text", "social-card"),
  );
  for (const card of cards) files.add(card);
  reporter.info(`Social cards: ${cards.length}`);
  const versions = await graphql<{ allDocsVersion: { nodes: { name: string; path: string }[] } }>(`
    query ArchivedVersions {
      allDocsVersion {
        nodes {
          name
          path
        }
      }
    }
  `);
  // The search index holds the current docs only (DESIGN.md, "Routes and URLs"), whichever version is the newest release.
  const archived = (versions.data?.allDocsVersion.nodes ?? [])
    .filter((v) => v.name !== CURRENT_VERSION)
    .map((v) => v.path);
  const index = await timedStep(
    reporter,
    "Search index",
    () => cachedSearchIndex(cache, pages, archived, PUBLIC, site.search.synonyms),
    () => hitsOf(cache, "search-records"),
  );
  reporter.info(`Search index: ${index.records} records, ${(index.bytes / 1024).toFixed(0)} KiB`);
  const described = await graphql<{ apiInfo: { servers: { url: string }[] } | null }>(`
    query DescribedServers {
      apiInfo {
        servers {
          url
        }
      }
    }
  `);
  const serverUrls = [site.apiConsole.baseUrl, ...(described.data?.apiInfo?.servers ?? []).map((s) => s.url)];
  await timedStep(reporter, "Deploy headers", () =>
    writeDeployHeaders(pages, files, pathPrefix, {
      algolia: site.search.algolia ? { appId: site.search.algolia.appId } : null,
      apiConsole: site.apiConsole.enabled ? { serverUrls } : null,
    }),
  );
  const report = await timedStep(
    reporter,
    "Link check",
    async () =>
      checkPageLinks(await Promise.all(pages.map((page) => cachedPageLinks(cache, page))), files, pathPrefix, site.url),
    () => hitsOf(cache, "page-links"),
  );
  // Each problem by the file and line that wrote it, where a page's MDX holds it (src/build/link-sources.ts).
  const format = await problemFormatter(graphql, pathPrefix, site.url);
  if (report.brokenMarkdownLinks.length > 0) {
    reporter.warn(
      `Broken Markdown links (link to a doc by its route, e.g. /quickstart/, not its file):\n${format(report.brokenMarkdownLinks)}`,
    );
  }
  if (report.brokenAnchors.length > 0) {
    reporter.warn(`Broken anchors (the page exists, the #anchor does not):\n${format(report.brokenAnchors)}`);
  }
  if (report.undecodableAnchors.length > 0) {
    // Whatever onBrokenLinks says: no id can be meant, and browsers and routers read such anchors differently.
    reporter.panicOnBuild({
      id: BUILD_ERROR.undecodableAnchor,
      context: {
        sourceMessage: `Links whose #anchor does not decode (a "%" that starts no escape, or escapes that are not UTF-8):\n${format(report.undecodableAnchors)}\nWrite a "%" itself as %25 ("#100%25"), or link to the id the heading really has.`,
      },
    });
  }
  if (report.brokenLinks.length > 0 && site.onBrokenLinks === "warn") {
    reporter.warn(`Broken links found (onBrokenLinks is "warn"):\n${format(report.brokenLinks)}`);
  } else if (report.brokenLinks.length > 0) {
    reporter.panicOnBuild({
      id: BUILD_ERROR.brokenLink,
      context: {
        sourceMessage: `Broken links found: these pages link to or load pages and files that do not exist (links, images, scripts, icons, the manifest, social cards).\n${format(report.brokenLinks)}\nFix the reference, or create the page or add the file (static files go in static/).`,
      },
    });
  }
  reporter.verbose(`Digest cache: ${cache.prune()} unused entries removed`);
  reporter.info(
    `Link check: ${pages.length} pages, ${report.brokenLinks.length} broken links, ${report.brokenAnchors.length} broken anchors`,
  );
};
