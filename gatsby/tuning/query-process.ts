/**
 * Where `gatsby build` runs its page queries. By default Gatsby runs them in its worker pool,
 * then restarts the pool before writing HTML, and the new worker spends about a second loading
 * Gatsby and the page renderer again before it renders a page: on a warm build after one edit
 * that second is a tenth of the build. A pool of one worker (Gatsby's size for two physical
 * cores) gains nothing from running queries there, since the main process only waits for them;
 * with GATSBY_CPU_COUNT=1 Gatsby runs them in the main process and skips the restart, and the
 * pool keeps its one worker. Measured on two cores: warm after an MDX edit 11.5 → 9.5 s, cold
 * 35.8 → 32.4 s, lower peak memory (DESIGN.md, "Build time, and a site ten times larger").
 */
import { cpuCoreCount } from "gatsby-core-utils";

/**
 * The GATSBY_CPU_COUNT to set, or undefined to leave Gatsby's choice: "1" when the build's
 * worker pool would have one worker and nobody set the variable already.
 */
export function queryCpuCount(env: NodeJS.ProcessEnv, physicalCores: number): string | undefined {
  if (env.GATSBY_CPU_COUNT !== undefined) return undefined;
  // Gatsby's pool holds cpuCoreCount() - 1 workers, at least one.
  return physicalCores - 1 <= 1 ? "1" : undefined;
}

/**
 * Sets GATSBY_CPU_COUNT for this build where queryCpuCount says so. Gatsby reads it when the
 * queries start, after the plugins' onPluginInit; gatsby/tuning/__tests__/query-process.test.ts checks
 * that the installed Gatsby still does.
 */
export function runQueriesInMainOnOneWorker(env: NodeJS.ProcessEnv = process.env): void {
  const count = queryCpuCount(env, cpuCoreCount(true));
  if (count !== undefined) env.GATSBY_CPU_COUNT = count;
}
