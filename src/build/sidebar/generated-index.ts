/**
 * Generated category indexes: a sidebar category with `"link": {"type": "generated-index"}`
 * gets a page of its own, listing its items. Found in the configuration (the data layer makes
 * each a CategoryIndex node) and matched to the resolved sidebar by that page's path.
 */
import { versionBasePath } from "../../common/docs/routes";
import type { NormalizedItem, ResolvedCategory, ResolvedItem } from "../../common/sidebar/types";

export interface GeneratedIndex {
  readonly label: string;
  readonly slug: string;
  readonly path: string;
}

/** Under the version's base path, so a sidebar copied into a new version has pages of its own. */
export function generatedIndexPath(version: string, slug: string): string {
  return `${versionBasePath(version)}category/${slug}/`;
}

/** Every category of a sidebar's configuration that has a generated index, nested ones included. */
export function generatedIndexes(version: string, items: readonly NormalizedItem[]): GeneratedIndex[] {
  return items.flatMap((item) =>
    item.type === "category"
      ? [
          ...(item.link?.type === "generated-index"
            ? [{ label: item.label, slug: item.link.slug, path: generatedIndexPath(version, item.link.slug) }]
            : []),
          ...generatedIndexes(version, item.items),
        ]
      : [],
  );
}

/** The resolved category whose page is at `path`. */
export function categoryAt(items: readonly ResolvedItem[], path: string): ResolvedCategory | undefined {
  for (const item of items) {
    if (item.type !== "category") continue;
    if (item.href === path) return item;
    const found = categoryAt(item.items, path);
    if (found) return found;
  }
  return undefined;
}
