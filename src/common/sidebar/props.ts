/**
 * Stage 4: what the Sidebar renders for the current page, plus the navigation derived from
 * the same tree (breadcrumbs, previous / next), so all three always agree.
 */
import type { ResolvedItem, ResolvedLink, SidebarItemProps } from "./types";

/** Marks the active link, opens the categories that hold it, hides unlisted items elsewhere. */
export function sidebarProps(items: readonly ResolvedItem[], currentPath: string): SidebarItemProps[] {
  return items.flatMap((item): SidebarItemProps[] => {
    if (item.type === "link") {
      const active = item.href === currentPath;
      return item.unlisted && !active ? [] : [{ ...item, active }];
    }
    const children = sidebarProps(item.items, currentPath);
    const containsActive = children.some(containsActiveDeep);
    const selfActive = item.href === currentPath;
    return [
      {
        ...item,
        items: children,
        active: selfActive || containsActive,
        expanded: !item.collapsed || selfActive || containsActive,
      },
    ];
  });
}

function containsActiveDeep(item: SidebarItemProps): boolean {
  if (item.active) return true;
  return item.type === "category" && item.items.some(containsActiveDeep);
}

export interface Crumb {
  readonly label: string;
  readonly href?: string;
}

/** The chain of categories from the root to the current page, the page itself last. */
export function breadcrumbs(items: readonly ResolvedItem[], currentPath: string): Crumb[] {
  for (const item of items) {
    if (item.type === "link") {
      if (item.href === currentPath) return [{ label: item.label }];
      continue;
    }
    if (item.href === currentPath) return [{ label: item.label }];
    const inner = breadcrumbs(item.items, currentPath);
    if (inner.length > 0) return [{ label: item.label, ...(item.href ? { href: item.href } : {}) }, ...inner];
  }
  return [];
}

export interface PageLink {
  readonly label: string;
  readonly href: string;
}

/** Every internal page of the sidebar in reading order: category index pages included. */
export function flattenPages(items: readonly ResolvedItem[]): PageLink[] {
  return items.flatMap((item): PageLink[] => {
    if (item.type === "link") return item.external || item.unlisted ? [] : [{ label: item.label, href: item.href }];
    const own = item.href ? [{ label: item.label, href: item.href }] : [];
    return [...own, ...flattenPages(item.items)];
  });
}

export function pagination(
  items: readonly ResolvedItem[],
  currentPath: string,
): { previous?: PageLink; next?: PageLink } {
  const pages = flattenPages(items);
  const index = pages.findIndex((page) => page.href === currentPath);
  if (index === -1) return {};
  const previous = pages[index - 1];
  const next = pages[index + 1];
  return { ...(previous ? { previous } : {}), ...(next ? { next } : {}) };
}

/** Links in a category, for its generated index page. */
export function findCategory(
  items: readonly ResolvedItem[],
  href: string,
): Extract<ResolvedItem, { type: "category" }> | undefined {
  for (const item of items) {
    if (item.type !== "category") continue;
    if (item.href === href) return item;
    const inner = findCategory(item.items, href);
    if (inner) return inner;
  }
  return undefined;
}

export function firstLink(items: readonly ResolvedItem[]): ResolvedLink | { href: string } | undefined {
  for (const item of items) {
    if (item.type === "link") {
      if (item.external) continue;
      return item;
    }
    if (item.href) return { href: item.href };
    const inner = firstLink(item.items);
    if (inner) return inner;
  }
  return undefined;
}
