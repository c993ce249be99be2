/**
 * Webpack loader for the browser build of MDX pages. gatsby-plugin-mdx wraps each MDX page's
 * template in a module that imports the compiled MDX statically, so the page's whole text
 * ships as JavaScript before the page can hydrate, though the HTML already shows it. This
 * turns that import into a chunk of its own (src/tuning/deferred-body.ts) and hangs the body on
 * the page component, where src/tuning/body-preload.ts finds it. It runs on the wrapper that
 * gatsby-plugin-mdx's layout loader generates; if that output ever changes shape, the build
 * stops here rather than shipping pages without bodies.
 */
"use strict";

const path = require("node:path");

const IMPORT = /^import GATSBY_COMPILED_MDX from ("[^"\n]+");$/m;
const WRAPPER = /^export default function GatsbyMDXWrapper\(/m;

/**
 * The body's chunk is named after its file (`mdx-body---content-docs-quickstart-mdx`), as
 * Gatsby names page components, so the network log and the bench can tell bodies apart.
 * @param {string} file the MDX file, relative to the project root
 */
function bodyChunkName(file) {
  return `mdx-body---${file.replace(/[^a-zA-Z0-9]+/g, "-").replace(/^-|-$/g, "")}`;
}

/**
 * @param {string} source the wrapper gatsby-plugin-mdx's layout loader wrote
 * @param {string} runtime the module that exports deferredMdxBody
 * @param {string} root the project root, against which the chunk is named
 */
function deferMdxBody(source, runtime, root) {
  const match = IMPORT.exec(source);
  if (!match || !WRAPPER.test(source)) {
    throw new Error(
      "gatsby/tuning/loaders/mdx-body-loader.cjs: gatsby-plugin-mdx's page wrapper no longer has the expected " +
        '`import GATSBY_COMPILED_MDX from "..."` and `export default function GatsbyMDXWrapper(`. ' +
        "Update the loader for the installed gatsby-plugin-mdx, or remove it from gatsby/tuning/index.ts.",
    );
  }
  const file = JSON.parse(match[1]);
  const chunkName = bodyChunkName(path.relative(root, file));
  const body =
    `import { deferredMdxBody as __deferredMdxBody } from ${JSON.stringify(runtime)};\n` +
    `const GATSBY_COMPILED_MDX = __deferredMdxBody(() => import(/* webpackChunkName: ${JSON.stringify(chunkName)} */ ${match[1]}));`;
  return `${source.replace(IMPORT, () => body)}\nGatsbyMDXWrapper.deferredBody = GATSBY_COMPILED_MDX;\n`;
}

/** @this {{ getOptions(): { runtime: string }, rootContext: string }} @param {string} source */
function mdxBodyLoader(source) {
  return deferMdxBody(source, this.getOptions().runtime, this.rootContext);
}

module.exports = mdxBodyLoader;
module.exports.deferMdxBody = deferMdxBody;
