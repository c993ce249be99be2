/**
 * Takes the reader to the opened console with its form's top at the top of what they see. In the
 * two-pane layout the console sits in the request pane, a sticky scroller of its own: the window
 * scrolls until the pane is stuck below the navbar, then the pane scrolls to the console, so
 * the whole form and Send fit in view (or, for a form taller than the pane, Send and as much of
 * the form above it as fits). Elsewhere (one column, the phone's full-screen console)
 * the console scrolls to the top as any anchor does.
 */
function isScroller(element: HTMLElement): boolean {
  const { overflowY, position } = getComputedStyle(element);
  return position === "sticky" && /auto|scroll/.test(overflowY) && element.scrollHeight > element.clientHeight;
}

export function bringIntoView(target: HTMLElement, pane: HTMLElement | null, end?: HTMLElement | null): void {
  if (!pane || !isScroller(pane)) {
    target.scrollIntoView({ block: "start" });
    return;
  }
  const stuckAt = parseFloat(getComputedStyle(pane).top) || 0;
  window.scrollBy({ top: pane.getBoundingClientRect().top - stuckAt, behavior: "instant" });
  pane.scrollBy({ top: target.getBoundingClientRect().top - pane.getBoundingClientRect().top, behavior: "instant" });
  // A form taller than the pane (a custom server adds a field): scroll on until `end` (Send)
  // shows, though the heading above the form leaves the view; never past the form's own top.
  if (!end) return;
  const paneBox = pane.getBoundingClientRect();
  const past = end.getBoundingClientRect().bottom + END_MARGIN_PX - paneBox.bottom;
  const room = (end.closest("form") ?? end).getBoundingClientRect().top - paneBox.top;
  if (past > 0) pane.scrollBy({ top: Math.min(past, Math.max(0, room)), behavior: "instant" });
}

/** Space kept below Send, so its focus ring shows too. */
const END_MARGIN_PX = 8;
