/**
 * The derived fields of the docs model, resolved from other nodes: a sidebar's resolved items, a
 * generated index's category, a doc's edit URL (from the site config as the SiteConfig node holds
 * it now) and a version's docs.
 */
import { editUrlOf } from "../../common/docs/edit-url";
import { categoryAt } from "../sidebar/generated-index";
import { docsOfVersion, includeDrafts, resolveSidebarSource, type SidebarSource } from "../sidebar/resolve-nodes";

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

/** createResolvers' argument for the docs types; `editUrl` is the site config's, read at startup. */
export function docsResolvers(startupEditUrl: string | undefined) {
  return {
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
          editUrlOf(await editUrlBase(context.nodeModel, startupEditUrl), source.sourceFile),
      },
    },
    DocsVersion: {
      docs: {
        resolve: async (source: { name: string }, _args: unknown, context: Context) =>
          (await docsOfVersion(context.nodeModel, source.name)).filter((d) => includeDrafts || !d.draft),
      },
    },
  };
}
