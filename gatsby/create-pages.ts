/**
 * createPages: one page per node, dispatched on node type, with ids and the page's route data
 * (src/common/docs/route-data.ts) in context. Sidebar errors, duplicate doc ids and two pages at
 * one path surface here, before any page is rendered. The API reference's files beside its
 * pages (/openapi.yaml, the console's data) are written here too. What each step does lives in
 * src/build/pages.
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { routeDataFor, siteDocs, type RouteData } from "../src/common/docs/route-data";
import { apiDescriptionFile } from "../src/build/config/paths";
import { loadSite } from "../src/build/config/load";
import { createPagesData, docsStructureErrors } from "../src/build/pages/data";
import { allPlannedRoutes, docsStructureOf, pagePlans } from "../src/build/pages/plans";
import { checkPages } from "../src/build/pages/checks";
import { OPENAPI_DOWNLOAD_PATH, writeApiFiles } from "../src/build/api/files";
import { writeSidebarFiles } from "../src/build/sidebar/files";
import { BUILD_ERROR } from "../src/build/build-errors";

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, getNode }) => {
  const structureErrors = await docsStructureErrors(graphql);
  if (structureErrors.length > 0) {
    reporter.panicOnBuild({ id: BUILD_ERROR.docsStructure, context: { sourceMessage: structureErrors.join("\n") } });
    return;
  }
  const { data, errors } = await createPagesData(graphql);
  if (errors) {
    reporter.panicOnBuild({ id: BUILD_ERROR.contentQuery, context: { sourceMessage: errors.join("\n") } });
    return;
  }
  const config = loadSite().config;
  const plans = pagePlans(
    data,
    (mdxId) => (getNode(mdxId) as { frontmatter?: Record<string, unknown> }).frontmatter ?? {},
  );
  const { error, warnings } = checkPages(data, allPlannedRoutes(plans), config.navbar.items);
  if (error) {
    reporter.panicOnBuild({ id: error.id, context: { sourceMessage: error.message } });
    return;
  }
  for (const warning of warnings) reporter.warn(warning);

  const structure = docsStructureOf(data, writeSidebarFiles(path.resolve("public"), data.allSidebar.nodes));
  const site = siteDocs(structure, config.navbar.items);
  routeOfPath = (pagePath) => routeDataFor(pagePath, structure, site);
  for (const { path: pagePath, component, context, parent } of plans) {
    actions.createPage({
      path: pagePath,
      component,
      context: { ...context, route: routeDataFor(pagePath, structure, site, parent) },
    });
  }

  const apiFiles = await writeApiFiles(graphql, path.resolve("public"), apiDescriptionFile());
  // `gatsby develop` runs createPages again on every data change: say only what was written.
  if (apiFiles.written)
    reporter.info(`API files: ${OPENAPI_DOWNLOAD_PATH} and ${apiFiles.count} API console data files`);
};

/** Made by createPages for the pages Gatsby creates after it (src/pages: search, 404). */
let routeOfPath: ((pagePath: string) => RouteData) | null = null;

/** onCreatePage: pages from src/pages get their route data too. */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (!routeOfPath || (page.context as { route?: unknown } | undefined)?.route) return;
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, route: routeOfPath(page.path) } });
};
