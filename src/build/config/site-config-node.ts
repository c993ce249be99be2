/**
 * onCreateNode for the site config: its file (src/config/site.ts, or the SITE_CONFIG file of
 * another site) comes in as a File node of the "site_config" filesystem instance
 * (gatsby-config.ts) and becomes one SiteConfig node, its
 * child, holding the validated config. `gatsby develop` watches the file: a save re-creates
 * the File node, Gatsby drops the old SiteConfig, and this makes the new one, so the fields
 * that read it (Doc.editUrl) follow without a restart. Components get the same config from
 * webpack (gatsby/webpack.ts), which re-reads the file in develop too.
 */
import path from "node:path";
import type { CreateNodeArgs, Node } from "gatsby";
import { loadSite, readSiteConfigAt } from "./load";
import { gatsbyCommand } from "../gatsby-command";
import { BUILD_ERROR } from "../build-errors";

export const SITE_CONFIG_SOURCE = "site_config";

/** Which paths the "site_config" instance sources: the config file's folder and the file. */
export function isSiteConfigPath(configFile: string, absolutePath: string): boolean {
  const candidate = path.resolve(absolutePath);
  return candidate === path.dirname(path.resolve(configFile)) || candidate === path.resolve(configFile);
}

/**
 * The config the file holds. `gatsby build` compiled gatsby-node from the file as it is now,
 * so it uses that config and skips re-reading site.ts (which loads the TypeScript compiler);
 * `gatsby develop` keeps running while the file changes, so it reads the file each time.
 */
function configOf(file: string) {
  return gatsbyCommand() === "build" ? loadSite().config : readSiteConfigAt(file);
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
    const fields = { config: configOf(file.absolutePath) };
    const child = {
      ...fields,
      id: createNodeId("SiteConfig"),
      parent: file.id,
      children: [],
      internal: { type: "SiteConfig", contentDigest: createContentDigest(fields) },
    };
    void actions.createNode(child);
    actions.createParentChildLink({ parent: file, child: child });
  } catch (error) {
    // panicOnBuild: a build stops; `gatsby develop` shows the error and keeps watching for the fix.
    reporter.panicOnBuild({ id: BUILD_ERROR.siteConfig, context: { sourceMessage: (error as Error).message } });
  }
}
