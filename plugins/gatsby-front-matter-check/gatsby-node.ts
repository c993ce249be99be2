/**
 * gatsby-front-matter-check: reads the front matter of every MDX and Markdown file before
 * gatsby-plugin-mdx does (gatsby-config lists it first, and Gatsby runs onCreateNode plugin by
 * plugin, in order), so YAML that does not parse stops the build with the file, the line and the
 * fix instead of js-yaml's stack (src/build/docs/front-matter-yaml.ts).
 */
import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import { checkFrontMatterYaml, FrontMatterYamlError } from "../../src/build/docs/front-matter-yaml";

interface FileNode extends Node {
  readonly ext: string;
  readonly absolutePath: string;
}

const PAGE_EXTENSIONS = new Set([".mdx", ".md"]);

export const onPluginInit: GatsbyNode["onPluginInit"] = ({ reporter }) => {
  reporter.setErrorMap({
    "front-matter-10001": {
      text: (context: { sourceMessage: string }) => context.sourceMessage,
      level: "ERROR",
      type: "PLUGIN",
      category: "USER",
    },
  });
};

export const shouldOnCreateNode = ({ node }: { node: Node }): boolean =>
  node.internal.type === "File" && PAGE_EXTENSIONS.has((node as FileNode).ext);

export const onCreateNode: GatsbyNode["onCreateNode"] = async ({ node, loadNodeContent, reporter }) => {
  const file = node as FileNode;
  try {
    checkFrontMatterYaml(await loadNodeContent(file), path.relative(process.cwd(), file.absolutePath));
  } catch (error) {
    if (!(error instanceof FrontMatterYamlError)) throw error;
    // panicOnBuild: a build stops; `gatsby develop` shows the error and keeps watching for the fix.
    reporter.panicOnBuild({ id: "front-matter-10001", context: { sourceMessage: error.message } });
  }
};
