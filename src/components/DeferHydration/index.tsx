/**
 * Progressive hydration: on the page's first load, the subtree inside hydrates in a task of its
 * own, after the rest of the page, instead of inside one long task with everything else. Long
 * tasks are what keep a phone from answering a tap (Total Blocking Time).
 *
 * How: the subtree's first client render suspends inside a Suspense boundary. React 18 keeps
 * the server's DOM of a boundary that suspends while hydrating, untouched and on screen, and
 * hydrates it once the promise resolves; the promises resolve one per macrotask
 * (hydration-queue.ts). When the reader clicks, presses a key or touches the page first, every
 * gate opens at once and React hydrates the boundary under the event synchronously before
 * dispatching it, so no input is lost. Server rendering and client-side navigations render
 * the subtree at once.
 */
import React, { Suspense, useEffect, useState } from "react";
import { useIsomorphicLayoutEffect } from "../../hooks/useIsomorphicLayoutEffect";
import {
  isFirstHydration,
  nextHydrationSlot,
  slotCommitted,
  slotHydrated,
  slotReleased,
  type HydrationSlot,
} from "./hydration-queue";

interface Slot extends HydrationSlot {
  readonly promise: Promise<void>;
}

function Gate({ slot, children }: { readonly slot: Slot | null; readonly children: React.ReactElement }) {
  useEffect(() => {
    if (slot) slotHydrated(slot);
  }, [slot]);
  // Before its slot opens, the subtree suspends: the effect above runs only once it has rendered.
  if (slot && !slot.open) throw slot.promise;
  return children;
}

export function DeferHydration({ children }: { readonly children: React.ReactElement }) {
  const [slot] = useState<Slot | null>(() => {
    if (!isFirstHydration()) return null;
    const gate: HydrationSlot = { open: false };
    return Object.assign(gate, { promise: nextHydrationSlot(gate) });
  });
  // The page waits only for boundaries React committed: this component commits even while its
  // Gate suspends, and a render React throws away never gets here (hydration-queue.ts). Layout
  // effects run before the Gate's passive effect, so a slot is never marked hydrated first.
  useIsomorphicLayoutEffect(() => {
    if (!slot) return;
    slotCommitted(slot);
    return () => slotReleased(slot);
  }, [slot]);
  return (
    <Suspense fallback={null}>
      <Gate slot={slot}>{children}</Gate>
    </Suspense>
  );
}
