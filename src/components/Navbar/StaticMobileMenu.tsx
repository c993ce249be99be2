/**
 * The navbar's toggle as the server writes it below 996 px: a `<details>` whose panel lists the
 * navbar's items, so the header offers navigation from the first frame, before the app's code has
 * run, and without JavaScript. Right after hydration the Navbar swaps it for the toggle button and
 * the drawer (useHandover), open if the reader opened this meanwhile; the panel alone is also what
 * shows while the drawer's code loads.
 */
import React, { forwardRef } from "react";
import { strings } from "../../strings";
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

export const StaticMobileMenu = forwardRef<HTMLDetailsElement, { readonly pathname: string }>(function StaticMobileMenu(
  { pathname },
  ref,
) {
  return (
    <details ref={ref} className={styles.mobileMenu}>
      <summary className={styles.toggle} aria-label={strings.toggleNavigation}>
        <MenuIcon />
      </summary>
      <MobileMenuPanel pathname={pathname} />
    </details>
  );
});
