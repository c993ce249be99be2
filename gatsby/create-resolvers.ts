/** createResolvers: the derived fields of the docs model (resolved sidebars, a version's docs) and the rendered fields of the API reference. */
import type { GatsbyNode } from "gatsby";
import { siteConfigInput } from "../src/config/site";
import { validateSiteConfig } from "../src/config/validate";
import { editUrlOf } from "../src/lib/docs/edit-url";
import { apiRenderingResolvers } from "./api-rendering";
import { docsOfVersion, includeDrafts, resolveSidebarSource, type SidebarSource } from "./resolve-sidebars";

type Context = { nodeModel: Parameters<typeof docsOfVersion>[0] };

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
        resolve: (source: { sourceFile: string }) => editUrlOf(site.editUrl, source.sourceFile),
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
