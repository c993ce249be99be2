/**
 * A closed category's items as the server writes them into its island (DocSidebar; only the
 * HTML renderer has this module, server-list.ts): the same
 * links, and nested categories as native `<details>`, which open with mouse, touch and keyboard
 * although React never renders them (on the page's first load React keeps the island's HTML as
 * it is), and without JavaScript.
 */
import React from "react";
import type { SidebarItemProps } from "../../common/sidebar/types";
import { Link } from "../Link";
import { SidebarLink } from "./SidebarLink";
import * as styles from "./styles.module.css";

type Category = Extract<SidebarItemProps, { type: "category" }>;

function StaticCategory({ item }: { readonly item: Category }) {
  const caret = <span className={`${styles.caret} ${styles.caretInline}`} aria-hidden="true" />;
  return (
    <li className={`${styles.item} ${styles.staticCategory}`}>
      {item.href && (
        <Link href={item.href} className={`${styles.link} ${styles.categoryLink}`}>
          {item.label}
        </Link>
      )}
      <details>
        {item.href ? (
          <summary className={styles.caretButton} aria-label={`Expand sidebar category '${item.label}'`}>
            {caret}
          </summary>
        ) : (
          <summary className={`${styles.link} ${styles.categoryLink}`}>
            {item.label}
            {caret}
          </summary>
        )}
        <StaticList items={item.items} />
      </details>
    </li>
  );
}

export function StaticList({ items }: { readonly items: readonly SidebarItemProps[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) =>
        item.type === "link" ? (
          <SidebarLink key={`l:${item.href}:${item.label}`} item={item} />
        ) : (
          <StaticCategory key={`c:${item.label}`} item={item} />
        ),
      )}
    </ul>
  );
}
