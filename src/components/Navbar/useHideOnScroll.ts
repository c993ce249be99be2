/** When enabled: hide the navbar while scrolling down, show it on scroll up, at the top, and after an anchor jump. */
import { useEffect, useState } from "react";

const NAVBAR_HEIGHT = 64;

export function useHideOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    let last = window.scrollY;
    let anchorJump = false;
    const onScroll = () => {
      const y = window.scrollY;
      if (anchorJump) {
        anchorJump = false;
        setHidden(false);
      } else if (y < NAVBAR_HEIGHT) setHidden(false);
      else if (y > last) setHidden(true);
      else if (y < last) setHidden(false);
      last = y;
    };
    const onHash = () => {
      anchorJump = true;
      setHidden(false);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("hashchange", onHash);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("hashchange", onHash);
    };
  }, [enabled]);
  return hidden;
}
