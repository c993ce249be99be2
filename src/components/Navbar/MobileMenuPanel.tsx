/**
 * What the navbar's `<details>` toggle shows below 996 px until the drawer is there: its icon, and
 * a panel listing the navbar's items, so the header offers navigation from the first frame, before
 * the app's code has run, and without JavaScript. The panel is also what shows while the drawer's
 * code loads.
 */
import React from "react";
import { PrimaryMenu } from "./PrimaryMenu";
import * as styles from "./styles.module.css";

export function MenuIcon() {
  return (
    <svg width="26" height="26" viewBox="0 0 30 30" aria-hidden="true">
      <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
    </svg>
  );
}

export function MobileMenuPanel({ pathname }: { readonly pathname: string }) {
  return (
    <div className={styles.staticPanel}>
      <PrimaryMenu pathname={pathname} />
    </div>
  );
}
