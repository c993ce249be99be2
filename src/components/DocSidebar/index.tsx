/**
 * The docs sidebar: links and collapsible categories from the resolved sidebar. The
 * category holding the current page is open; opening one never collapses another. The page's
 * data carries the items it shows; a closed category's come from the sidebar's file when opened
 * (useCategoryItems), and pointing at or tabbing into the sidebar starts fetching it. Its HTML
 * holds every link, closed categories' too (read from the file at build time), so every page is
 * reachable before the app's code runs and without JavaScript; on that first page the browser
 * keeps a closed category's server HTML as it is (an island) instead of fetching its items.
 */
import React, { createContext, useContext, useEffect, useRef, useState } from "react";
import { pathPrefix } from "../../config";
import { hasNavigated } from "../../browser/head-state";
import { loadSidebarFile } from "../../browser/sidebar-file";
import type { SidebarItemProps } from "../../common/sidebar/types";
import { SidebarFileContext, useCategoryItems } from "../../hooks/useCategoryItems";
import { strings } from "../../strings";
import { Collapsible } from "../Collapsible";
import { Link } from "../Link";
import { followSiteLink } from "../Link/follow";
import { NO_SCRIPT_HIDDEN_ATTR } from "./no-script";
import { SidebarLink } from "./SidebarLink";
import { ServerListContext } from "./server-list";
import * as styles from "./styles.module.css";

function SidebarCategory({ item }: { readonly item: Extract<SidebarItemProps, { type: "category" }> }) {
  const [expanded, setExpanded] = useState(item.expanded);
  const [lastActive, setLastActive] = useState(item.active);
  // A category opens when navigation moves the active page into it.
  if (item.active !== lastActive) {
    setLastActive(item.active);
    if (item.active) setExpanded(true);
  }
  const label = item.href ? (
    <Link
      href={item.href}
      className={`${styles.link} ${styles.categoryLink} ${item.href && item.active && !item.items.some((c) => c.active) ? styles.active : ""}`}
    >
      {item.label}
    </Link>
  ) : (
    <button
      type="button"
      className={`${styles.link} ${styles.categoryLink}`}
      onClick={() => setExpanded((e) => !e)}
      aria-expanded={expanded}
    >
      {item.label}
    </button>
  );
  return (
    <li className={styles.item}>
      <div className={styles.categoryRow}>
        {label}
        {item.href && (
          <button
            type="button"
            className={styles.caretButton}
            {...{ [NO_SCRIPT_HIDDEN_ATTR]: "" }}
            aria-label={`${expanded ? "Collapse" : "Expand"} sidebar category '${item.label}'`}
            aria-expanded={expanded}
            onClick={() => setExpanded((e) => !e)}
          >
            <span className={`${styles.caret} ${expanded ? styles.caretOpen : ""}`} aria-hidden="true" />
          </button>
        )}
        {!item.href && (
          <span
            className={`${styles.caret} ${styles.caretInline} ${expanded ? styles.caretOpen : ""}`}
            aria-hidden="true"
            {...{ [NO_SCRIPT_HIDDEN_ATTR]: "" }}
          />
        )}
      </div>
      <Collapsible open={expanded}>
        <CategoryContent item={item} open={expanded} />
      </Collapsible>
    </li>
  );
}

/** Whether the sidebar being rendered is the one in the page's server HTML (not the drawer's). */
const ServerHtmlContext = createContext(false);

/**
 * A closed category's links as the server wrote them, kept by React without rendering them
 * (React leaves the inner HTML of an element rendered with dangerouslySetInnerHTML as it is);
 * a link inside is followed client-side. `onEmpty` when there was no server HTML to keep.
 */
function Island({ onEmpty }: { readonly onEmpty: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current?.hasChildNodes()) onEmpty();
  }, [onEmpty]);
  return (
    // Clicks reach the links inside, which carry their own keyboard behaviour.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={ref}
      data-sidebar-island=""
      onClick={(event) => followSiteLink(event.nativeEvent)}
      dangerouslySetInnerHTML={{ __html: "" }}
      suppressHydrationWarning
    />
  );
}

function CategoryContent({
  item,
  open,
}: {
  readonly item: Extract<SidebarItemProps, { type: "category" }>;
  readonly open: boolean;
}) {
  const serverHtml = useContext(ServerHtmlContext);
  // On the page the browser loaded, a closed category's links are in its HTML already.
  const [island, setIsland] = useState(
    () => serverHtml && item.deferred !== undefined && typeof window !== "undefined" && !hasNavigated(),
  );
  const ServerList = useContext(ServerListContext);
  const content = useCategoryItems(item, open && !island);
  if (island) return <Island onEmpty={() => setIsland(false)} />;
  if (content.state === "ready") {
    if (content.items.length === 0) return null;
    // The server's form of an island: the same element, with the links inside.
    if (ServerList && item.deferred !== undefined && serverHtml)
      return (
        <div data-sidebar-island="">
          <ServerList items={content.items} />
        </div>
      );
    return <SidebarList items={content.items} />;
  }
  return (
    <div className={styles.status} role={content.state === "failed" ? "alert" : "status"}>
      {content.state === "loading" ? (
        strings.sidebarCategoryLoading
      ) : (
        <>
          {strings.sidebarCategoryFailed}{" "}
          <button type="button" className={styles.retry} onClick={content.retry}>
            {strings.tryAgain}
          </button>
        </>
      )}
    </div>
  );
}

export function SidebarList({ items }: { readonly items: readonly SidebarItemProps[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) =>
        item.type === "link" ? (
          <SidebarLink key={`l:${item.href}:${item.label}`} item={item} />
        ) : (
          <SidebarCategory key={`c:${item.label}`} item={item} />
        ),
      )}
    </ul>
  );
}

/** A page's sidebar items, and the site path of the sidebar's file (route data). */
interface SidebarTreeProps {
  readonly items: readonly SidebarItemProps[];
  readonly file: string | null;
}

/** The URL of the sidebar's file: its site path under the site's path prefix. */
const fileUrl = (file: string | null) => (file === null ? null : `${pathPrefix}${file}`);

/** The sidebar's top list, with its file at hand for the closed categories. */
export function SidebarTree({ items, file }: SidebarTreeProps) {
  return (
    <SidebarFileContext.Provider value={fileUrl(file)}>
      <SidebarList items={items} />
    </SidebarFileContext.Provider>
  );
}

/** Starts fetching the sidebar's file, so a category opens with its pages; a failure is left to the opening. */
export function preloadSidebarFile(file: string | null): void {
  const url = fileUrl(file);
  if (url !== null) loadSidebarFile(url).catch(() => undefined);
}

export function DocSidebar({ items, file }: SidebarTreeProps) {
  const preload = () => preloadSidebarFile(file);
  return (
    <nav
      aria-label={strings.docsSidebar}
      className={styles.sidebar}
      data-docs-sidebar=""
      onPointerEnter={preload}
      onFocus={preload}
    >
      <ServerHtmlContext.Provider value>
        <SidebarTree items={items} file={file} />
      </ServerHtmlContext.Provider>
    </nav>
  );
}
