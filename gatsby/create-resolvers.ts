/** createResolvers: the derived fields of the docs model (resolved sidebars, a version's docs) and the rendered fields of the API reference. */
import type { GatsbyNode } from "gatsby";
import { siteConfigInput } from "../src/config/site";
import { validateSiteConfig } from "../src/config/validate";
import { editUrlOf } from "../src/lib/docs/edit-url";
import { apiRenderingResolvers } from "./api-rendering";
import { docsOfVersion, includeDrafts, resolveSidebarSource, type SidebarSource } from "./resolve-sidebars";

type Context = { nodeModel: Parameters<typeof docsOfVersion>[0] };

/**
 * The site config's editUrl as the SiteConfig node holds it now (gatsby/source-site-config.ts),
 * so `gatsby develop` follows an edit; the config read at startup if the node is missing.
 */
async function editUrlBase(nodeModel: Context["nodeModel"], startup: string | undefined): Promise<string | undefined> {
  const { entries } = await nodeModel.findAll({ type: "SiteConfig" });
  const [node] = [...(entries as Iterable<{ config: { editUrl?: string } }>)];
  return node ? node.config.editUrl : startup;
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  const site = validateSiteConfig(siteConfigInput());
  createResolvers({
    ...apiRenderingResolvers,
    Sidebar: {
      items: {
        resolve: (source: SidebarSource, _args: unknown, context: Context) =>
          resolveSidebarSource(context.nodeModel, source),
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
