/**
 * The docs sidebar: links and collapsible categories from the resolved sidebar. The
 * category holding the current page is open; opening one never collapses another. The page
 * carries the items it shows; a closed category's come from the sidebar's file when opened
 * (useCategoryItems), and pointing at or tabbing into the sidebar starts fetching it.
 */
import React, { useState } from "react";
import { pathPrefix } from "../../config";
import { loadSidebarFile } from "../../browser/sidebar-file";
import type { SidebarItemProps } from "../../common/sidebar/types";
import { SidebarFileContext, useCategoryItems } from "../../hooks/useCategoryItems";
import { strings } from "../../strings";
import { Collapsible } from "../Collapsible";
import { Link } from "../Link";
import { MethodBadge } from "../MethodBadge";
import * as styles from "./styles.module.css";

function SidebarLink({ item }: { readonly item: Extract<SidebarItemProps, { type: "link" }> }) {
  return (
    <li className={styles.item}>
      <Link
        href={item.href}
        className={`${styles.link} ${item.active ? styles.active : ""}`}
        aria-current={item.active ? "page" : undefined}
      >
        {item.method && <MethodBadge method={item.method} size="small" />}
        <span>{item.label}</span>
        {item.external && (
          <span className={styles.external} aria-hidden="true">
            ↗
          </span>
        )}
      </Link>
    </li>
  );
}

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
          />
        )}
      </div>
      <Collapsible open={expanded}>
        <CategoryContent item={item} open={expanded} />
      </Collapsible>
    </li>
  );
}

function CategoryContent({
  item,
  open,
}: {
  readonly item: Extract<SidebarItemProps, { type: "category" }>;
  readonly open: boolean;
}) {
  const content = useCategoryItems(item, open);
  if (content.state === "ready") return content.items.length > 0 ? <SidebarList items={content.items} /> : null;
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
    <nav aria-label={strings.docsSidebar} className={styles.sidebar} onPointerEnter={preload} onFocus={preload}>
      <SidebarTree items={items} file={file} />
    </nav>
  );
}
