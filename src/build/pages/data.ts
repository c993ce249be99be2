/**
 * What createPages reads from the data layer: first the docs versions and sidebars files alone
 * (a sidebars file of an unknown version has no docs to resolve against), then every node a page
 * is made from.
 */
import type { CreatePagesArgs } from "gatsby";
import type { DocsVersionInfo } from "../../common/docs/versions";
import type { ResolvedCategory, ResolvedItem } from "../../common/sidebar/types";
import { docsStructureProblems } from "../docs/structure-nodes";

type GraphQl = CreatePagesArgs["graphql"];

export interface MdxSource {
  id: string;
  internal: { contentFilePath: string };
}

/** An Mdx node's front matter as gatsby-plugin-mdx parsed it. */
export type FrontmatterOf = (mdxId: string) => Record<string, unknown>;

export interface CreatePagesData {
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

/** What is wrong with the versions and sidebars files, before any sidebar is resolved. */
export async function docsStructureErrors(graphql: GraphQl): Promise<string[]> {
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
  return versionsAndSidebars.data
    ? docsStructureProblems(
        versionsAndSidebars.data.allDocsVersion.nodes.map((v) => v.name),
        versionsAndSidebars.data.allSidebar.nodes,
      )
    : [];
}

/** Every node a page is made from, or the query's error messages. */
export async function createPagesData(
  graphql: GraphQl,
): Promise<{ data: CreatePagesData; errors?: never } | { data?: never; errors: string[] }> {
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
    return { errors: [...new Set(messages)] };
  }
  return { data: result.data };
}
