/**
 * In production builds, CSS-module class names are short hashes (`a1b2c3`) instead of
 * Gatsby's readable `[name]--[local]--[hash]` (`styles-module--sidebarCategoryButton--1a2b3`).
 * The names travel three times to every reader: in the inlined CSS, in the HTML's class
 * attributes and in the JavaScript that maps each module's names. `gatsby develop` keeps the
 * readable ones. Both production stages use the same pattern, so server HTML and the browser
 * bundle agree.
 */

/** A letter first: a class name must not start with a digit. */
export const SHORT_LOCAL_IDENT = "c[hash:base64:5]";

interface LoaderUse {
  loader?: string;
  options?: { modules?: unknown };
}

function visit(rule: unknown, found: LoaderUse[]): void {
  if (!rule || typeof rule !== "object") return;
  const { oneOf, rules, use, loader, options } = rule as {
    oneOf?: unknown[];
    rules?: unknown[];
    use?: unknown;
    loader?: string;
    options?: { modules?: unknown };
  };
  for (const child of [...(oneOf ?? []), ...(rules ?? [])]) visit(child, found);
  if (Array.isArray(use)) for (const entry of use) visit(entry, found);
  if (typeof loader === "string" && loader.includes("css-loader") && options) found.push({ loader, options });
}

/** Sets the short pattern on every css-loader that builds CSS modules. Returns how many it changed. */
export function shortenClassNames(rules: unknown[]): number {
  const loaders: LoaderUse[] = [];
  for (const rule of rules) visit(rule, loaders);
  let changed = 0;
  for (const { options } of loaders) {
    const modules = options?.modules;
    if (modules && typeof modules === "object" && "localIdentName" in modules) {
      (modules as { localIdentName: string }).localIdentName = SHORT_LOCAL_IDENT;
      changed++;
    }
  }
  return changed;
}
