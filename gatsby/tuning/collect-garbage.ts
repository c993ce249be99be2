/**
 * Full garbage collections while a build compiles more than webpack's cache holds: before each
 * webpack compile that starts without a persistent cache, whenever a compile's heap has grown
 * by HEAP_GROWTH since the last collection (or its start), and then before the post-build
 * steps. V8 lets a fast-allocating program's heap grow to several times what was live at its
 * last full collection: a cold build's main process reached 1.0–1.1 GB while Babel and webpack
 * built the HTML renderer's modules, with about 300 MB live. These collections hold it near
 * 850 MB (DESIGN.md, "Build time, and a site ten times larger"). A warm build's compiles read
 * webpack's cache, grow less, and are left alone.
 */
import { existsSync } from "node:fs";
import { getHeapStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * Heap growth, in bytes, after which a compile collects: under V8's own limit, which let a cold
 * build's heap grow ~300 MB past what was live.
 */
export const HEAP_GROWTH = 192 * 1024 * 1024;

let collect: (() => void) | null = null;
/** The used heap after the last collection, or at the start of the compile under way if later. */
let baseline = 0;
/** Whether this build has collected: then its post-build steps start with a collection too. */
let collected = false;

/**
 * Collects now. V8's collector is exposed at run time, as Jest's leak detector does it:
 * `--expose-gc` can't be given in NODE_OPTIONS on Node 20, and Gatsby starts the process.
 */
function collectNow(): void {
  if (!collect) {
    setFlagsFromString("--expose-gc");
    collect = runInNewContext("gc") as () => void;
  }
  collect();
  collected = true;
  baseline = getHeapStatistics().used_heap_size;
}

/** Whether a webpack config's filesystem cache is missing on disk, so the stage compiles every module. */
export function compilesFromScratch(config: { cache?: unknown }): boolean {
  const cache = config.cache as { type?: string; cacheLocation?: string } | undefined;
  if (cache?.type !== "filesystem" || !cache.cacheLocation) return true;
  return !existsSync(cache.cacheLocation);
}

/** Before a production stage's compile: collects when the stage compiles from scratch, and says so. */
export function collectBeforeCompile(config: { cache?: unknown }): boolean {
  if (!compilesFromScratch(config)) return false;
  collectNow();
  return true;
}

/** A compile starts: its heap growth counts from here. */
export function startCompile(): void {
  baseline = getHeapStatistics().used_heap_size;
}

/** Collects when the heap has grown by `growth` bytes since the last collection or the compile's start. */
export function collectIfGrown(growth = HEAP_GROWTH): boolean {
  if (getHeapStatistics().used_heap_size - baseline < growth) return false;
  collectNow();
  return true;
}

/** Before the post-build steps: collects when this build has (its compiles allocated enough to). */
export function collectAfterCompiles(): boolean {
  if (!collected) return false;
  collectNow();
  return true;
}

interface Compilation {
  compiler: unknown;
  hooks: { succeedModule: { tap(name: string, fn: () => void): void } };
}

interface Compiler {
  hooks: { compilation: { tap(name: string, fn: (compilation: Compilation) => void): void } };
}

/**
 * Checks the heap's growth after each module webpack builds (not its child compilers', e.g. for
 * CSS). A compile whose cache was there but unusable (after a lockfile change) builds every
 * module too, and is caught here.
 */
export class CollectWhileBuildingPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap("CollectWhileBuildingPlugin", (compilation) => {
      if (compilation.compiler !== compiler) return;
      startCompile();
      compilation.hooks.succeedModule.tap("CollectWhileBuildingPlugin", () => collectIfGrown());
    });
  }
}
