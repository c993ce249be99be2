/**
 * A gatsby-plugin-mdx `gatsbyRemarkPlugins` entry: every Markdown image `![alt](./file.png)`
 * becomes one plain <img> whose sizes gatsby-plugin-sharp makes: srcset and sizes, width and
 * height (the browser reserves the box, so nothing shifts), loading="lazy", decoding="async".
 * gatsby-remark-images does the same work but wraps the image in spans with a blurred
 * placeholder and adds a gatsby-browser script to every page; this adds no client JS.
 * A missing file or a missing alt text fails the build, naming the page and the fix.
 */
"use strict";

const path = require("node:path");

/** Raster formats sharp resizes; an SVG or GIF is left to the browser as it is. */
const RESIZABLE = /\.(png|jpe?g|webp|avif|tiff?)$/i;
/** Site-absolute paths, other schemes and protocol-relative URLs are not files beside the page. */
const NOT_A_LOCAL_FILE = /^(?:[a-z][a-z0-9+.-]*:|\/|#)/i;

const DEFAULTS = { maxWidth: 800 };

/**
 * @typedef {{ type: string, url?: string, alt?: string | null, title?: string | null, children?: MdastNode[], data?: Record<string, unknown> }} MdastNode
 * @typedef {{ src: string, srcSet: string, sizes: string, presentationWidth: number, presentationHeight: number }} FluidResult
 */

/** @param {MdastNode} tree @returns {MdastNode[]} every image node, in document order */
function imageNodes(tree) {
  /** @type {MdastNode[]} */
  const found = [];
  /** @param {MdastNode} node */
  const walk = (node) => {
    if (node.type === "image") found.push(node);
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree);
  return found;
}

/**
 * What a build with this image would get wrong, as a message that names the page and the fix;
 * null when the image is fine.
 * @param {{ url: string, alt: string | null | undefined, page: string, exists: boolean }} image
 */
function imageProblem({ url, alt, page, exists }) {
  if (!RESIZABLE.test(url.split(/[?#]/)[0] ?? "")) {
    return (
      `${page}: the image ${url} is not a PNG, JPEG, WebP, AVIF or TIFF file, which the build resizes. ` +
      `Export it as PNG (an SVG diagram: see scripts/render-diagrams.mjs), or put it in static/img/ and link /img/<name>.`
    );
  }
  if (!alt || !alt.trim()) {
    return (
      `${page}: the image ${url} has no alt text. Write what the image shows between the brackets, ` +
      `![like this](${url}), so screen-reader users and search get it too.`
    );
  }
  if (!exists) {
    return (
      `${page}: the image ${url} was not found next to the page. Put the file in the page's folder ` +
      `(content/docs/...) and link it with a relative path such as ./${path.posix.basename(url)}.`
    );
  }
  return null;
}

/**
 * The <img> attributes for one image; hast property names (mdast-util-to-hast copies them).
 * @param {FluidResult} fluid @param {string} alt @param {string | null | undefined} title
 */
function imgProperties(fluid, alt, title) {
  return {
    src: fluid.src,
    srcSet: fluid.srcSet.split(",\n").join(", "),
    sizes: fluid.sizes,
    width: fluid.presentationWidth,
    height: fluid.presentationHeight,
    alt,
    ...(title ? { title } : {}),
    loading: "lazy",
    decoding: "async",
  };
}

/** The File node an MDX node comes from (gatsby-plugin-mdx makes Mdx nodes children of Files). */
function sourceFileOf(markdownNode, getNode) {
  let node =
    markdownNode && markdownNode.parent
      ? getNode(markdownNode.parent)
      : undefined;
  while (node && node.internal.type !== "File" && node.parent)
    node = getNode(node.parent);
  return node && node.internal.type === "File" ? node : undefined;
}

/**
 * @param {{ markdownAST: MdastNode, markdownNode: any, getNode: (id: string) => any, files: any[], reporter: any, cache: any, pathPrefix?: string }} api
 * @param {{ maxWidth?: number, fluid?: (args: any) => Promise<FluidResult | null> }} [pluginOptions]
 */
async function transform(api, pluginOptions = {}) {
  const {
    markdownAST,
    markdownNode,
    getNode,
    files,
    reporter,
    cache,
    pathPrefix,
  } = api;
  const page = sourceFileOf(markdownNode, getNode);
  if (!page) return;
  const shown = path.relative(process.cwd(), page.absolutePath);
  // Tests hand in a stand-in; a build uses gatsby-plugin-sharp's (required late: it loads sharp).
  const fluid = pluginOptions.fluid ?? require("gatsby-plugin-sharp").fluid;
  const maxWidth = pluginOptions.maxWidth ?? DEFAULTS.maxWidth;

  for (const node of imageNodes(markdownAST)) {
    const url = node.url ?? "";
    if (NOT_A_LOCAL_FILE.test(url)) continue;
    const absolutePath = path.resolve(
      page.dir,
      decodeURI(url.split(/[?#]/)[0]),
    );
    const file = files.find(
      (candidate) => candidate.absolutePath === absolutePath,
    );
    const problem = imageProblem({
      url,
      alt: node.alt,
      page: shown,
      exists: Boolean(file),
    });
    if (problem) {
      reporter.panicOnBuild({
        // BUILD_ERROR.docImage (src/build/build-errors.ts), registered by gatsby/on-plugin-init.ts.
        id: "docs-10009",
        context: { sourceMessage: problem },
      });
      continue;
    }
    const result = await fluid({
      file,
      // No base64 or traced placeholder: width and height reserve the box instead.
      args: { maxWidth, pathPrefix, base64: false, generateTracedSVG: false },
      reporter,
      cache,
    });
    if (!result) continue;
    node.data = {
      ...node.data,
      hProperties: imgProperties(result, node.alt ?? "", node.title),
    };
  }
}

module.exports = transform;
module.exports.imageProblem = imageProblem;
module.exports.imgProperties = imgProperties;
