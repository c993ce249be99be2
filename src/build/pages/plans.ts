/**
 * Every page createPages makes, with what makes it (its template, its source for error messages,
 * its context), so collisions are found before any page is created. createPages dispatches on
 * node type: docs and standalone pages are MDX, the rest use a template each.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import type { DocsStructure, RouteParent } from "../../common/docs/route-data";
import { apiDescriptionFile } from "../config/paths";
import { includeDrafts } from "../sidebar/resolve-nodes";
import type { CreatePagesData, FrontmatterOf, MdxSource } from "./data";
import { srcPagesRoutes, type PlannedPage } from "./routes";

const template = (name: string) => path.resolve(__dirname, `../../templates/${name}.tsx`);
const mdxPage = (name: string, contentFilePath: string) => `${template(name)}?__contentFilePath=${contentFilePath}`;
/** Gatsby makes these pages itself; they are listed only to check no other page takes their path. */
const SRC_PAGES = path.resolve(__dirname, "../../pages");

export interface PagePlan extends PlannedPage {
  readonly component: string;
  readonly context: Record<string, unknown>;
  /** For a page no sidebar links to: the page it belongs under (route-data.ts, RouteParent). */
  readonly parent?: RouteParent;
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
export function pagePlans(data: CreatePagesData, frontmatterOf: FrontmatterOf): PagePlan[] {
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

/** The pages planned here and the pages Gatsby makes from src/pages (search, 404). */
export function allPlannedRoutes(plans: readonly PlannedPage[]): PlannedPage[] {
  return [...plans, ...srcPagesRoutes(readdirSync(SRC_PAGES, { recursive: true, encoding: "utf8" }))];
}

/** The docs structure every page's route data is made from (route-data.ts), drafts left out unless shown. */
export function docsStructureOf(data: CreatePagesData, sidebarFiles: DocsStructure["sidebarFiles"]): DocsStructure {
  return {
    versions: data.allDocsVersion.nodes,
    docs: data.allDoc.nodes.filter((doc) => includeDrafts || !doc.draft),
    sidebars: data.allSidebar.nodes,
    sidebarFiles,
  };
}
