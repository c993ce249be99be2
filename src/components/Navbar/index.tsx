/**
 * The fixed top navbar: logo and items on the left and right. Below 996 px the items move
 * into a drawer opened by a toggle; the search button stays in the bar. The drawer's code is
 * loaded when the reader reaches for the toggle (hover, focus, touch or click), not with the page.
 * The toggle is a `<details>` whose panel lists the navbar's items, so it works before the app's
 * code has run and without JavaScript; React hydrates that same element, and once it opens with
 * the app live, the drawer takes the panel's place inside it (useDropdown keeps its state).
 */
import React, { Suspense, useState } from "react";
import { siteConfig } from "../../config";
import { strings } from "../../strings";
import { LazyErrorBoundary } from "../LazyErrorBoundary";
import { Link } from "../Link";
import { MenuIcon, MobileMenuPanel } from "./MobileMenuPanel";
import { NavbarItem } from "./NavbarItem";
import { NAVBAR_END_ID, NAVBAR_ID } from "./navbar-id";
import { useDropdown } from "./useDropdown";
import { useHideOnScroll } from "./useHideOnScroll";
import * as styles from "./styles.module.css";

const loadDrawer = () => import("./MobileDrawer");
// A new lazy component for each try: React.lazy keeps a failed load's error for good.
const lazyDrawer = () => React.lazy(loadDrawer);
// A failed preload is not an error: the click that follows loads it again and reports a failure.
const preloadDrawer = () => void loadDrawer().catch(() => undefined);

export function Navbar({ pathname }: { readonly pathname: string }) {
  const [MobileDrawer, setMobileDrawer] = useState(lazyDrawer);
  const menu = useDropdown();
  const hidden = useHideOnScroll(siteConfig.navbar.hideOnScroll);
  const closeDrawer = () => menu.close(true);
  const { logo, items } = siteConfig.navbar;
  const indexed = items.map((item, index) => ({ item, index }));
  const left = indexed.filter(({ item }) => item.position === "left");
  const right = indexed.filter(({ item }) => item.position !== "left");
  const renderItems = (list: typeof indexed) =>
    list.map(({ item, index }) => (
      <div key={index} className={`${styles.itemSlot} ${item.type === "search" ? styles.keepOnMobile : ""}`}>
        <NavbarItem item={item} index={index} pathname={pathname} mobile={false} />
      </div>
    ));

  return (
    <header
      id={NAVBAR_ID}
      className={`${styles.navbar} ${hidden ? styles.hidden : ""}`}
      data-navbar-hidden={hidden || undefined}
    >
      <nav aria-label={strings.mainNavigation} className={styles.inner}>
        <details ref={menu.ref} className={styles.mobileMenu} onToggle={menu.onToggle}>
          <summary
            className={styles.toggle}
            aria-label={strings.toggleNavigation}
            onPointerEnter={preloadDrawer}
            onFocus={preloadDrawer}
            onTouchStart={preloadDrawer}
          >
            <MenuIcon />
          </summary>
          {menu.open ? (
            <LazyErrorBoundary
              failureText={strings.drawerFailed}
              onRetry={() => setMobileDrawer(() => lazyDrawer())}
              onClose={closeDrawer}
            >
              <Suspense fallback={<MobileMenuPanel pathname={pathname} />}>
                {/* Opened before the app was live, the panel showed the navbar's items: stay on them. */}
                <MobileDrawer pathname={pathname} onClose={closeDrawer} startOnPrimary={menu.openedEarly} />
              </Suspense>
            </LazyErrorBoundary>
          ) : (
            <MobileMenuPanel pathname={pathname} />
          )}
        </details>
        <Link href="/" className={styles.brand} aria-label={`${siteConfig.title} — ${strings.home}`}>
          <img src={logo.src} alt="" width={logo.width} height={logo.height} className={styles.logo} />
          <span className={styles.title}>{siteConfig.title}</span>
        </Link>
        <div className={styles.items}>{renderItems(left)}</div>
        <div className={`${styles.items} ${styles.right}`}>{renderItems(right)}</div>
      </nav>
      <span id={NAVBAR_END_ID} hidden />
    </header>
  );
}
