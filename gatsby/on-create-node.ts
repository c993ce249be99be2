/** onCreateNode: content files become Doc, ReleaseNote and StandalonePage nodes; structure files become DocsVersion and Sidebar nodes. */
import type { GatsbyNode } from "gatsby";
import { onCreateContentNode } from "./content-nodes";
import { createDocsStructureNodes } from "./source-docs-structure";

export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  createDocsStructureNodes(args);
  onCreateContentNode(args);
};
