/**
 * The navbar's search button. The modal's code (and the index) load only when the reader
 * reaches for search: hover, focus, touch, click, Ctrl/Cmd+K or "/". Keys typed from then on
 * until the modal's input has the focus become its first query (open-request.ts); before
 * hydration the head script holds the click or the shortcut and the app replays it
 * (early-input-script.ts).
 */
import React, { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { EARLY_INPUT_ATTR } from "../../browser/early-input-script";
import { keepTypedQuery, onSearchRequest, takeTypedQuery } from "../../browser/search/open-request";
import { strings } from "../../strings";
import { LazyErrorBoundary } from "../LazyErrorBoundary";
import { loadModal, preloadModal } from "./load-modal";
import * as styles from "./styles.module.css";

function createLazyModal() {
  return React.lazy(loadModal);
}

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
}

export function SearchBar() {
  const [open, setOpen] = useState(false);
  const [LazyModal, setLazyModal] = useState(() => createLazyModal());
  const button = useRef<HTMLButtonElement>(null);
  const openRef = useRef(false);
  openRef.current = open;

  const onOpen = useCallback(() => {
    // Once the modal's input has the focus, it takes the keys.
    if (!openRef.current) keepTypedQuery();
    setOpen(true);
  }, []);
  const onClose = useCallback(() => {
    takeTypedQuery();
    setOpen(false);
    button.current?.focus();
  }, []);

  useEffect(() => onSearchRequest(onOpen), [onOpen]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        if (openRef.current) onClose();
        return;
      }
      const modKey = (event.key === "k" || event.key === "K") && (event.metaKey || event.ctrlKey);
      const slash = event.key === "/" && !isTyping(event.target);
      if (!modKey && !slash) return;
      event.preventDefault();
      if (openRef.current && modKey) onClose();
      else onOpen();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose, onOpen]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-label={strings.search}
        {...{ [EARLY_INPUT_ATTR]: "search" }}
        onClick={onOpen}
        onMouseEnter={preloadModal}
        onFocus={preloadModal}
        onTouchStart={preloadModal}
      >
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
            stroke="currentColor"
            fill="none"
            fillRule="evenodd"
            strokeLinecap="round"
            strokeLinejoin="round"
            strokeWidth="1.6"
          />
        </svg>
        <span className={styles.label}>{strings.search}</span>
        <span className={styles.keys} aria-hidden="true">
          <kbd>Ctrl</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {open && (
        <LazyErrorBoundary
          failureText={strings.searchFailed}
          onClose={onClose}
          // Whatever failed, the modal will not take the keys: they are the page's again.
          onError={takeTypedQuery}
          onRetry={() => {
            setLazyModal(() => createLazyModal());
          }}
        >
          <Suspense fallback={null}>
            <LazyModal onClose={onClose} />
          </Suspense>
        </LazyErrorBoundary>
      )}
    </>
  );
}
