/** Open/close state of a dropdown that closes on outside click, touch or focus, and on Escape. */
import { useCallback, useRef, useState } from "react";
import { useIsomorphicLayoutEffect } from "../../hooks/useIsomorphicLayoutEffect";

export function useDropdown<T extends HTMLElement>(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const ref = useRef<T>(null);

  // Listening from the render that opens the menu: an immediate Escape or Tab is never missed.
  useIsomorphicLayoutEffect(() => {
    if (!open) return undefined;
    const onOutside = (event: Event) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      ref.current?.querySelector<HTMLElement>("[aria-haspopup]")?.focus();
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
  }, [open]);

  const toggle = useCallback(() => setOpen((o) => !o), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, toggle, close, ref };
}
