/**
 * Gatsby's browser build puts a module used by two or more page templates into a "shared" chunk
 * named by the sha1 of the names of the chunks that use it, concatenated in the order webpack
 * lists them. That order follows the order in which webpack reached the module, so two modules
 * used by the very same templates can get two names. Each name is then a candidate chunk of its
 * own, and one under webpack's minimum size (20 KB of source) is dropped: its modules are copied
 * into each template's chunk instead. Here DocPage, the table of contents and the breadcrumbs
 * were split from the docs sidebar that way, copied into the doc template's chunks and into a
 * second shared chunk of the API templates (about 1 KB gzip more on /api/evaluate/). Naming by
 * the sorted names gives one name per set of templates, as Gatsby meant.
 */
import { createHash } from "node:crypto";

interface NamedChunk {
  readonly name?: string | null;
}
interface CacheGroup {
  name?: unknown;
}
interface Optimization {
  splitChunks?: { cacheGroups?: Record<string, CacheGroup | false> };
}

/** The name Gatsby gives (sha1 of the chunk names joined), over the names sorted. */
export function sharedChunkName(_module: unknown, chunks: readonly NamedChunk[]): string {
  const names = chunks.map((chunk) => chunk.name ?? "").sort();
  return createHash("sha1").update(names.join("")).digest("hex");
}

/** Names Gatsby's `shared` cache group by sharedChunkName; false when the config has no such group. */
export function nameSharedChunksBySet(optimization: Optimization | undefined): boolean {
  const shared = optimization?.splitChunks?.cacheGroups?.shared;
  if (!shared || typeof shared.name !== "function") return false;
  shared.name = sharedChunkName;
  return true;
}
