/**
 * Progressive hydration: on the page's first load, the subtree inside hydrates in a task of its
 * own, after the rest of the page, instead of inside one long task with everything else. Long
 * tasks are what keep a phone from answering a tap (Total Blocking Time).
 *
 * How: the subtree's first client render suspends. During hydration Preact keeps the server's
 * DOM of a suspended subtree on screen, untouched, and hydrates it once the promise resolves;
 * the promises resolve one per macrotask (hydration-queue.ts). The subtree must have one root
 * element. Server rendering and client-side navigations render it at once.
 */
import React, { Suspense, useEffect, useState } from "react";
import { isFirstHydration, nextHydrationSlot, slotHydrated } from "./hydration-queue";

interface Slot {
  done: boolean;
  readonly promise: Promise<void>;
}

function Gate({ slot, children }: { readonly slot: Slot | null; readonly children: React.ReactElement }) {
  useEffect(() => {
    if (slot) slotHydrated();
  }, [slot]);
  // Before its slot comes, the subtree suspends: the effect above runs only once it has rendered.
  if (slot && !slot.done) throw slot.promise;
  return children;
}

export function DeferHydration({ children }: { readonly children: React.ReactElement }) {
  const [slot] = useState<Slot | null>(() => {
    if (!isFirstHydration()) return null;
    const created: Slot = {
      done: false,
      promise: nextHydrationSlot().then(() => {
        created.done = true;
      }),
    };
    return created;
  });
  return (
    <Suspense fallback={null}>
      <Gate slot={slot}>{children}</Gate>
    </Suspense>
  );
}
