/** Which sidebar a page belongs to: the first sidebar of its version that links to it. */
import type { ResolvedItem } from "./types";

export function containsPath(items: readonly ResolvedItem[], path: string): boolean {
  return items.some((item) => item.href === path || (item.type === "category" && containsPath(item.items, path)));
}

export function activeSidebar<S extends { readonly items: readonly ResolvedItem[] }>(
  sidebars: readonly S[],
  path: string,
): S | null {
  return sidebars.find((s) => containsPath(s.items, path)) ?? null;
}
