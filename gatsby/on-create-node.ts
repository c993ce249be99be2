/** onCreateNode: content files become Doc, ReleaseNote and StandalonePage nodes; structure files become DocsVersion and Sidebar nodes; src/config/site.ts becomes the SiteConfig node. */
import type { GatsbyNode } from "gatsby";
import { onCreateContentNode } from "../src/build/docs/content-nodes";
import { createDocsStructureNodes } from "../src/build/docs/structure-nodes";
import { createSiteConfigNode } from "../src/build/config/site-config-node";

export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  createDocsStructureNodes(args);
  createSiteConfigNode(args);
  onCreateContentNode(args);
};
