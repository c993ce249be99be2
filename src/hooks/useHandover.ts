/**
 * For a control whose server HTML works on its own (a `<details>` menu, which opens with mouse,
 * touch and keyboard before the app's code has run, or without JavaScript) and whose React form
 * is richer (closes on an outside click or Escape, traps focus, the ARIA of a menu button). The
 * first client render is the static form, so it hydrates as the server wrote it; right after
 * hydration, before the next paint, a layout effect reads what the reader did meanwhile (`read`,
 * given the static element) and the component renders its React form from that. Components
 * mounted after the first hydration (a client-side navigation, the mobile drawer) start in their
 * React form, from `read(null)`.
 */
import { useRef, useState, type RefObject } from "react";
import { isFirstHydration } from "../components/DeferHydration/hydration-queue";
import { useIsomorphicLayoutEffect } from "./useIsomorphicLayoutEffect";

export function useHandover<T extends HTMLElement, S>(
  read: (element: T | null) => S,
): { readonly ref: RefObject<T>; readonly state: S | null } {
  const ref = useRef<T>(null);
  // The server renders the static form; so does the client's first render, over the server's HTML.
  const [state, setState] = useState<S | null>(() =>
    typeof window === "undefined" || isFirstHydration() ? null : read(null),
  );
  useIsomorphicLayoutEffect(() => {
    if (state === null) setState(read(ref.current));
    // `read` is called once, at the handover.
  }, [state]);
  return { ref, state };
}

/** What a static `<details>` menu hands over: whether it is open, and whether focus is inside it. */
export interface DetailsState {
  readonly open: boolean;
  readonly focused: boolean;
}

export function readDetails(element: HTMLDetailsElement | null): DetailsState {
  return {
    open: element?.open ?? false,
    focused: element !== null && element.contains(document.activeElement),
  };
}
