/**
 * The navbar's search button. The modal's code (and the index) load only when the reader
 * reaches for search: hover, focus, touch, click, Ctrl/Cmd+K or "/". Keys typed from then on
 * until the modal's input has the focus become its first query (open-request.ts); before
 * hydration the head script holds the click or the shortcut and the app replays it
 * (early-input-script.ts).
 *
 * While the modal's code is on its way, the button says it is busy, and the keys kept for the
 * query are kept for MODAL_WAIT_MS at most: then they are the page's again (Space scrolls) and
 * the reader is told search could not load, with Retry.
 */
import React, {
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { chunkTimeoutError } from "../../browser/chunk-errors";
import { isApplePlatform } from "../../browser/platform";
import { EARLY_INPUT_ATTR } from "../../common/early-input-contract";
import { keepTypedQuery, onSearchRequest, takeTypedQuery } from "../../browser/search/open-request";
import { strings } from "../../strings";
import { LazyErrorBoundary } from "../LazyErrorBoundary";
import { loadModal, preloadModal } from "./load-modal";
import * as styles from "./styles.module.css";

/** How long the reader's keys are kept, and nothing else said, while the modal's code is on its way. */
export const MODAL_WAIT_MS = 6000;

function createLazyModal() {
  return React.lazy(loadModal);
}

/**
 * Shown (as nothing) while the modal's code is on its way: marks the button busy, and after
 * MODAL_WAIT_MS fails as a chunk that did not load would (the boundary then gives the keys back
 * to the page and offers Retry).
 */
function Pending({ onBusy }: { readonly onBusy: (busy: boolean) => void }) {
  const [late, setLate] = useState(false);
  useLayoutEffect(() => {
    onBusy(true);
    return () => onBusy(false);
  }, [onBusy]);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), MODAL_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  if (late) throw chunkTimeoutError("search-modal", MODAL_WAIT_MS);
  return null;
}

const neverChanges = () => () => {};

/**
 * The shortcut's modifier as the reader's keyboard names it. The server cannot know it, so the
 * HTML and the hydrating render say Ctrl; React then renders ⌘ on Apple devices, in the same
 * box (its width is fixed in CSS), so nothing moves.
 */
function useModifierKeyLabel(): string {
  const apple = useSyncExternalStore(
    neverChanges,
    () => isApplePlatform(navigator),
    () => false,
  );
  return apple ? "⌘" : "Ctrl";
}

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
}

export function SearchBar() {
  const [open, setOpen] = useState(false);
  const [LazyModal, setLazyModal] = useState(() => createLazyModal());
  const [busy, setBusy] = useState(false);
  const modifierKey = useModifierKeyLabel();
  const button = useRef<HTMLButtonElement>(null);
  const openRef = useRef(false);
  openRef.current = open;
  const busyRef = useRef(false);
  const onBusy = useCallback((value: boolean) => {
    busyRef.current = value;
    setBusy(value);
  }, []);

  const onOpen = useCallback(() => {
    // Once the modal's input has the focus, it takes the keys.
    if (!openRef.current) keepTypedQuery();
    openRef.current = true;
    setOpen(true);
  }, []);
  const onClose = useCallback(() => {
    // DocSearch and the Escape listener below may both close it: once is enough.
    if (!openRef.current) return;
    openRef.current = false;
    takeTypedQuery();
    setOpen(false);
    if (!busyRef.current) button.current?.focus();
    // Cancelled before anything was on screen: the focus stays where it was, but not on this
    // button, where the next Space would ask for search again.
    else if (document.activeElement === button.current) button.current?.blur();
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
        aria-busy={busy || undefined}
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
          <kbd className={styles.modifier}>{modifierKey}</kbd>
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
            keepTypedQuery();
            setLazyModal(() => createLazyModal());
          }}
        >
          <Suspense fallback={<Pending onBusy={onBusy} />}>
            <LazyModal onClose={onClose} />
          </Suspense>
        </LazyErrorBoundary>
      )}
    </>
  );
}
