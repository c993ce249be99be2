/**
 * `useLayoutEffect` in the browser, `useEffect` on the server (where neither runs, and React
 * warns about the first). Used for listeners a reader's very next key press depends on, such as
 * Escape and Tab right after a menu opens: a layout effect is in place before the browser
 * paints the open menu, so no key pressed on seeing it can arrive first.
 */
import { useEffect, useLayoutEffect } from "react";

export const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;
