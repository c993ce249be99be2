/**
 * createPages: one page per node, dispatched on node type, with only ids in context.
 * Sidebar errors surface here, before any page is rendered.
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { ResolvedItem } from "../src/lib/sidebar/types";
import { siteConfigInput } from "../src/config/site";
import { validateSiteConfig } from "../src/config/validate";
import { navbarProblems } from "../src/lib/navbar-check";
import { includeDrafts } from "./resolve-sidebars";

const template = (name: string) => path.resolve(__dirname, `../src/templates/${name}.tsx`);
const mdxPage = (name: string, contentFilePath: string) => `${template(name)}?__contentFilePath=${contentFilePath}`;

interface CreatePagesData {
  allDoc: {
    nodes: {
      id: string;
      docId: string;
      version: string;
      path: string;
      draft: boolean;
      sourceFile: string;
      mdx: { internal: { contentFilePath: string } };
    }[];
  };
  allSidebar: { nodes: { sidebarId: string; version: string; items: ResolvedItem[] }[] };
  allApiInfo: { nodes: { id: string; path: string }[] };
  allApiOperation: { nodes: { id: string; path: string }[] };
  allApiSchema: { nodes: { id: string; path: string }[] };
  allStandalonePage: { nodes: { id: string; path: string; mdx: { internal: { contentFilePath: string } } }[] };
  allReleaseNote: { totalCount: number };
}

function generatedIndexes(items: readonly ResolvedItem[]): string[] {
  return items.flatMap((item) =>
    item.type === "category"
      ? [...(item.href?.startsWith("/category/") ? [item.href] : []), ...generatedIndexes(item.items)]
      : [],
  );
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const { createPage } = actions;
  const result = await graphql<CreatePagesData>(`
    query CreatePages {
      allDoc {
        nodes {
          id
          docId
          version
          path
          draft
          sourceFile
          mdx {
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
          items
        }
      }
      allApiInfo {
        nodes {
          id
          path
        }
      }
      allApiOperation {
        nodes {
          id
          path
        }
      }
      allApiSchema {
        nodes {
          id
          path
        }
      }
      allStandalonePage {
        nodes {
          id
          path
          mdx {
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
    reporter.panicOnBuild({ id: "docs-10001", context: { sourceMessage: [...new Set(messages)].join("\n") } });
    return;
  }
  const data = result.data;

  const site = validateSiteConfig(siteConfigInput());
  const problems = navbarProblems(
    site.navbar.items,
    new Set(data.allDoc.nodes.filter((d) => d.version === "current").map((d) => d.docId)),
    new Set(data.allSidebar.nodes.map((s) => s.sidebarId)),
  );
  if (problems.length > 0) {
    reporter.panicOnBuild({
      id: "docs-10001",
      context: { sourceMessage: `Invalid navbar (src/config/site.ts):\n${problems.join("\n")}` },
    });
    return;
  }

  const claimed = new Map<string, string>();
  for (const doc of data.allDoc.nodes) {
    if (doc.draft && !includeDrafts) continue;
    const previous = claimed.get(doc.path);
    if (previous) {
      reporter.warn(
        `Duplicate route ${doc.path}: claimed by ${previous} and ${doc.sourceFile}; the last one wins. Give one a different slug.`,
      );
    }
    claimed.set(doc.path, doc.sourceFile);
    createPage({
      path: doc.path,
      component: mdxPage("doc", doc.mdx.internal.contentFilePath),
      context: { id: doc.id },
    });
  }

  for (const sidebar of data.allSidebar.nodes) {
    for (const href of generatedIndexes(sidebar.items)) {
      createPage({ path: href, component: template("category"), context: { href, version: sidebar.version } });
    }
  }

  for (const info of data.allApiInfo.nodes)
    createPage({ path: info.path, component: template("api-info"), context: { id: info.id } });
  for (const op of data.allApiOperation.nodes)
    createPage({ path: op.path, component: template("operation"), context: { id: op.id } });
  for (const schema of data.allApiSchema.nodes)
    createPage({ path: schema.path, component: template("schema"), context: { id: schema.id } });
  for (const page of data.allStandalonePage.nodes) {
    createPage({
      path: page.path,
      component: mdxPage("page", page.mdx.internal.contentFilePath),
      context: { id: page.id },
    });
  }
  if (data.allReleaseNote.totalCount > 0)
    createPage({ path: "/release-notes/", component: template("release-notes"), context: {} });
};
