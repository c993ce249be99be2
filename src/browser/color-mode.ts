/**
 * The colour mode lives on <html> (`data-theme`), where the inline head script puts it before
 * first paint and flips it when the toggle is pressed before hydration (color-mode-script.ts).
 * This module reads and writes it there, and tells subscribers (the toggle, through
 * useSyncExternalStore) when it changes: the DOM is the one place the mode is kept, so the head
 * script and React never disagree, and a change reaches only the components that show it. (A
 * React context above the page did: its update, during hydration, reached the page's deferred
 * parts before they had hydrated, and React gave up their server HTML: error #421 and a flash.)
 */
import { storage, STORAGE_KEYS } from "./storage";

export type ColorMode = "light" | "dark";

export function currentColorMode(): ColorMode {
  return document.documentElement.getAttribute("data-theme") === "dark" ? "dark" : "light";
}

function applyMode(mode: ColorMode): void {
  document.documentElement.setAttribute("data-theme", mode);
  document.documentElement.style.colorScheme = mode;
}

/** The reader's choice: shown at once and remembered. */
export function chooseColorMode(mode: ColorMode): void {
  applyMode(mode);
  storage.set(STORAGE_KEYS.theme, mode);
}

/** Calls `onChange` whenever `data-theme` changes, whoever changed it; returns the unsubscribe. */
export function watchColorMode(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  return () => observer.disconnect();
}

/** Follows the mode chosen in another tab (a `storage` event); `fallback` when it was cleared. */
export function followOtherTabs(fallback: ColorMode): void {
  window.addEventListener("storage", (event) => {
    if (event.key !== STORAGE_KEYS.theme) return;
    applyMode(event.newValue === "dark" || event.newValue === "light" ? event.newValue : fallback);
  });
}
