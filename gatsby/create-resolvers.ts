/** createResolvers: the derived fields of the docs model (resolved sidebars, a version's docs) and the rendered fields of the API reference. */
import type { GatsbyNode } from "gatsby";
import { loadSite } from "../src/build/config/load";
import { editUrlOf } from "../src/common/docs/edit-url";
import { apiRenderingResolvers } from "../src/build/api/rendered-fields";
import { categoryAt } from "../src/build/sidebar/generated-index";
import {
  docsOfVersion,
  includeDrafts,
  resolveSidebarSource,
  type SidebarSource,
} from "../src/build/sidebar/resolve-nodes";

type Context = { nodeModel: Parameters<typeof docsOfVersion>[0] };

/**
 * The site config's editUrl as the SiteConfig node holds it now (src/build/config/site-config-node.ts),
 * so `gatsby develop` follows an edit; the config read at startup if the node is missing.
 */
async function editUrlBase(nodeModel: Context["nodeModel"], startup: string | undefined): Promise<string | undefined> {
  const { entries } = await nodeModel.findAll({ type: "SiteConfig" });
  const [node] = [...(entries as Iterable<{ config: { editUrl?: string } }>)];
  return node ? node.config.editUrl : startup;
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  const site = loadSite().config;
  createResolvers({
    ...apiRenderingResolvers,
    Sidebar: {
      items: {
        resolve: (source: SidebarSource, _args: unknown, context: Context) =>
          resolveSidebarSource(context.nodeModel, source),
      },
    },
    CategoryIndex: {
      category: {
        resolve: async (
          source: { sidebarId: string; version: string; path: string },
          _args: unknown,
          context: Context,
        ) => {
          const { entries } = await context.nodeModel.findAll({
            type: "Sidebar",
            query: { filter: { version: { eq: source.version }, sidebarId: { eq: source.sidebarId } } },
          });
          const [sidebar] = Array.from(entries) as SidebarSource[];
          return sidebar ? categoryAt(await resolveSidebarSource(context.nodeModel, sidebar), source.path) : null;
        },
      },
    },
    Doc: {
      editUrl: {
        resolve: async (source: { sourceFile: string }, _args: unknown, context: Context) =>
          editUrlOf(await editUrlBase(context.nodeModel, site.editUrl), source.sourceFile),
      },
    },
    DocsVersion: {
      docs: {
        resolve: async (source: { name: string }, _args: unknown, context: Context) =>
          (await docsOfVersion(context.nodeModel, source.name)).filter((d) => includeDrafts || !d.draft),
      },
    },
  });
};
