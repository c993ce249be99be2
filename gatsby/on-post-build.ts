/**
 * onPostBuild: writes the Markdown twins and llms files, the OpenAPI download and the
 * release-notes feeds, has the framework tuning rewrite each page's HTML (gatsby/tuning; without
 * it, only Gatsby's page-path script moves onto an attribute: page-path-script.ts), draws the social cards, writes the search index and the deploy
 * headers (_headers), and checks every local URL the pages reference. Each step is timed in the
 * build's output; the steps themselves live in src/build.
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { checkPageLinks } from "../src/build/links";
import { reportLinkProblems } from "../src/build/link-report";
import { loadSite } from "../src/build/config/load";
import { writeMarkdownTwins } from "../src/build/markdown-twins/write";
import { writeOpenApiDownload } from "../src/build/api/openapi-download";
import { feedNotes, writeReleaseNotesFeeds } from "../src/build/release-notes/feeds";
import { writeSocialCards } from "../src/build/social-cards/cards";
import { archivedVersionBases } from "../src/build/search/indexed-pages";
import { readBuiltSite } from "../src/build/built-site/read";
import { writeDeployHeaders } from "../src/build/built-site/write-headers";
import { ForeignScriptError } from "../src/build/built-site/deploy-headers";
import { BUILD_ERROR } from "../src/build/build-errors";
import { ownInlineScripts } from "./inline-scripts";
import { hitsOf, timedStep } from "../src/build/built-site/timed-steps";
import { buildCache } from "../src/build/cache/build-cache";
import { builtHtmlRewriter, collectBeforePostBuild } from "./tuning";
import { pagePathAsAttribute } from "../src/build/built-site/page-path-script";
import { cachedCardText, cachedDrawCard, cachedPageLinks, cachedSearchIndex } from "../src/build/cache/cached-steps";

const PUBLIC = path.resolve(process.cwd(), "public");

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, pathPrefix, graphql }) => {
  // The steps below read every page; what the compiles left behind goes first.
  collectBeforePostBuild();
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
  const notes = await feedNotes(graphql);
  await timedStep(reporter, "Release notes feeds", () =>
    writeReleaseNotesFeeds(PUBLIC, notes, { title: site.title, url: site.url, pathPrefix }),
  );
  const built = await timedStep(reporter, "Read built pages", () =>
    readBuiltSite(PUBLIC, builtHtmlRewriter(PUBLIC, pathPrefix) ?? pagePathAsAttribute),
  );
  const { pages, files } = built;
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
  const archived = await archivedVersionBases(graphql);
  const index = await timedStep(
    reporter,
    "Search index",
    () => cachedSearchIndex(cache, pages, archived, PUBLIC, site.search.synonyms),
    () => hitsOf(cache, "search-records"),
  );
  reporter.info(`Search index: ${index.records} records, ${(index.bytes / 1024).toFixed(0)} KiB`);
  try {
    await timedStep(reporter, "Deploy headers", () =>
      writeDeployHeaders(PUBLIC, built, pathPrefix, site, ownInlineScripts(PUBLIC, site, pathPrefix)),
    );
  } catch (error) {
    if (!(error instanceof ForeignScriptError)) throw error;
    reporter.panicOnBuild({ id: BUILD_ERROR.inlineScript, context: { sourceMessage: error.message }, error });
    return;
  }
  const report = await timedStep(
    reporter,
    "Link check",
    async () =>
      checkPageLinks(await Promise.all(pages.map((page) => cachedPageLinks(cache, page))), files, pathPrefix, site.url),
    () => hitsOf(cache, "page-links"),
  );
  await reportLinkProblems(report, { reporter, graphql, pathPrefix }, site);
  reporter.verbose(`Digest cache: ${cache.prune()} unused entries removed`);
  reporter.info(
    `Link check: ${pages.length} pages, ${report.brokenLinks.length} broken links, ${report.brokenAnchors.length} broken anchors`,
  );
};
