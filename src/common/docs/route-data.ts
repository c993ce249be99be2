/**
 * One route-data object per page, made at build time (gatsby/create-pages.ts) and read by the
 * page chrome: the page's docs version, its sidebar with the active item marked, breadcrumbs,
 * previous / next, the same page in each version, and what the navbar's doc links point at.
 * The browser only reads it; it never sees the other pages' docs or the other sidebars, and
 * fetches the items of the sidebar's closed categories from the sidebar's file when a reader
 * opens one.
 */
import type { NavbarItem } from "../../config/schema";
import { activeSidebar } from "../sidebar/active";
import { breadcrumbs, firstLink, pageSidebarProps, pagination, type Crumb, type PageLink } from "../sidebar/props";
import type { ResolvedItem, SidebarItemProps } from "../sidebar/types";
import { docPath } from "../navbar";
import { equivalentPath, versionOfPath, type DocsVersionInfo } from "./versions";

/** The docs model the builder reads: versions, every published doc, every resolved sidebar. */
export interface DocsStructure {
  readonly versions: readonly DocsVersionInfo[];
  readonly docs: readonly { readonly docId: string; readonly version: string; readonly path: string }[];
  readonly sidebars: readonly {
    readonly sidebarId: string;
    readonly version: string;
    readonly items: readonly ResolvedItem[];
  }[];
  /** Each sidebar's file (src/build/sidebar/files.ts), by sidebarFileKey: its site path. */
  readonly sidebarFiles?: ReadonlyMap<string, string>;
}

export const sidebarFileKey = (version: string, sidebarId: string) => `${version}/${sidebarId}`;

/** Site-wide facts every page's navbar needs: the same object on every page. */
export interface SiteDocs {
  readonly versions: readonly DocsVersionInfo[];
  /** Where each navbar `doc` (`doc:{docId}`) and `docSidebar` (`sidebar:{sidebarId}`) item leads, per version. */
  readonly navbarTargets: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

export interface RouteData {
  readonly site: SiteDocs;
  /** The version of a docs page; null off the docs (the navbar then follows the preferred version). */
  readonly docsVersion: string | null;
  /** The version the path belongs to (versions other than the newest release show a banner). */
  readonly version: DocsVersionInfo | null;
  /** The sidebar the page belongs to, with its active item marked and the categories around it open. */
  readonly sidebar: {
    readonly sidebarId: string;
    readonly version: string;
    /** Without the items of closed categories (pageSidebarProps): they are in `file`. */
    readonly items: readonly SidebarItemProps[];
    /** Site path of the sidebar's file, with every category's items (sidebarFileItems). */
    readonly file: string | null;
  } | null;
  readonly breadcrumbs: readonly Crumb[];
  readonly previous: PageLink | null;
  readonly next: PageLink | null;
  /** On docs pages: the same doc in each version, or that version's home when it has no such doc. */
  readonly versionPaths: Readonly<Record<string, string>> | null;
}

export const navbarTargetKey = {
  doc: (docId: string) => `doc:${docId}`,
  sidebar: (sidebarId: string) => `sidebar:${sidebarId}`,
};

function targetsPerVersion(versions: readonly DocsVersionInfo[], hrefOf: (version: string) => string | null) {
  return Object.fromEntries(
    versions.flatMap((v) => {
      const href = hrefOf(v.name);
      return href ? [[v.name, href]] : [];
    }),
  );
}

export function siteDocs(structure: DocsStructure, navbar: readonly NavbarItem[]): SiteDocs {
  const navbarTargets: Record<string, Record<string, string>> = {};
  for (const item of navbar) {
    if (item.type === "doc") {
      navbarTargets[navbarTargetKey.doc(item.docId)] = targetsPerVersion(structure.versions, (v) =>
        docPath(structure.docs, item.docId, v),
      );
    } else if (item.type === "docSidebar") {
      navbarTargets[navbarTargetKey.sidebar(item.sidebarId)] = targetsPerVersion(structure.versions, (v) => {
        const sidebar = structure.sidebars.find((s) => s.sidebarId === item.sidebarId && s.version === v);
        return (sidebar && firstLink(sidebar.items)?.href) ?? null;
      });
    }
  }
  return { versions: structure.versions, navbarTargets };
}

/**
 * Where a page that no sidebar links to belongs: under another page (a schema page under the
 * API overview). It gets that page's sidebar, opened where the parent is but with no link
 * marked current, and the parent's breadcrumbs followed by its own title.
 */
export interface RouteParent {
  readonly path: string;
  readonly title: string;
}

/** The props with nothing current: the categories stay open, but no link claims to be this page. */
function withoutCurrent(items: readonly SidebarItemProps[]): SidebarItemProps[] {
  return items.map((item) =>
    item.type === "link" ? { ...item, active: false } : { ...item, items: withoutCurrent(item.items) },
  );
}

function parentRoute(parent: RouteParent, path: string, structure: DocsStructure, site: SiteDocs): RouteData {
  const version = versionOfPath(structure.versions, path) ?? null;
  const sidebar =
    activeSidebar(
      structure.sidebars.filter((s) => s.version === version?.name),
      parent.path,
    ) ?? activeSidebar(structure.sidebars, parent.path);
  const crumbs = sidebar ? breadcrumbs(sidebar.items, parent.path) : [];
  return {
    site,
    docsVersion: null,
    version,
    sidebar: sidebar
      ? {
          sidebarId: sidebar.sidebarId,
          version: sidebar.version,
          items: withoutCurrent(pageSidebarProps(sidebar.items, parent.path)),
          file: structure.sidebarFiles?.get(sidebarFileKey(sidebar.version, sidebar.sidebarId)) ?? null,
        }
      : null,
    breadcrumbs: [
      ...crumbs.map((crumb, index) => (index === crumbs.length - 1 ? { ...crumb, href: parent.path } : crumb)),
      { label: parent.title },
    ],
    previous: null,
    next: null,
    versionPaths: null,
  };
}

export function routeDataFor(path: string, structure: DocsStructure, site: SiteDocs, parent?: RouteParent): RouteData {
  const version = versionOfPath(structure.versions, path) ?? null;
  const isDoc = structure.docs.some((d) => d.path === path);
  // A page belongs to its version's sidebar that links to it; a page outside the versioned
  // paths (release notes) to any sidebar that does.
  const sidebar =
    activeSidebar(
      structure.sidebars.filter((s) => s.version === version?.name),
      path,
    ) ?? activeSidebar(structure.sidebars, path);
  if (!sidebar && parent) return parentRoute(parent, path, structure, site);
  const { previous, next } = sidebar ? pagination(sidebar.items, path) : {};
  return {
    site,
    docsVersion: isDoc ? (version?.name ?? null) : null,
    version,
    sidebar: sidebar
      ? {
          sidebarId: sidebar.sidebarId,
          version: sidebar.version,
          items: pageSidebarProps(sidebar.items, path),
          file: structure.sidebarFiles?.get(sidebarFileKey(sidebar.version, sidebar.sidebarId)) ?? null,
        }
      : null,
    breadcrumbs: sidebar ? breadcrumbs(sidebar.items, path) : [],
    previous: previous ?? null,
    next: next ?? null,
    versionPaths: isDoc
      ? Object.fromEntries(structure.versions.map((v) => [v.name, equivalentPath(structure.docs, path, v)]))
      : null,
  };
}

/** The route data Gatsby hands a page in its context (`pageContext.route`). */
export function routeOf(pageContext: unknown): RouteData | undefined {
  return (pageContext as { readonly route?: RouteData } | undefined)?.route;
}
