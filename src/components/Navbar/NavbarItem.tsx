/**
 * Renders one configured navbar item by its type. An item that throws is dropped and
 * reported with its position and type; the rest of the navbar stays.
 */
import { withPrefix } from "gatsby";
import React from "react";
import { siteConfig } from "../../config";
import type { NavbarItem as NavbarItemConfig } from "../../config/schema";
import { useRouteData } from "../../contexts/RouteData";
import { navbarTargetKey } from "../../common/docs/route-data";
import { BY_VERSION_ATTR } from "../../browser/reader-choices-script";
import { describeNavbarItem, isClaimedByLink, isNavLinkActive, linkVersion } from "../../common/navbar";
import { strings } from "../../strings";
import { ColorModeToggle } from "../ColorModeToggle";
import { Link } from "../Link";
import { SearchBar } from "../SearchBar";
import { Dropdown } from "./Dropdown";
import type { ItemProps } from "./item-props";
import { VersionDropdown } from "./VersionDropdown";
import { usePreferredVersion } from "../../hooks/usePreferredVersion";
import * as styles from "./styles.module.css";

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        fill="currentColor"
        d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2zm3 6a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z"
      />
    </svg>
  );
}

function DefaultItem({ item, pathname }: ItemProps<"default">) {
  const href = item.to ?? item.href ?? "/";
  const active = isNavLinkActive(item, pathname);
  const className = [
    styles.link,
    item.button ? styles.button : "",
    active ? styles.active : "",
    item.icon ? styles.icon : "",
  ].join(" ");
  return (
    <Link href={href} className={className} aria-label={item.ariaLabel} aria-current={active ? "page" : undefined}>
      {item.icon === "chat" ? <ChatIcon /> : item.label}
    </Link>
  );
}

function DropdownItem({ item, pathname, mobile }: ItemProps<"dropdown">) {
  const links = item.items.map((child) => ({
    label: child.label,
    href: child.to ?? child.href ?? "/",
    active: child.to === pathname,
  }));
  return <Dropdown label={item.label} items={links} mobile={mobile} />;
}

interface NavbarTarget {
  readonly version: string;
  /** Where the link leads in that version; null when it leads nowhere there. */
  readonly href: string | null;
  /** Off docs pages the link follows the preferred version: its target for each version. */
  readonly hrefByVersion: Record<string, string> | null;
}

/** Where a navbar doc link leads: the page's own version on docs pages, else the preferred one. */
function useNavbarTarget(key: string): NavbarTarget {
  const { site, docsVersion } = useRouteData();
  const [preferred] = usePreferredVersion(site.versions);
  const targets = site.navbarTargets[key] ?? {};
  const version = linkVersion(docsVersion, preferred, site.versions.find((v) => v.isLast)?.name);
  const hrefByVersion = docsVersion
    ? null
    : Object.fromEntries(Object.entries(targets).map(([name, href]) => [name, withPrefix(href)]));
  return { version, href: targets[version] ?? null, hrefByVersion };
}

/** The data attribute the head script reads to point a link at the preferred version before hydration. */
function byVersionAttr(hrefs: Record<string, string> | null): Record<string, string> {
  return hrefs ? { [BY_VERSION_ATTR]: JSON.stringify(hrefs) } : {};
}

function DocItem({ item, pathname }: ItemProps<"doc">) {
  const { href, hrefByVersion } = useNavbarTarget(navbarTargetKey.doc(item.docId));
  if (!href) throw new Error(`Couldn't find any doc with id "${item.docId}" for this navbar item.`);
  const active = pathname === href;
  return (
    <Link
      href={href}
      className={`${styles.link} ${active ? styles.active : ""}`}
      aria-current={active ? "page" : undefined}
      {...byVersionAttr(hrefByVersion)}
    >
      {item.label ?? item.docId}
    </Link>
  );
}

function DocSidebarItem({ item, pathname }: ItemProps<"docSidebar">) {
  const { sidebar } = useRouteData();
  const { version, href, hrefByVersion } = useNavbarTarget(navbarTargetKey.sidebar(item.sidebarId));
  if (!href) throw new Error(`Sidebar "${item.sidebarId}" has no doc to link to in version ${version}.`);
  // One item is coloured active: a plain link that claims the page wins over its sidebar.
  const active =
    sidebar?.sidebarId === item.sidebarId &&
    sidebar.version === version &&
    !isClaimedByLink(siteConfig.navbar.items, pathname);
  return (
    <Link href={href} className={`${styles.link} ${active ? styles.active : ""}`} {...byVersionAttr(hrefByVersion)}>
      {item.label ?? item.sidebarId}
    </Link>
  );
}

function LocaleItem({ item, pathname, mobile }: ItemProps<"localeDropdown">) {
  return (
    <Dropdown
      label={item.label ?? "English"}
      ariaLabel={strings.languages}
      mobile={mobile}
      items={[{ label: "English", href: pathname, active: true }]}
    />
  );
}

const components: { [T in NavbarItemConfig["type"]]: React.ComponentType<ItemProps<T>> } = {
  default: DefaultItem,
  dropdown: DropdownItem,
  doc: DocItem,
  docSidebar: DocSidebarItem,
  docsVersionDropdown: VersionDropdown,
  localeDropdown: LocaleItem,
  search: () => <SearchBar />,
  // With switching disabled there is nothing to toggle.
  colorModeToggle: () => (siteConfig.colorMode.disableSwitch ? null : <ColorModeToggle />),
};

class ItemBoundary extends React.Component<
  { readonly where: string; readonly children: React.ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    console.error(`A navbar item failed to render: ${this.props.where}. ${error.message}`);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function NavbarItem({
  item,
  index,
  pathname,
  mobile,
}: {
  readonly item: NavbarItemConfig;
  readonly index: number;
  readonly pathname: string;
  readonly mobile: boolean;
}) {
  const Component = components[item.type] as React.ComponentType<ItemProps<typeof item.type>> | undefined;
  if (!Component) throw new Error(`No NavbarItem component found for type "${(item as { type: string }).type}".`);
  return (
    <ItemBoundary where={describeNavbarItem(item, index)}>
      <Component item={item} pathname={pathname} mobile={mobile} />
    </ItemBoundary>
  );
}
