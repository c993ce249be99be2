/** One link of the docs sidebar: the page's label, its method badge for an API operation, a mark when it leaves the site. */
import React from "react";
import type { SidebarItemProps } from "../../common/sidebar/types";
import { Link } from "../Link";
import { MethodBadge } from "../MethodBadge";
import * as styles from "./styles.module.css";

export function SidebarLink({ item }: { readonly item: Extract<SidebarItemProps, { type: "link" }> }) {
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
