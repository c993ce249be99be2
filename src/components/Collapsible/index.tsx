/**
 * Animates a section's height open and closed; under prefers-reduced-motion the animation
 * takes 1 ms, so it is effectively instant. Closed content is hidden from everyone.
 */
import React, { useEffect, useRef, useState } from "react";

const DURATION_MS = 200;
const REDUCED_MS = 1;

function duration(): number {
  if (typeof window === "undefined" || !window.matchMedia) return DURATION_MS;
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? REDUCED_MS : DURATION_MS;
}

export function Collapsible({
  open,
  children,
  id,
}: {
  readonly open: boolean;
  readonly children: React.ReactNode;
  readonly id?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [rendered, setRendered] = useState(open);
  const first = useRef(true);

  useEffect(() => {
    const el = ref.current;
    if (first.current || !el) {
      first.current = false;
      return undefined;
    }
    const ms = duration();
    el.style.transition = `height ${ms}ms ease-in-out`;
    // `clip`, not `hidden`: a box with overflow hidden is a scroll container, so focusing or
    // scrolling to a link not yet uncovered scrolled the content inside the growing box, and the
    // link slid back down under the pointer as the box grew. Browsers without `clip` keep `hidden`.
    el.style.overflow = "hidden";
    el.style.overflow = "clip";
    if (open) {
      setRendered(true);
      el.style.height = "0px";
      requestAnimationFrame(() => {
        el.style.height = `${el.scrollHeight}px`;
      });
    } else {
      el.style.height = `${el.scrollHeight}px`;
      requestAnimationFrame(() => {
        el.style.height = "0px";
      });
    }
    const done = window.setTimeout(() => {
      el.style.removeProperty("height");
      el.style.removeProperty("overflow");
      el.style.removeProperty("transition");
      if (!open) setRendered(false);
    }, ms + 20);
    return () => window.clearTimeout(done);
  }, [open]);

  return (
    <div ref={ref} id={id} hidden={!open && !rendered} data-collapsible={open ? "open" : "closed"}>
      {children}
    </div>
  );
}
