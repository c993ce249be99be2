/**
 * Resolves sidebars against the docs and the API reference in the data layer. Shared by
 * the GraphQL resolvers (what pages render) and createPages (which reports errors early).
 */
import type { ApiReferenceRef, DocRef, ResolvedItem } from "../../common/sidebar/types";
import { resolveSidebar } from "./resolve";
import type { NormalizedItem } from "../../common/sidebar/types";

export const includeDrafts = process.env.NODE_ENV !== "production";

export interface SidebarSource {
  sidebarId: string;
  version: string;
  file: string;
  config: NormalizedItem[];
}

interface NodeModel {
  findAll(args: { type: string; query?: unknown }): Promise<{ entries: Iterable<unknown> }>;
  getNodeById(args: { id: string }): unknown;
}

interface DocNode extends DocRef {
  version: string;
}

interface OperationNode {
  id: string;
  operationId: string;
  summary: string;
  path: string;
  method: string;
}

export async function docsOfVersion(nodeModel: NodeModel, version: string): Promise<DocNode[]> {
  const { entries } = await nodeModel.findAll({ type: "Doc", query: { filter: { version: { eq: version } } } });
  return Array.from(entries) as DocNode[];
}

export async function apiReference(nodeModel: NodeModel): Promise<ApiReferenceRef | undefined> {
  const { entries: infos } = await nodeModel.findAll({ type: "ApiInfo" });
  const [info] = Array.from(infos) as { title: string; path: string; tagNames: string[] }[];
  if (!info) return undefined;
  const { entries: tagEntries } = await nodeModel.findAll({ type: "ApiTag" });
  const { entries: opEntries } = await nodeModel.findAll({ type: "ApiOperation" });
  const tags = Array.from(tagEntries) as { name: string; description: string; operationIds: string[] }[];
  const operations = new Map((Array.from(opEntries) as OperationNode[]).map((op) => [op.operationId, op]));
  return {
    title: info.title,
    path: info.path,
    tags: info.tagNames.map((name) => {
      const tag = tags.find((t) => t.name === name)!;
      return {
        name,
        description: tag.description,
        operations: tag.operationIds
          .map((id) => operations.get(id)!)
          .map(({ summary, path, method }) => ({ summary, path, method })),
      };
    }),
  };
}

export async function resolveSidebarSource(nodeModel: NodeModel, sidebar: SidebarSource): Promise<ResolvedItem[]> {
  const docs = await docsOfVersion(nodeModel, sidebar.version);
  return resolveSidebar(sidebar.config, {
    version: sidebar.version,
    sidebarId: sidebar.sidebarId,
    file: sidebar.file,
    docs: new Map(docs.map((d) => [d.docId, d])),
    includeDrafts,
    api: await apiReference(nodeModel),
  });
}
