/**
 * Puts a loader of ours into a rule whose `use` is a function of the module, as
 * gatsby-plugin-mdx writes its rules: gatsby/tuning/mdx-body.ts and gatsby/tuning/mdx-compile-memo.ts.
 */

export interface FunctionRule {
  test?: unknown;
  resourceQuery?: unknown;
  use?: unknown;
}

export type UseEntry = string | { loader?: string; options?: unknown };
type UseFunction = (info: unknown) => UseEntry[];

const loaderPath = (entry: UseEntry): string => (typeof entry === "string" ? entry : (entry.loader ?? ""));

/**
 * Has the first rule that `matches` (with a function `use`) put `entry` just before the loader
 * whose path contains `before`; loaders run from last to first, so `entry` runs right after it.
 * Returns whether such a rule was found; its `use` throws `missing` when `before` is not among
 * its loaders.
 */
export function insertLoaderBefore(
  rules: unknown[],
  matches: (rule: FunctionRule) => boolean,
  before: string,
  entry: UseEntry,
  missing: string,
): boolean {
  const rule = rules.find(
    (candidate): candidate is FunctionRule =>
      matches(candidate as FunctionRule) && typeof (candidate as FunctionRule).use === "function",
  );
  if (!rule) return false;
  const pluginLoaders = rule.use as UseFunction;
  rule.use = (info: unknown) => {
    const loaders = pluginLoaders(info);
    const at = loaders.findIndex((loader) => loaderPath(loader).includes(before));
    if (at < 0) throw new Error(missing);
    return [...loaders.slice(0, at), entry, ...loaders.slice(at)];
  };
  return true;
}
