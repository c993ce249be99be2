/**
 * The docs structure every page shares (versions, their docs, resolved sidebars), read once
 * through a static query so navigation never refetches it.
 */
import { graphql, useStaticQuery } from "gatsby";
import { useMemo } from "react";
import type { ResolvedItem } from "../lib/sidebar/types";

export interface DocsVersionData {
  readonly name: string;
  readonly label: string;
  readonly path: string;
  readonly isLast: boolean;
  readonly banner: string | null;
  readonly docs: readonly { readonly docId: string; readonly path: string; readonly version: string }[];
}

export interface SidebarData {
  readonly sidebarId: string;
  readonly version: string;
  readonly items: readonly ResolvedItem[];
}

export interface DocsData {
  readonly versions: readonly DocsVersionData[];
  readonly sidebars: readonly SidebarData[];
  readonly allDocs: readonly { readonly docId: string; readonly path: string; readonly version: string }[];
}

export function useDocsData(): DocsData {
  const data = useStaticQuery<Queries.DocsDataQuery>(graphql`
    query DocsData {
      allDocsVersion {
        nodes {
          name
          label
          path
          isLast
          banner
          docs {
            docId
            path
            version
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
    }
  `);
  return useMemo(() => {
    const versions = data.allDocsVersion.nodes as unknown as DocsVersionData[];
    return {
      versions,
      sidebars: data.allSidebar.nodes as unknown as SidebarData[],
      allDocs: versions.flatMap((v) => v.docs),
    };
  }, [data]);
}
