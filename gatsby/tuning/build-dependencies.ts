/**
 * Webpack's persistent cache is valid while its "build dependencies" are: the files that made
 * the config and every loader. To record them it resolves each one and, recursively, every
 * module it requires: 4,600 files for Gatsby's config and loaders, once per compiler, on the main
 * thread. On a cold build both compilers did it while the HTML renderer was compiling, 8 s of
 * its 17 s (three cold builds each way, 2026-11-26).
 *
 * Webpack already identifies a file under node_modules by its package's version, so walking
 * those files tells it only which versions are installed, and package-lock.json says that in
 * one file it reads without resolving anything. So the node_modules entries give way to the
 * lock file; our own entries (the compiled gatsby-node, our loaders) stay as they are.
 */

/** A path inside an installed package: webpack's managed paths, which it tracks by version. */
const IN_NODE_MODULES = /[\\/]node_modules[\\/]/;

/**
 * The build dependencies with those under node_modules replaced by the lock file; unchanged
 * when none is under node_modules.
 */
export function lockedBuildDependencies(dependencies: Iterable<string>, lockFile: string): string[] {
  const all = [...dependencies];
  const own = all.filter((dependency) => !IN_NODE_MODULES.test(dependency));
  return own.length === all.length ? all : [...new Set([...own, lockFile])];
}

/** The part of webpack's compiler this plugin uses. */
interface CompilerLike {
  hooks: {
    done: {
      tap(name: string, fn: (stats: { compilation: { buildDependencies: MutableSet } }) => void): void;
    };
  };
}

/** Webpack's LazySet, as far as it is used here. */
interface MutableSet extends Iterable<string> {
  add(item: string): unknown;
  delete(item: string): boolean;
}

/**
 * Rewrites each compilation's build dependencies when it is done: webpack stores them right
 * after the `done` hook (Compiler.run, and Watching in `gatsby develop`).
 */
export class LockedBuildDependenciesPlugin {
  constructor(private readonly lockFile: string) {}

  apply(compiler: CompilerLike): void {
    compiler.hooks.done.tap("LockedBuildDependenciesPlugin", ({ compilation }) => {
      const dependencies = compilation.buildDependencies;
      const before = [...dependencies];
      const after = new Set(lockedBuildDependencies(before, this.lockFile));
      for (const dependency of before) if (!after.has(dependency)) dependencies.delete(dependency);
      for (const dependency of after) dependencies.add(dependency);
    });
  }
}
