/**
 * The order in which deferred subtrees hydrate: each gets its own macrotask, in the order they
 * asked, so no two share a long task. A reader's first press, key or touch opens every slot at
 * once, so the subtree under it hydrates there and then and the event reaches it. The first
 * hydration is over once the layout has mounted (`endFirstHydration`); later renders are
 * client-side navigations and never wait.
 *
 * What the page waits for is the set of slots whose boundary was committed and has not hydrated
 * yet, not a count of slots asked for: React may render a subtree and throw that render away (a
 * hydration mismatch makes it render the whole root again), and a slot asked for by a discarded
 * render never hydrates. Counting those stranded the page: it never reported itself hydrated, so
 * the head script went on holding every click.
 */

/** A deferred subtree's gate: open once its turn has come, or once the reader interacts. */
export interface HydrationSlot {
  open: boolean;
}

/**
 * How long after the layout has mounted the page reports itself hydrated even if a committed
 * slot has not: React is live by then, and a press on a boundary still waiting opens every slot
 * (openAllSlots), so nothing is lost by saying so, while a page that never says so has dead
 * controls. Far above what a slot takes: each opens one macrotask after the one before.
 */
export const HYDRATION_DEADLINE_MS = 10_000;

let firstHydration = typeof window !== "undefined";
let queue: Promise<void> = Promise.resolve();
/** Slots whose boundary is committed and whose subtree has not hydrated. */
const unhydrated = new Set<HydrationSlot>();
const hydrated = new WeakSet<HydrationSlot>();
let whenDone: (() => void)[] = [];
let deadline: ReturnType<typeof setTimeout> | undefined;
const waiting = new Set<HydrationSlot>();
// Once the reader has interacted, nothing waits any more: slots asked for later (React may
// only reach a subtree while handling that very event) open at once.
let interacted = false;

/** Discrete events React replays only into hydrated trees. */
export const INTERACTION_EVENTS = ["pointerdown", "mousedown", "touchstart", "keydown", "focusin", "click"] as const;

export function isFirstHydration(): boolean {
  return firstHydration;
}

/** A new macrotask: a message to ourselves, which is not clamped like a timer. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Opens every waiting slot now, synchronously, so React can hydrate them inside this event. */
export function openAllSlots(): void {
  interacted = true;
  for (const slot of waiting) slot.open = true;
  waiting.clear();
}

let listening = false;

function listenForInteraction(): void {
  if (listening || typeof window === "undefined") return;
  listening = true;
  // Window capture listeners run before React's own on the root element.
  for (const type of INTERACTION_EVENTS) window.addEventListener(type, openAllSlots, { capture: true, passive: true });
}

/**
 * Queues `slot` (asked for while rendering, so a render React discards may ask too); the
 * promise resolves in a macrotask of its own, after every slot asked for before it.
 */
export function nextHydrationSlot(slot: HydrationSlot): Promise<void> {
  if (interacted) slot.open = true;
  else waiting.add(slot);
  listenForInteraction();
  queue = queue.then(nextTask).then(() => {
    slot.open = true;
    waiting.delete(slot);
  });
  return queue;
}

function flush(): void {
  if (unhydrated.size > 0 || firstHydration) return;
  clearTimeout(deadline);
  const callbacks = whenDone;
  whenDone = [];
  for (const callback of callbacks) callback();
}

/** The slot's boundary is on the page (a layout effect): the page now waits for it. */
export function slotCommitted(slot: HydrationSlot): void {
  if (!hydrated.has(slot)) unhydrated.add(slot);
}

/** The slot's subtree has hydrated (its effects ran). */
export function slotHydrated(slot: HydrationSlot): void {
  hydrated.add(slot);
  unhydrated.delete(slot);
  flush();
}

/** The slot's boundary left the page before hydrating (a navigation, an error above it). */
export function slotReleased(slot: HydrationSlot): void {
  unhydrated.delete(slot);
  flush();
}

/**
 * Ends the first hydration and calls `callback` once every committed deferred subtree has
 * hydrated, or at HYDRATION_DEADLINE_MS, whichever comes first.
 */
export function endFirstHydration(callback: () => void): void {
  firstHydration = false;
  whenDone.push(callback);
  clearTimeout(deadline);
  deadline = setTimeout(() => {
    console.warn(
      `Hydration: ${unhydrated.size} deferred part(s) had not hydrated ${HYDRATION_DEADLINE_MS} ms after the page mounted; the page is reported live anyway, and a press on one hydrates it.`,
    );
    unhydrated.clear();
    flush();
  }, HYDRATION_DEADLINE_MS);
  flush();
}
