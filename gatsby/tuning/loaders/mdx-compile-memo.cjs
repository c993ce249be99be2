/**
 * Webpack loader that compiles each MDX file once per `gatsby build` instead of once per
 * bundle. It sits just before gatsby-plugin-mdx's MDX loader (gatsby/tuning/mdx-compile-memo.ts):
 * its normal step keeps what that loader made of a file, and its pitch step hands it to the
 * other bundle's compile of the same file, so the remark and rehype passes run once (about a
 * second of building the HTML renderer, on this site). The key is the file's path, query and
 * content, so a file edited between the two compiles is compiled again; the rest of what a
 * compile reads (the plugins' options, the OpenAPI description that API examples come from) is
 * fixed for the build. An output is dropped once the other bundle has taken it.
 */
"use strict";

const { createHash } = require("node:crypto");
const { readFileSync } = require("node:fs");

/** Compiled MDX by key, waiting for the other bundle's compile. */
const compiled = new Map();

/**
 * The file's path and query, and a digest of its content as it is on disk now.
 * @param {{ resourcePath: string, resourceQuery: string }} loader
 */
function keyOf({ resourcePath, resourceQuery }) {
  const digest = createHash("sha256")
    .update(readFileSync(resourcePath))
    .digest("hex");
  return `${resourcePath}${resourceQuery}\0${digest}`;
}

/**
 * @this {{ resourcePath: string, resourceQuery: string, data: { key?: string }, addDependency(file: string): void }}
 */
function pitch() {
  const key = keyOf(this);
  const output = compiled.get(key);
  if (output === undefined) {
    this.data.key = key;
    return undefined;
  }
  compiled.delete(key);
  // The file is not read when a pitch answers, so webpack would not know the module depends on
  // it: its cache would keep this output after the file changed, and the page's HTML with it.
  this.addDependency(this.resourcePath);
  return output;
}

/** @this {{ data: { key?: string } }} @param {string} source what the MDX loader compiled */
function keep(source) {
  if (this.data.key !== undefined) compiled.set(this.data.key, source);
  return source;
}

module.exports = keep;
module.exports.pitch = pitch;
/** How many outputs wait for the other bundle (for the tests). */
module.exports.waiting = () => compiled.size;
