/**
 * createPages: one page per node, dispatched on node type, with ids and the page's route data
 * (src/common/docs/route-data.ts) in context. Sidebar errors, duplicate doc ids and two pages at
 * one path surface here, before any page is rendered. The API reference's files beside its
 * pages (/openapi.yaml, the console's data) are written here too.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { ResolvedCategory, ResolvedItem } from "../src/common/sidebar/types";
import type { DocsVersionInfo } from "../src/common/docs/versions";
import {
  routeDataFor,
  siteDocs,
  type DocsStructure,
  type RouteData,
  type RouteParent,
} from "../src/common/docs/route-data";
import { apiDescriptionFile } from "../src/build/config/paths";
import { loadSite } from "../src/build/config/load";
import { docIdCollisionsMessage, duplicateDocIds } from "../src/common/docs/routes";
import { navbarProblems } from "../src/build/navbar-check";
import { unreachedDocs, unreachedDocsMessage } from "../src/build/sidebar/unreached";
import { docsStructureProblems } from "../src/build/docs/structure-nodes";
import {
  caseOnlyCollisions,
  caseOnlyCollisionsMessage,
  routeCollisions,
  routeCollisionsMessage,
  srcPagesRoutes,
  type PlannedPage,
} from "../src/build/pages/routes";
import { OPENAPI_DOWNLOAD_PATH, writeApiFiles } from "../src/build/api/files";
import { writeSidebarFiles } from "../src/build/sidebar/files";
import { includeDrafts } from "../src/build/sidebar/resolve-nodes";
import { BUILD_ERROR } from "../src/build/build-errors";

const template = (name: string) => path.resolve(__dirname, `../src/templates/${name}.tsx`);
const mdxPage = (name: string, contentFilePath: string) => `${template(name)}?__contentFilePath=${contentFilePath}`;
/** Gatsby makes these pages itself; they are listed only to check no other page takes their path. */
const SRC_PAGES = path.resolve(__dirname, "../src/pages");

interface PagePlan extends PlannedPage {
  readonly component: string;
  readonly context: Record<string, unknown>;
  /** For a page no sidebar links to: the page it belongs under (route-data.ts, RouteParent). */
  readonly parent?: RouteParent;
}

interface MdxSource {
  id: string;
  internal: { contentFilePath: string };
}

/** An Mdx node's front matter as gatsby-plugin-mdx parsed it. */
type FrontmatterOf = (mdxId: string) => Record<string, unknown>;

interface CreatePagesData {
  allDocsVersion: { nodes: DocsVersionInfo[] };
  allDoc: {
    nodes: {
      id: string;
      docId: string;
      version: string;
      path: string;
      draft: boolean;
      unlisted: boolean;
      sourceFile: string;
      mdx: MdxSource;
    }[];
  };
  allSidebar: { nodes: { sidebarId: string; version: string; file: string; items: ResolvedItem[] }[] };
  allCategoryIndex: {
    nodes: { path: string; label: string; sidebarId: string; file: string; category: ResolvedCategory }[];
  };
  allApiInfo: { nodes: { id: string; path: string; title: string }[] };
  allApiOperation: { nodes: { id: string; path: string; operationId: string }[] };
  allApiSchema: { nodes: { id: string; path: string; name: string; title: string }[] };
  allStandalonePage: {
    nodes: { id: string; path: string; sourceFile: string; mdx: MdxSource }[];
  };
  allReleaseNote: { totalCount: number };
}

interface StructureData {
  allDocsVersion: { nodes: { name: string }[] };
  allSidebar: { nodes: { version: string; file: string }[] };
}

/**
 * An MDX page's context, with the front matter gatsby-plugin-mdx's onCreatePage adds to it: given
 * here, the plugin leaves the page as it is instead of reading and parsing the file again and
 * deleting and re-creating the page (createPages 0.66 → 0.5 s).
 */
