/**
 * Try it, in an operation's endpoint bar: opens the console in the page's request pane (full
 * screen on a phone) with the focus in it. Its code starts loading when the reader reaches for
 * the button (hover, focus, touch), so it is usually there by the click.
 */
import React from "react";
import { operationStrings } from "../../api-strings/operation";
import { preloadConsole } from "./load";
import { useConsoleOpen } from "./open-state";

/** The pane's id, for aria-controls; the console opens there. */
export const CONSOLE_PANE_ID = "api-console-pane";

export function TryIt({ summary }: { readonly summary: string }) {
  const { opened, open, button } = useConsoleOpen();
  return (
    <button
      ref={button}
      type="button"
      className="button button--primary"
      // A stable hook for code that must find the button without React (early clicks, tests).
      data-api-console-open=""
      aria-label={operationStrings.tryItLabel(summary)}
      aria-expanded={opened > 0}
      aria-controls={CONSOLE_PANE_ID}
      onClick={open}
      onPointerEnter={preloadConsole}
      onFocus={preloadConsole}
      onTouchStart={preloadConsole}
    >
      {operationStrings.tryIt}
    </button>
  );
}
