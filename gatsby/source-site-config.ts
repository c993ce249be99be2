/**
 * onCreateNode for the site config: src/config/site.ts comes in as a File node of the
 * "site_config" filesystem instance (gatsby-config.ts) and becomes one SiteConfig node, its
 * child, holding the validated config. `gatsby develop` watches the file: a save re-creates
 * the File node, Gatsby drops the old SiteConfig, and this makes the new one, so the fields
 * that read it (Doc.editUrl) follow without a restart. Components get the same config from
 * webpack (gatsby/webpack.ts), which re-reads the file in develop too.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { CreateNodeArgs, Node } from "gatsby";
import { readSiteConfigFile, SITE_CONFIG_FILE } from "../src/config/read-site-file";

export const SITE_CONFIG_SOURCE = "site_config";

/** Which paths under src/config the "site_config" instance sources: the folder and site.ts. */
export function isSiteConfigPath(configDir: string, absolutePath: string): boolean {
  const relative = path.relative(configDir, absolutePath);
  return relative === "" || relative === path.basename(SITE_CONFIG_FILE);
}

interface FileNode extends Node {
  sourceInstanceName: string;
  absolutePath: string;
}

export function createSiteConfigNode({
  node,
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}: Pick<CreateNodeArgs, "node" | "actions" | "createNodeId" | "createContentDigest" | "reporter">): void {
  if (node.internal.type !== "File") return;
  const file = node as FileNode;
  if (file.sourceInstanceName !== SITE_CONFIG_SOURCE) return;
  try {
    const fields = { config: readSiteConfigFile(readFileSync(file.absolutePath, "utf8"), SITE_CONFIG_FILE) };
    const child = {
      ...fields,
      id: createNodeId("SiteConfig"),
      parent: file.id,
      children: [],
      internal: { type: "SiteConfig", contentDigest: createContentDigest(fields) },
    };
    actions.createNode(child);
    actions.createParentChildLink({ parent: file, child: child as unknown as Node });
  } catch (error) {
    // panicOnBuild: a build stops; `gatsby develop` shows the error and keeps watching for the fix.
    reporter.panicOnBuild({ id: "docs-10001", context: { sourceMessage: (error as Error).message } });
  }
}