const mdxContext = (id: string, mdx: MdxSource, frontmatterOf: FrontmatterOf) => ({
  id,
  frontmatter: frontmatterOf(mdx.id),
});

/** Every page this hook creates, with what makes it, so collisions are found before any is created. */
function pagePlans(data: CreatePagesData, frontmatterOf: FrontmatterOf): PagePlan[] {
  const apiFile = path.relative(process.cwd(), apiDescriptionFile());
  const apiOverview = data.allApiInfo.nodes[0];
  return [
    ...data.allDoc.nodes
      .filter((doc) => includeDrafts || !doc.draft)
      .map((doc) => ({
        path: doc.path,
        source: doc.sourceFile,
        component: mdxPage("doc", doc.mdx.internal.contentFilePath),
        context: mdxContext(doc.id, doc.mdx, frontmatterOf),
      })),
    ...data.allCategoryIndex.nodes.map((index) => ({
      path: index.path,
      source: `the generated index of category "${index.label}" (sidebar "${index.sidebarId}" in ${index.file})`,
      component: template("category"),
      context: { href: index.path, category: index.category },
    })),
    ...data.allApiInfo.nodes.map((info) => ({
      path: info.path,
      source: `ApiInfo "${info.title}" (${apiFile})`,
      component: template("api-info"),
      context: { id: info.id },
    })),
    ...data.allApiOperation.nodes.map((op) => ({
      path: op.path,
      source: `ApiOperation "${op.operationId}" (${apiFile})`,
      component: template("operation"),
      context: { id: op.id },
    })),
    // Schema pages are in no sidebar: they sit under the API overview, in its sidebar and breadcrumbs.
    ...data.allApiSchema.nodes.map((schema) => ({
      path: schema.path,
      source: `ApiSchema "${schema.name}" (${apiFile})`,
      component: template("schema"),
      context: { id: schema.id },
      ...(apiOverview ? { parent: { path: apiOverview.path, title: schema.title } } : {}),
    })),
    ...data.allStandalonePage.nodes.map((page) => ({
      path: page.path,
      source: page.sourceFile,
      component: mdxPage("page", page.mdx.internal.contentFilePath),
      context: mdxContext(page.id, page.mdx, frontmatterOf),
    })),
    ...(data.allReleaseNote.totalCount > 0
      ? [
          {
            path: "/release-notes/",
            source: "the release notes page (content/release-notes)",
            component: template("release-notes"),
            context: {},
          },
        ]
      : []),
  ];
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, getNode }) => {
  const { createPage } = actions;
  // Before any sidebar is resolved: a sidebars file of an unknown version has no docs to resolve against.
  const versionsAndSidebars = await graphql<StructureData>(`
    query DocsStructure {
      allDocsVersion {
        nodes {
          name
        }
      }
      allSidebar {
        nodes {
          version
          file
        }
      }
    }
  `);
  const structureErrors = versionsAndSidebars.data
    ? docsStructureProblems(
        versionsAndSidebars.data.allDocsVersion.nodes.map((v) => v.name),
        versionsAndSidebars.data.allSidebar.nodes,
      )
    : [];
  if (structureErrors.length > 0) {
    reporter.panicOnBuild({ id: BUILD_ERROR.docsStructure, context: { sourceMessage: structureErrors.join("\n") } });
    return;
  }
  const result = await graphql<CreatePagesData>(`
    query CreatePages {
      allDocsVersion {
        nodes {
          name
          label
          path
          isLast
          banner
        }
      }
      allDoc {
        nodes {
          id
          docId
          version
          path
          draft
          unlisted
          sourceFile
          mdx {
            id
            internal {
              contentFilePath
            }
          }
        }
      }
      allSidebar {
        nodes {
          sidebarId
          version
          file
          items
        }
      }
      allCategoryIndex {
        nodes {
          path
          label
          sidebarId
          file
          category
        }
      }
      allApiInfo {
        nodes {
          id
          path
          title
        }
      }
      allApiOperation {
        nodes {
          id
          path
          operationId
        }
      }
      allApiSchema {
        nodes {
          id
          path
          name
          title
        }
      }
      allStandalonePage {
        nodes {
          id
          path
          sourceFile
          mdx {
            id
            internal {
              contentFilePath
            }
          }
        }
      }
      allReleaseNote {
        totalCount
      }
    }
  `);
  if (result.errors || !result.data) {
    const messages = (result.errors as { message: string }[] | undefined)?.map((e) => e.message) ?? ["no data"];
    reporter.panicOnBuild({
      id: BUILD_ERROR.contentQuery,
      context: { sourceMessage: [...new Set(messages)].join("\n") },
    });
    return;
  }
  const data = result.data;

  const config = loadSite().config;
  const problems = navbarProblems(
    config.navbar.items,
    new Set(data.allDoc.nodes.filter((d) => d.version === "current").map((d) => d.docId)),
    new Set(data.allSidebar.nodes.map((s) => s.sidebarId)),
  );
  if (problems.length > 0) {
    reporter.panicOnBuild({
      id: BUILD_ERROR.navbar,
      context: { sourceMessage: `Invalid navbar (src/config/site.ts):\n${problems.join("\n")}` },
    });
    return;
  }

  const plans = pagePlans(
    data,
    (mdxId) => (getNode(mdxId) as { frontmatter?: Record<string, unknown> }).frontmatter ?? {},
  );
  const planned = [...plans, ...srcPagesRoutes(readdirSync(SRC_PAGES, { recursive: true, encoding: "utf8" }))];
  // Drafts count too: a sidebar resolves ids over every doc of its version.
  const sameIds = duplicateDocIds(data.allDoc.nodes);
  const samePaths = routeCollisions(planned);
  const errors = [
    ...(sameIds.length > 0 ? [docIdCollisionsMessage(sameIds)] : []),
    ...(samePaths.length > 0 ? [routeCollisionsMessage(samePaths)] : []),
  ];
  if (errors.length > 0) {
    reporter.panicOnBuild({ id: BUILD_ERROR.duplicateRoute, context: { sourceMessage: errors.join("\n\n") } });
    return;
  }
  // Sidebars are resolved here, after every doc is sourced, so this is the first place to know.
  const unreached = unreachedDocs(data.allDoc.nodes, data.allSidebar.nodes);
  if (unreached.length > 0) reporter.warn(unreachedDocsMessage(unreached));
  const caseOnly = caseOnlyCollisions(planned);
  if (caseOnly.length > 0) reporter.warn(caseOnlyCollisionsMessage(caseOnly));

  const structure: DocsStructure = {
    versions: data.allDocsVersion.nodes,
    docs: data.allDoc.nodes.filter((doc) => includeDrafts || !doc.draft),
    sidebars: data.allSidebar.nodes,
    sidebarFiles: writeSidebarFiles(path.resolve("public"), data.allSidebar.nodes),
  };
  const site = siteDocs(structure, config.navbar.items);
  routeOfPath = (pagePath) => routeDataFor(pagePath, structure, site);
  for (const { path: pagePath, component, context, parent } of plans) {
    createPage({
      path: pagePath,
      component,
      context: { ...context, route: routeDataFor(pagePath, structure, site, parent) },
    });
  }

  const consoleFiles = await writeApiFiles(graphql, path.resolve("public"), apiDescriptionFile());
  reporter.info(`API files: ${OPENAPI_DOWNLOAD_PATH} and ${consoleFiles} API console data files`);
};

/** Made by createPages for the pages Gatsby creates after it (src/pages: search, 404). */
let routeOfPath: ((pagePath: string) => RouteData) | null = null;

/** onCreatePage: pages from src/pages get their route data too. */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (!routeOfPath || (page.context as { route?: unknown } | undefined)?.route) return;
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, route: routeOfPath(page.path) } });
};
