/**
 * Below 997 px the open console covers the whole screen (console.css), so there it is a modal
 * dialog: the page behind it is made inert (aria-hidden's inertOthers), which keeps Tab and a
 * screen reader inside the console instead of on controls the reader cannot see. From 997 px
 * the console sits in the page beside the reference, and the page stays live.
 */
import { inertOthers } from "aria-hidden";
import { useEffect, useState, type RefObject } from "react";

/** console.css's full-screen breakpoint. */
const FULL_SCREEN_QUERY = "(max-width: 996px)";

/** Whether the console covers the screen now; while it does, everything else is inert. */
export function useFullScreenDialog(element: RefObject<HTMLElement>): boolean {
  const [fullScreen, setFullScreen] = useState(false);
  useEffect(() => {
    const media = window.matchMedia(FULL_SCREEN_QUERY);
    const follow = () => setFullScreen(media.matches);
    follow();
    media.addEventListener("change", follow);
    return () => media.removeEventListener("change", follow);
  }, []);
  useEffect(() => {
    if (!fullScreen || !element.current) return undefined;
    return inertOthers(element.current);
  }, [fullScreen, element]);
  return fullScreen;
}
