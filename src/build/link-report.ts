/**
 * What the build does with the link check's report (./links.ts): broken Markdown links and
 * anchors warn, links whose anchor does not decode stop the build, and broken links stop it
 * unless the site config's onBrokenLinks is "warn". Each problem is named by the file and line
 * that wrote it, where a page's MDX holds it (./link-sources.ts).
 */
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { BUILD_ERROR } from "./build-errors";
import { formatLocatedProblems, locateProblems } from "./link-sources";
import type { LinkProblem, LinkReport } from "./links";

interface PageSource {
  readonly path: string;
  readonly sourceFile: string;
}

/** Formats link problems by where they were written: the MDX file of each docs page and standalone page. */
async function problemFormatter(
  graphql: CreatePagesArgs["graphql"],
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

/** Warns of or stops the build on the report's problems, as the site config says. */
export async function reportLinkProblems(
  report: LinkReport,
  { reporter, graphql, pathPrefix }: Pick<CreatePagesArgs, "reporter" | "graphql" | "pathPrefix">,
  site: { readonly url: string; readonly onBrokenLinks: string },
): Promise<void> {
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
}
