/**
 * The mobile drawer: the navbar's items as the primary menu and, on docs pages, the docs
 * sidebar as the secondary menu. Focus stays inside while it is open; it closes on Escape,
 * a link click, back navigation (the location changes) and widths past 996 px.
 */
import React, { useEffect, useRef, useState } from "react";
import { siteConfig } from "../../../config";
import { useRouteData } from "../../../contexts/RouteData";
import { useIsomorphicLayoutEffect } from "../../../hooks/useIsomorphicLayoutEffect";
import { strings } from "../../../strings";
import { preloadSidebarFile, SidebarTree } from "../../DocSidebar";
import { PrimaryMenu } from "../PrimaryMenu";
import * as styles from "./styles.module.css";

const DESKTOP = "(min-width: 997px)";

function focusables(root: HTMLElement): HTMLElement[] {
  return [
    ...root.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])'),
  ].filter((el) => !el.closest("[hidden]"));
}

export default function MobileDrawer({
  pathname,
  onClose,
  startOnPrimary = false,
}: {
  readonly pathname: string;
  readonly onClose: () => void;
  /** Open on the navbar's items (the reader opened the server's menu, which shows them), not the sidebar. */
  readonly startOnPrimary?: boolean;
}) {
  const { sidebar } = useRouteData();
  const [showSecondary, setShowSecondary] = useState(sidebar !== null && !startOnPrimary);
  const panel = useRef<HTMLDivElement>(null);
  const openedAt = useRef(pathname);

  useEffect(() => {
    if (pathname !== openedAt.current) onClose();
  }, [pathname, onClose]);

  // The drawer opens on the sidebar: its closed categories are a tap away.
  useEffect(() => preloadSidebarFile(sidebar?.file ?? null), [sidebar]);

  useEffect(() => {
    const media = window.matchMedia(DESKTOP);
    const onChange = () => media.matches && onClose();
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, [onClose]);

  // The focus trap holds from the render that opens the drawer: the first Tab is never missed.
  useIsomorphicLayoutEffect(() => {
    const root = panel.current;
    if (!root) return undefined;
    focusables(root)[0]?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") return onClose();
      if (event.key !== "Tab") return undefined;
      const list = focusables(root);
      const first = list[0];
      const last = list[list.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
      return undefined;
    };
    document.addEventListener("keydown", onKey);
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.removeProperty("overflow");
    };
  }, [showSecondary, onClose]);

  const onClick = (event: React.MouseEvent) => {
    if ((event.target as HTMLElement).closest("a[href]")) onClose();
  };

  return (
    <div className={styles.backdrop} onClick={(e) => e.target === e.currentTarget && onClose()} role="presentation">
      {/* Clicks on links inside close the drawer; keyboard users get the same through navigation. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={panel}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label={strings.mainNavigation}
        onClick={onClick}
      >
        <div className={styles.header}>
          <span className={styles.title}>{siteConfig.title}</span>
          <button type="button" className={styles.close} aria-label={strings.closeNavigation} onClick={onClose}>
            ×
          </button>
        </div>
        {showSecondary && sidebar ? (
          <div className={styles.menu} data-menu="secondary">
            <button type="button" className={styles.back} onClick={() => setShowSecondary(false)}>
              {strings.backToMainMenu}
            </button>
            <SidebarTree items={sidebar.items} file={sidebar.file} />
          </div>
        ) : (
          <PrimaryMenu pathname={pathname}>
            {sidebar && (
              <li className={styles.primaryItem}>
                <button type="button" className={styles.back} onClick={() => setShowSecondary(true)}>
                  {strings.docsPages} →
                </button>
              </li>
            )}
          </PrimaryMenu>
        )}
      </div>
    </div>
  );
}
