/** Stage 2: every shorthand spelled out, defaults applied. */
import type { SidebarItemConfig } from "./config";
import type { NormalizedItem } from "./types";

export function normalizeSidebar(items: readonly SidebarItemConfig[]): NormalizedItem[] {
  return items.map(normalizeItem);
}

function normalizeItem(item: SidebarItemConfig): NormalizedItem {
  if (typeof item === "string") return { type: "doc", id: item };
  switch (item.type) {
    case "doc":
    case "api-reference":
      return item;
    case "link":
      return {
        type: "link",
        label: item.label,
        href: item.href,
        unlisted: Boolean(item.unlisted || item.linkUnlisted),
      };
    case "category":
      return {
        type: "category",
        label: item.label,
        ...(item.link ? { link: item.link } : {}),
        collapsed: item.collapsed ?? true,
        items: normalizeSidebar(item.items),
      };
  }
}
