/**
 * The order in which deferred subtrees hydrate: each gets its own macrotask, in the order they
 * asked, so no two share a long task. A reader's first press, key or touch opens every slot at
 * once, so the subtree under it hydrates there and then and the event reaches it. The first
 * hydration is over once the layout has mounted (`endFirstHydration`); later renders are
 * client-side navigations and never wait.
 */

/** A deferred subtree's gate: open once its turn has come, or once the reader interacts. */
export interface HydrationSlot {
  open: boolean;
}

let firstHydration = typeof window !== "undefined";
let queue: Promise<void> = Promise.resolve();
let pending = 0;
let whenDone: (() => void)[] = [];
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

/** Queues `slot`; the promise resolves in a macrotask of its own, after every slot asked for before it. */
export function nextHydrationSlot(slot: HydrationSlot): Promise<void> {
  pending++;
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
  if (pending > 0 || firstHydration) return;
  const callbacks = whenDone;
  whenDone = [];
  for (const callback of callbacks) callback();
}

/** A deferred subtree has hydrated (its effects ran). */
export function slotHydrated(): void {
  pending--;
  flush();
}

/** Ends the first hydration and calls `callback` once every deferred subtree has hydrated. */
export function endFirstHydration(callback: () => void): void {
  firstHydration = false;
  whenDone.push(callback);
  flush();
}
