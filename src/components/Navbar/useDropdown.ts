/**
 * The behaviour a navbar `<details>` menu gains once the app is live, added to the element the
 * server wrote (never a new one, so a press that starts before hydration and ends after it is one
 * click): it closes on an outside click, touch or focus, on Escape (focus back on its summary) and
 * when an item is chosen. `open` follows the element's `toggle` event; a menu the reader opened
 * before React was listening is read from the element when it mounts (`openedEarly`).
 */
import { useCallback, useRef, useState, type SyntheticEvent } from "react";
import { useIsomorphicLayoutEffect } from "../../hooks/useIsomorphicLayoutEffect";

export function useDropdown() {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const [openedEarly, setOpenedEarly] = useState(false);

  useIsomorphicLayoutEffect(() => {
    if (!ref.current?.open) return;
    setOpenedEarly(true);
    setOpen(true);
  }, []);

  const onToggle = useCallback((event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open), []);

  const close = useCallback((focusSummary = false) => {
    const details = ref.current;
    setOpen(false);
    if (!details) return;
    details.open = false;
    if (focusSummary) details.querySelector("summary")?.focus();
  }, []);

  // Listening from the first commit, and reading the element itself: the `toggle` event comes a
  // task after the press that opens the menu, and an Escape or a click away may come first.
  useIsomorphicLayoutEffect(() => {
    const isOpen = () => ref.current?.open === true;
    const onOutside = (event: Event) => {
      if (isOpen() && !ref.current!.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && isOpen()) close(true);
    };
    document.addEventListener("mousedown", onOutside);
    document.addEventListener("touchstart", onOutside);
    document.addEventListener("focusin", onOutside);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onOutside);
      document.removeEventListener("touchstart", onOutside);
      document.removeEventListener("focusin", onOutside);
      document.removeEventListener("keydown", onKey);
    };
  }, [close]);

  return { ref, open, openedEarly, onToggle, close };
}
