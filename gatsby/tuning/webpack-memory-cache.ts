/**
 * webpack's persistent cache keeps a copy of every entry in memory as well, for the next
 * compilation by the same compiler (`cache.maxMemoryGenerations`, unbounded in production
 * mode). `gatsby build` compiles each production stage once and then closes its compiler, so
 * that copy is never read: it only adds to the build's peak memory, about 100 MB at 252 pages
 * (cold build 1,080 → 985 MB, DESIGN.md, "Build time, and a site ten times larger"). The cache on
 * disk is read and written as before, so a warm build reuses just as much.
 */
import { PRODUCTION_STAGES } from "../../src/build/webpack/stages";

export function dropMemoryCache(config: { cache?: unknown }, stage: string): void {
  if (!PRODUCTION_STAGES.has(stage)) return;
  const cache = config.cache as { type?: string } | undefined;
  if (cache?.type !== "filesystem") return;
  config.cache = { ...cache, maxMemoryGenerations: 0 };
}
