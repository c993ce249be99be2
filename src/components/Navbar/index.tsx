/**
 * The fixed top navbar: logo and items on the left and right. Below 996 px the items move
 * into a drawer opened by a toggle; the search button stays in the bar. The drawer's code is
 * loaded when the reader reaches for the toggle (hover, focus, touch or click), not with the page.
 * Until hydration the toggle is the server's `<details>` menu (StaticMobileMenu).
 */
import React, { Suspense, useRef, useState } from "react";
import { siteConfig } from "../../config";
import { strings } from "../../strings";
import { LazyErrorBoundary } from "../LazyErrorBoundary";
import { Link } from "../Link";
import { readDetails, useHandover } from "../../hooks/useHandover";
import { useIsomorphicLayoutEffect } from "../../hooks/useIsomorphicLayoutEffect";
import { NavbarItem } from "./NavbarItem";
import { MenuIcon, MobileMenuPanel, StaticMobileMenu } from "./StaticMobileMenu";
import { NAVBAR_END_ID, NAVBAR_ID } from "./navbar-id";
import { useHideOnScroll } from "./useHideOnScroll";
import * as styles from "./styles.module.css";

const loadDrawer = () => import("./MobileDrawer");
// A new lazy component for each try: React.lazy keeps a failed load's error for good.
const lazyDrawer = () => React.lazy(loadDrawer);
// A failed preload is not an error: the click that follows loads it again and reports a failure.
const preloadDrawer = () => void loadDrawer().catch(() => undefined);

export function Navbar({ pathname }: { readonly pathname: string }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [MobileDrawer, setMobileDrawer] = useState(lazyDrawer);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { ref: staticMenu, state: handedOver } = useHandover(readDetails);
  // The server's menu was opened before hydration: the drawer takes over, on the same items.
  useIsomorphicLayoutEffect(() => {
    if (handedOver?.open) setDrawerOpen(true);
    if (handedOver?.focused) toggleRef.current?.focus();
  }, [handedOver]);
  const hidden = useHideOnScroll(siteConfig.navbar.hideOnScroll);
  const closeDrawer = () => {
    setDrawerOpen(false);
    toggleRef.current?.focus();
  };
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
        {handedOver === null ? (
          <StaticMobileMenu ref={staticMenu} pathname={pathname} />
        ) : (
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            aria-label={strings.toggleNavigation}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            onPointerEnter={preloadDrawer}
            onFocus={preloadDrawer}
            onTouchStart={preloadDrawer}
          >
            <MenuIcon />
          </button>
        )}
        <Link href="/" className={styles.brand} aria-label={`${siteConfig.title} — ${strings.home}`}>
          <img src={logo.src} alt="" width={logo.width} height={logo.height} className={styles.logo} />
          <span className={styles.title}>{siteConfig.title}</span>
        </Link>
        <div className={styles.items}>{renderItems(left)}</div>
        <div className={`${styles.items} ${styles.right}`}>{renderItems(right)}</div>
      </nav>
      {drawerOpen && (
        <LazyErrorBoundary
          failureText={strings.drawerFailed}
          onRetry={() => setMobileDrawer(() => lazyDrawer())}
          onClose={closeDrawer}
        >
          <Suspense fallback={<MobileMenuPanel pathname={pathname} />}>
            <MobileDrawer pathname={pathname} onClose={closeDrawer} startOnPrimary={handedOver?.open ?? false} />
          </Suspense>
        </LazyErrorBoundary>
      )}
      <span id={NAVBAR_END_ID} hidden />
    </header>
  );
}
