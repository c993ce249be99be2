/**
 * The docs sidebar: links and collapsible categories from the resolved sidebar. The
 * category holding the current page is open; opening one never collapses another.
 */
import React, { useState } from "react";
import type { SidebarItemProps } from "../../common/sidebar/types";
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
        <SidebarList items={item.items} />
      </Collapsible>
    </li>
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

export function DocSidebar({ items }: { readonly items: readonly SidebarItemProps[] }) {
  return (
    <nav aria-label={strings.docsSidebar} className={styles.sidebar}>
      <SidebarList items={items} />
    </nav>
  );
}
