/** Pure helpers of the navbar: active state and where doc links lead. */
import { CURRENT_VERSION } from "./docs/routes";
import type { NavbarItem } from "../config/schema";

/** A link is active when the path matches its activeBaseRegex, else starts with activeBasePath, else equals its target. */
export function isNavLinkActive(
  item: { to?: string; activeBasePath?: string; activeBaseRegex?: string },
  pathname: string,
): boolean {
  if (item.activeBaseRegex) return new RegExp(item.activeBaseRegex).test(pathname);
  if (item.activeBasePath) return pathname.startsWith(item.activeBasePath);
  return item.to !== undefined && pathname === item.to;
}

/**
 * Whether a plain link of the navbar claims the page (API Reference on /sdk/, Release Notes on
 * /release-notes/). The docs-sidebar item is active on every page of its sidebar, so without
 * this two items would be coloured active at once; the more specific link wins.
 */
export function isClaimedByLink(items: readonly NavbarItem[], pathname: string): boolean {
  return items.some((item) => item.type === "default" && item.to !== undefined && isNavLinkActive(item, pathname));
}

/**
 * The version version-less links lead to: the one being read on a docs page, else the
 * reader's preferred version, else the newest release (the current docs unless a version was cut).
 */
export function linkVersion(
  pageVersion: string | null,
  preferred: string | null,
  lastVersion: string = CURRENT_VERSION,
): string {
  return pageVersion ?? preferred ?? lastVersion;
}

export function docPath(
  docs: readonly { docId: string; version: string; path: string }[],
  docId: string,
  version: string,
): string | null {
  return (
    docs.find((d) => d.docId === docId && d.version === version)?.path ??
    docs.find((d) => d.docId === docId && d.version === CURRENT_VERSION)?.path ??
    null
  );
}

export function describeNavbarItem(item: NavbarItem, index: number): string {
  const label = "label" in item && item.label ? ` "${item.label}"` : "";
  return `navbar.items[${index}]${label} (type "${item.type}")`;
}
