/**
 * Browser-side state of <head> across client-side navigations: whether the reader has moved
 * to another page (react-helmet is loaded from then on) and a hook for work that must see the
 * new page's title, such as the analytics page view.
 */

let navigated = false;
let pending: (() => void)[] = [];
let awaitingHead = false;

/** Called before a client-side navigation to another path renders its page. */
export function markNavigation(): void {
  navigated = true;
  awaitingHead = true;
}

export function hasNavigated(): boolean {
  return navigated;
}

/** react-helmet has written the head of the page now shown. */
export function headUpdated(): void {
  awaitingHead = false;
  const run = pending;
  pending = [];
  for (const fn of run) fn();
}

/** How long a page view waits for a new title before it is sent with the title there is. */
export const HEAD_WAIT_MS = 2000;

/** Runs `fn` once the shown page's head is in place (at once when no navigation is pending). */
export function afterHeadUpdate(fn: () => void): void {
  if (!awaitingHead) {
    fn();
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    fn();
  };
  pending.push(once);
  window.setTimeout(once, HEAD_WAIT_MS);
}
