/**
 * What the head script's early input (src/browser/early-input-script.ts), the app that replays it
 * (src/browser/early-input.ts), the controls that opt in or out, and the build's script loader
 * (gatsby/tuning/scripts-after-first-paint.ts) agree on: the attribute, the global and the event.
 * Pure names, so code on either side of the build may import them.
 */

/** On a control: "native" (answered already), "replay" (held and replayed) or "search" (opens search). */
export const EARLY_INPUT_ATTR = "data-early-input";
/** The head script's state on window: the held inputs and the keys kept for search. */
export const EARLY_INPUT_GLOBAL = "__earlyInput";
/** Dispatched on window when search is asked for before hydration, so its code can start loading. */
export const EARLY_SEARCH_EVENT = "early-search";
