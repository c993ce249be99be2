/**
 * sourceNodes: one DocsVersion node per version (content/versions.json) and one Sidebar
 * node per sidebar (content/sidebars/{version}.json), validated before anything is built.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { siteRoot } from "../src/config/paths";
import type { GatsbyNode } from "gatsby";
import { parseVersionsFile } from "../src/lib/docs/versions-file";
import { parseSidebarsFile } from "../src/lib/sidebar/config";
import { normalizeSidebar } from "../src/lib/sidebar/normalize";

const ROOT = siteRoot();
export const VERSIONS_FILE = "content/versions.json";
export const sidebarsFile = (version: string) => `content/sidebars/${version}.json`;

function readJson(relative: string): unknown {
  const text = readFileSync(path.join(ROOT, relative), "utf8");
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${relative} is not valid JSON: ${(error as Error).message}`);
  }
}

export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest, reporter }) => {
  try {
    const versions = parseVersionsFile(readJson(VERSIONS_FILE), VERSIONS_FILE);
    for (const version of versions) {
      const file = sidebarsFile(version.name);
      const sidebars = existsSync(path.join(ROOT, file)) ? parseSidebarsFile(readJson(file), file) : {};
      for (const [sidebarId, items] of Object.entries(sidebars)) {
        const fields = { sidebarId, version: version.name, file, config: normalizeSidebar(items) };
        actions.createNode({
          ...fields,
          id: createNodeId(`Sidebar:${version.name}:${sidebarId}`),
          internal: { type: "Sidebar", contentDigest: createContentDigest(fields) },
        });
      }
      actions.createNode({
        ...version,
        id: createNodeId(`DocsVersion:${version.name}`),
        internal: { type: "DocsVersion", contentDigest: createContentDigest(version) },
      });
    }
  } catch (error) {
    reporter.panic({ id: "docs-10001", context: { sourceMessage: (error as Error).message }, error: error as Error });
  }
};
