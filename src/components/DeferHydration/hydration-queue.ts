/**
 * The order in which deferred subtrees hydrate: each gets its own macrotask, in the order they
 * asked, so no two share a long task. The first hydration is over once the layout has mounted
 * (`endFirstHydration`); later renders are client-side navigations and never wait.
 */
let firstHydration = typeof window !== "undefined";
let queue: Promise<void> = Promise.resolve();
let pending = 0;
let whenDone: (() => void)[] = [];

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

/** Resolves in a macrotask of its own, after every slot asked for before it. */
export function nextHydrationSlot(): Promise<void> {
  pending++;
  queue = queue.then(nextTask);
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
