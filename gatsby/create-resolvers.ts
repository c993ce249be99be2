/** createResolvers: the derived fields of the docs model (resolved sidebars, a doc's sidebar, a version's docs). */
import type { GatsbyNode } from "gatsby";
import { activeSidebar } from "../src/lib/sidebar/active";
import { docsOfVersion, includeDrafts, resolveSidebarSource, type SidebarSource } from "./resolve-sidebars";

type Context = { nodeModel: Parameters<typeof docsOfVersion>[0] };

async function resolvedSidebarsOf(context: Context, version: string) {
  const { entries } = await context.nodeModel.findAll({
    type: "Sidebar",
    query: { filter: { version: { eq: version } } },
  });
  const sidebars = Array.from(entries) as SidebarSource[];
  return Promise.all(
    sidebars.map(async (s) => ({ sidebarId: s.sidebarId, items: await resolveSidebarSource(context.nodeModel, s) })),
  );
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Sidebar: {
      items: {
        resolve: (source: SidebarSource, _args: unknown, context: Context) =>
          resolveSidebarSource(context.nodeModel, source),
      },
    },
    Doc: {
      sidebar: {
        resolve: async (source: { version: string; path: string }, _args: unknown, context: Context) =>
          activeSidebar(await resolvedSidebarsOf(context, source.version), source.path)?.sidebarId ?? null,
      },
    },
    DocsVersion: {
      docs: {
        resolve: async (source: { name: string }, _args: unknown, context: Context) =>
          (await docsOfVersion(context.nodeModel, source.name)).filter((d) => includeDrafts || !d.draft),
      },
      // From the Sidebar nodes, so an edit to a sidebars file shows here without re-reading versions.json.
      sidebarIds: {
        resolve: async (source: { name: string }, _args: unknown, context: Context) => {
          const { entries } = await context.nodeModel.findAll({
            type: "Sidebar",
            query: { filter: { version: { eq: source.name } } },
          });
          return (Array.from(entries) as SidebarSource[]).map((s) => s.sidebarId);
        },
      },
      draftIds: {
        resolve: async (source: { name: string }, _args: unknown, context: Context) =>
          (await docsOfVersion(context.nodeModel, source.name)).filter((d) => d.draft).map((d) => d.docId),
      },
    },
  });
};
