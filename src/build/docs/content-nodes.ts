/**
 * onCreateNode (gatsby/on-create-node.ts): every MDX file becomes a Doc, a ReleaseNote or a StandalonePage node,
 * its front matter validated. A bad field stops the build naming the file and the field. Partials
 * (content/partials/) become nothing: docs and pages import them, and their imports are checked here.
 */
import path from "node:path";
import type { CreateNodeArgs, Node } from "gatsby";
import {
  docFrontMatterSchema,
  pageFrontMatterSchema,
  parseFrontMatter,
  releaseNoteFrontMatterSchema,
} from "./front-matter";
import { CURRENT_VERSION, docIdFromPath, docRoute, splitVersionedPath } from "../../common/docs/routes";
import { markdownToHtml } from "../markdown";
import { headingsOf, readMdx } from "../mdx/read-mdx";
import { withTrailingSlash } from "../../common/slug";
import { lastCommitDate } from "./git-dates";
import { checkPartials, PartialError, partialsDir } from "./partials";
import { loadSite } from "../config/load";
import { BUILD_ERROR } from "../build-errors";
import { checkPageRoute } from "./route-check";

interface MdxNode extends Node {
  frontmatter?: Record<string, unknown>;
  body?: string;
}

interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
  absolutePath: string;
}

export const onCreateContentNode = ({
  node,
  getNode,
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}: CreateNodeArgs): void => {
  if (node.internal.type !== "Mdx" || !node.parent) return;
  const mdx = node as MdxNode;
  const file = getNode(node.parent) as FileNode | undefined;
  if (!file || file.internal.type !== "File") return;
  // Relative to the project, so messages name the file the way a maintainer finds it.
  const sourceFile = path.relative(process.cwd(), file.absolutePath);

  const create = (type: string, fields: Record<string, unknown>) => {
    void actions.createNode({
      ...fields,
      sourceFile,
      mdxId: node.id,
      id: createNodeId(`${type}:${sourceFile}`),
      parent: node.id,
      internal: { type, contentDigest: createContentDigest({ fields, digest: node.internal.contentDigest }) },
    });
  };

  try {
    switch (file.sourceInstanceName) {
      case "docs":
      case "versioned_docs": {
        const { version, relativePath } =
          file.sourceInstanceName === "docs"
            ? { version: CURRENT_VERSION, relativePath: file.relativePath }
            : splitVersionedPath(file.relativePath);
        const fm = parseFrontMatter(docFrontMatterSchema, mdx.frontmatter, sourceFile);
        const tree = readMdx(mdx.body ?? "", sourceFile);
        // A partial that fails names itself and this doc, before webpack compiles either.
        checkPartials(tree, file.absolutePath, partialsDir(loadSite().root));
        const docId = fm.id ?? docIdFromPath(relativePath);
        const route = docRoute(docId, version, fm.slug);
        // Before Gatsby or the twin writer joins it under public/.
        checkPageRoute(route, { file: sourceFile, slug: fm.slug });
        create("Doc", {
          docId,
          version,
          title: fm.title,
          description: fm.description,
          sidebarLabel: fm.sidebar_label ?? null,
          sidebarPosition: fm.sidebar_position ?? null,
          dirName: path.posix.dirname(relativePath).replace(/^\.$/, ""),
          path: route,
          unlisted: fm.unlisted,
          draft: fm.draft,
          tocMinHeadingLevel: fm.toc_min_heading_level,
          tocMaxHeadingLevel: fm.toc_max_heading_level,
          // From the Markdown tree MDX builds, parsed once here with the pages' remark plugins.
          headings: headingsOf(tree),
          lastUpdated: lastCommitDate(file.absolutePath),
        });
        return;
      }
      case "release_notes": {
        const fm = parseFrontMatter(releaseNoteFrontMatterSchema, mdx.frontmatter, sourceFile);
        create("ReleaseNote", {
          ...fm,
          anchor: path.basename(file.relativePath).replace(/\.mdx?$/, ""),
          html: markdownToHtml(mdx.body ?? ""),
        });
        return;
      }
      case "pages": {
        const fm = parseFrontMatter(pageFrontMatterSchema, mdx.frontmatter, sourceFile);
        checkPartials(readMdx(mdx.body ?? "", sourceFile), file.absolutePath, partialsDir(loadSite().root));
        const route = withTrailingSlash(`/${docIdFromPath(file.relativePath)}`);
        checkPageRoute(route, { file: sourceFile, takesSlug: false });
        create("StandalonePage", { ...fm, path: route });
        return;
      }
    }
  } catch (error) {
    if (error instanceof Error) {
      const id = error instanceof PartialError ? BUILD_ERROR.partial : BUILD_ERROR.frontMatter;
      reporter.panicOnBuild({ id, context: { sourceMessage: error.message }, error });
      return;
    }
    throw error;
  }
};
