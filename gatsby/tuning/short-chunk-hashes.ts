/**
 * The browser build names the chunks it loads on demand with an 8-digit content hash instead of
 * webpack's 20. The webpack runtime, which every page loads first, maps each chunk's id to its
 * file name, and there is a chunk per MDX page: about 95 hashes, whose 12 extra hex digits each
 * do not compress. Eight digits still tell two builds of a chunk apart (a chunk's file name also
 * carries its name, so a clash needs two builds of the same chunk to agree on 32 bits).
 * Entry files (app, framework, runtime) keep Gatsby's names.
 */

/** Gatsby's name for the browser build's chunks (gatsby/dist/utils/webpack.config.js). */
export const GATSBY_CHUNK_FILENAME = "[name]-[contenthash].js";
export const SHORT_HASH_DIGITS = 8;

/** Shortens the chunks' hashes in `output`; false when Gatsby no longer names them as this expects. */
export function shortenChunkHashes(output: { chunkFilename?: unknown } | undefined): boolean {
  if (output?.chunkFilename !== GATSBY_CHUNK_FILENAME) return false;
  output.chunkFilename = `[name]-[contenthash:${SHORT_HASH_DIGITS}].js`;
  return true;
}
