/**
 * gatsby-plugin-mdx 5 runs in CommonJS while remark-gfm (tables, task lists, autolinks) is
 * ESM-only. The ESM module is loaded once at plugin init (gatsby/esm-preload.ts) and kept
 * on globalThis, because remark plugins must register their parser extensions synchronously.
 */
type Attacher = (this: unknown, options?: unknown) => unknown;

const KEY = "__autoevalEsmPlugins";

type Registry = Record<string, Attacher>;

function registry(): Registry {
  const holder = globalThis as unknown as Record<string, Registry | undefined>;
  return (holder[KEY] ??= {});
}

// A real dynamic import that the config compiler cannot turn into require().
const importEsm = new Function("specifier", "return import(specifier)") as (
  specifier: string,
) => Promise<{ default: Attacher }>;

export async function preloadEsmPlugins(names: readonly string[]): Promise<void> {
  for (const name of names) registry()[name] ??= (await importEsm(name)).default;
}

export function preloadedPlugin(name: string): Attacher {
  return function attach(this: unknown, options?: unknown) {
    const plugin = registry()[name];
    if (!plugin)
      throw new Error(
        `The ESM remark plugin "${name}" was not preloaded; add it to ESM_REMARK_PLUGINS in gatsby/on-plugin-init.ts.`,
      );
    return plugin.call(this, options);
  };
}
