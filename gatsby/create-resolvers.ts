/** createResolvers: the derived fields of the docs model (resolved sidebars, a version's docs). */
import type { GatsbyNode } from "gatsby";
import { docsOfVersion, includeDrafts, resolveSidebarSource, type SidebarSource } from "./resolve-sidebars";

type Context = { nodeModel: Parameters<typeof docsOfVersion>[0] };

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Sidebar: {
      items: {
        resolve: (source: SidebarSource, _args: unknown, context: Context) =>
          resolveSidebarSource(context.nodeModel, source),
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
