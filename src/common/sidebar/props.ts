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

/**
 * The sidebar a page carries: its props without the items of its closed categories, each of
 * which gets its place (category indices from the root, "2.0") instead. The page's data and
 * HTML then hold what the reader sees; the closed categories' items come from the sidebar's
 * file (sidebarFileItems), fetched once, when a reader opens one.
 */
export function pageSidebarProps(items: readonly ResolvedItem[], currentPath: string): SidebarItemProps[] {
  return withoutClosed(sidebarProps(items, currentPath), "");
}

function withoutClosed(items: readonly SidebarItemProps[], parent: string): SidebarItemProps[] {
  let index = 0;
  return items.map((item) => {
    if (item.type !== "category") return item;
    const place = parent ? `${parent}.${index++}` : String(index++);
    return item.expanded
      ? { ...item, items: withoutClosed(item.items, place) }
      : { ...item, items: [], deferred: place };
  });
}

/**
 * The sidebar's file: every item, as a page outside its closed categories shows them. A closed
 * category never holds the current page (it would be open), so its items are the same on every
 * page of the sidebar.
 */
export function sidebarFileItems(items: readonly ResolvedItem[]): SidebarItemProps[] {
  return sidebarProps(items, "");
}

/** The items of the category at `place` (pageSidebarProps) in a sidebar file's items; null if there is none. */
export function categoryItemsAt(items: readonly SidebarItemProps[], place: string): readonly SidebarItemProps[] | null {
  let level: readonly SidebarItemProps[] = items;
  for (const part of place.split(".")) {
    const category = level.filter((item) => item.type === "category")[Number(part)];
    if (!category || category.type !== "category") return null;
    level = category.items;
  }
  return level;
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
