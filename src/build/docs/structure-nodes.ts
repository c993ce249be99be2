/**
 * onCreateNode for the docs structure: content/versions.json and content/sidebars/{version}.json
 * come in as File nodes of the "docs_structure" filesystem instance (gatsby-config.ts), and
 * each becomes DocsVersion or Sidebar nodes (and a CategoryIndex node per generated category
 * index), children of its File node. `gatsby develop`
 * watches the files: an edit re-creates the File node, Gatsby drops its old children, and
 * this hook makes the new ones, so no restart is needed.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { CreateNodeArgs, Node } from "gatsby";
import { parseVersionsFile } from "./versions-file";
import type { DocsVersionInfo } from "../../common/docs/versions";
import { parseSidebarsFile } from "../sidebar/config";
import { generatedIndexes } from "../sidebar/generated-index";
import { normalizeSidebar } from "../sidebar/normalize";
import type { NormalizedItem } from "../../common/sidebar/types";
import { BUILD_ERROR } from "../build-errors";

export const DOCS_STRUCTURE_SOURCE = "docs_structure";
export const VERSIONS_FILE = "versions.json";
const SIDEBARS_FILE = /^sidebars\/([^/]+)\.json$/;

/**
 * Which paths under content/ the "docs_structure" instance sources: the folder itself, the
 * versions file, the sidebars folder and its JSON files. Everything else there belongs to
 * other instances (a File node is keyed by its path, so two instances must never share one).
 */
export function isDocsStructurePath(contentDir: string, absolutePath: string): boolean {
  const relative = path.relative(contentDir, absolutePath).split(path.sep).join("/");
  return relative === "" || relative === VERSIONS_FILE || relative === "sidebars" || SIDEBARS_FILE.test(relative);
}

interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
  absolutePath: string;
}

export type DocsStructure =
  | { readonly kind: "versions"; readonly versions: DocsVersionInfo[] }
  | {
      readonly kind: "sidebars";
      readonly version: string;
      readonly sidebars: { readonly sidebarId: string; readonly config: NormalizedItem[] }[];
    };

/** The nodes' data from one file, validated; `file` names it in errors. */
export function readDocsStructure(relativePath: string, text: string, file: string): DocsStructure | null {
  const sidebars = SIDEBARS_FILE.exec(relativePath);
  if (relativePath !== VERSIONS_FILE && !sidebars) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  if (!sidebars) return { kind: "versions", versions: parseVersionsFile(raw, file) };
  return {
    kind: "sidebars",
    version: sidebars[1]!,
    sidebars: Object.entries(parseSidebarsFile(raw, file)).map(([sidebarId, items]) => ({
      sidebarId,
      config: normalizeSidebar(items),
    })),
  };
}

/**
 * What only the two kinds of file together can tell: versions.json was found, and every
 * sidebars file is named after a version it lists. Checked once all nodes exist (createPages).
 */
export function docsStructureProblems(
  versions: readonly string[],
  sidebars: readonly { readonly version: string; readonly file: string }[],
): string[] {
  if (versions.length === 0) return ["content/versions.json is missing: it lists the docs versions."];
  const known = new Set(versions);
  const orphans = [...new Set(sidebars.filter((s) => !known.has(s.version)).map((s) => s.file))];
  return orphans.map(
    (file) =>
      `${file} is named after no version of content/versions.json. Versions are: ${versions.join(", ")}; ` +
      `rename the file or remove it.`,
  );
}

export function createDocsStructureNodes({
  node,
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}: CreateNodeArgs): void {
  if (node.internal.type !== "File") return;
  const file = node as FileNode;
  if (file.sourceInstanceName !== DOCS_STRUCTURE_SOURCE) return;
  // As authors know it (content/sidebars/1.x.json), whichever site root is built.
  const shown = `content/${file.relativePath}`;

  const create = (type: string, key: string, fields: Record<string, unknown>) => {
    const child = {
      ...fields,
      id: createNodeId(`${type}:${key}`),
      parent: file.id,
      internal: { type, contentDigest: createContentDigest(fields) },
    };
    void actions.createNode(child);
    actions.createParentChildLink({ parent: file, child: child });
  };

  try {
    const structure = readDocsStructure(file.relativePath, readFileSync(file.absolutePath, "utf8"), shown);
    if (structure?.kind === "versions") {
      for (const version of structure.versions) create("DocsVersion", version.name, { ...version, mainDocId: "index" });
    }
    if (structure?.kind === "sidebars") {
      for (const { sidebarId, config } of structure.sidebars) {
        create("Sidebar", `${structure.version}:${sidebarId}`, {
          sidebarId,
          version: structure.version,
          file: shown,
          config,
        });
        // Keyed by position: two categories with one slug make two nodes, and createPages reports the clash.
        for (const [position, index] of generatedIndexes(structure.version, config).entries()) {
          create("CategoryIndex", `${structure.version}:${sidebarId}:${position}`, {
            ...index,
            sidebarId,
            version: structure.version,
            file: shown,
          });
        }
      }
    }
  } catch (error) {
    // panicOnBuild: a build stops; `gatsby develop` shows the error and keeps watching for the fix.
    reporter.panicOnBuild({
      id: BUILD_ERROR.docsStructure,
      context: { sourceMessage: (error as Error).message },
      error: error as Error,
    });
  }
}
