/**
 * onCreateNode for the description's File node (a gatsby-source-filesystem instance the site
 * points at the file): its text becomes the model, and the model's nodes become children of
 * the File node (linked all at once: link-children.ts). `gatsby develop` watches the file: a
 * save re-creates the File node, Gatsby drops its old children, and this makes the new ones
 * from the new text, so no restart.
 */
import path from "node:path";
import type { CreateNodeArgs, Node } from "gatsby";
import { loadApiModelFromText, type ApiReferenceOptions } from "../model";
import { apiNodes } from "./api-nodes";
import { ApiDescriptionError } from "./errors";
import { linkChildren } from "./link-children";

export interface DescriptionFileNode extends Node {
  readonly absolutePath: string;
}

/** Whether a node is the File node of the description that the plugin's options name. */
export function isDescriptionFile(node: Node, options: Pick<ApiReferenceOptions, "specPath">): boolean {
  const file = node as Partial<DescriptionFileNode>;
  return (
    node.internal.type === "File" &&
    typeof file.absolutePath === "string" &&
    path.resolve(file.absolutePath) === path.resolve(options.specPath)
  );
}

type SourceArgs = Pick<CreateNodeArgs, "actions" | "createNodeId" | "createContentDigest" | "reporter"> & {
  readonly node: DescriptionFileNode;
  readonly loadNodeContent: (node: Node) => Promise<string>;
};

/** Sources the description's nodes from its File node; returns how many it made. */
export async function sourceDescriptionFile(args: SourceArgs, options: ApiReferenceOptions): Promise<number> {
  const { node: file, actions, createNodeId, createContentDigest, reporter, loadNodeContent } = args;
  let inputs;
  try {
    const model = await loadApiModelFromText(options, await loadNodeContent(file));
    for (const warning of model.warnings ?? []) reporter.warn(warning);
    inputs = apiNodes(model);
  } catch (error) {
    if (!(error instanceof ApiDescriptionError)) throw error;
    // panicOnBuild: a build stops; `gatsby develop` shows the error and keeps watching for the fix.
    reporter.panicOnBuild({ id: "openapi-10001", context: { message: error.message } });
    return 0;
  }
  const children = inputs.map(({ type, key, fields }) => ({
    ...fields,
    id: createNodeId(`${type}:${key}`),
    parent: file.id,
    children: [],
    internal: { type, contentDigest: createContentDigest(fields) },
  }));
  for (const child of children) void actions.createNode(child);
  linkChildren(actions, file, children);
  return inputs.length;
}
