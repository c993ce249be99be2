/**
 * The search modal's code, loaded when the reader reaches for search. A reader who asks for
 * search before the page has hydrated (the head script holds the click or the shortcut:
 * early-input-script.ts) has the modal's code fetched from that moment by the script loader
 * (gatsby/tuning/scripts-after-first-paint.ts), and here again from the moment the app's code
 * runs, beside hydration (the same request, or the only one when the loader is off), instead of
 * once the held request is replayed after it (the phone goals: docs/decisions.md, "Page
 * budgets").
 */
import { EARLY_SEARCH_EVENT } from "../../common/early-input-contract";
import { earlyInputState } from "../../browser/early-input";

// The modal shows only once its stylesheets have loaded: never an unstyled flash.
export const loadModal = () =>
  import(/* webpackChunkName: "search-modal" */ "./SearchModal").then(async (module) => {
    await module.loadModalStylesheets();
    return module;
  });

/** Starts loading the modal's code and styles; a failure shows when the reader opens it (LazyErrorBoundary). */
export const preloadModal = () => void loadModal().catch(() => undefined);

/** Starts loading the modal if search was asked for already, or as soon as it is before hydration. */
export function preloadModalForEarlySearch(): void {
  if (earlyInputState().query !== null) preloadModal();
  else window.addEventListener(EARLY_SEARCH_EVENT, preloadModal, { once: true });
}
