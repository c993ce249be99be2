/**
 * The navbar's items as a menu for narrow screens: the mobile drawer's primary menu, and the
 * server's mobile menu that opens before the app's code has run or without JavaScript
 * (MobileMenuPanel). The search button stays in the bar.
 */
import React from "react";
import { siteConfig } from "../../config";
import { NavbarItem } from "./NavbarItem";
import * as styles from "./MobileDrawer/styles.module.css";

export function PrimaryMenu({
  pathname,
  children,
}: {
  readonly pathname: string;
  readonly children?: React.ReactNode;
}) {
  return (
    <ul className={styles.menu} data-menu="primary">
      {siteConfig.navbar.items.map((item, index) =>
        item.type === "search" ? null : (
          <li key={index} className={styles.primaryItem}>
            <NavbarItem item={item} index={index} pathname={pathname} mobile />
          </li>
        ),
      )}
      {children}
    </ul>
  );
}
