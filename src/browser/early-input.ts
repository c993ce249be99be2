/**
 * The app's side of the head script's early input (early-input-script.ts): once the page has
 * hydrated, the clicks and search requests it held are replayed, in order, each once. A click
 * goes to the same control, if it is still on the page, as a click React now answers.
 */
import { EARLY_INPUT_GLOBAL } from "../common/early-input-contract";
import type { EarlyInputState } from "./early-input-script";

/** The head script's state; a stand-in where there is none (a page without the head script, tests). */
export function earlyInputState(): EarlyInputState {
  const global = window as unknown as Record<string, EarlyInputState | undefined>;
  return (global[EARLY_INPUT_GLOBAL] ??= { inputs: [], query: null });
}

/** Replays what the reader did before hydration; `openSearch` opens the search modal. */
export function replayEarlyInput(openSearch: () => void): void {
  for (const input of earlyInputState().inputs.splice(0)) {
    if (input.type === "search") openSearch();
    else if (input.target.isConnected) input.target.click();
  }
}
