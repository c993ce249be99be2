/**
 * `useLayoutEffect` in the browser, `useEffect` on the server (where neither runs, and React
 * warns about the first). Used for listeners a reader's very next key press depends on, such as
 * Escape and Tab right after a menu opens: Preact runs plain effects only after the next frame,
 * layout effects before the browser handles another event.
 */
import { useEffect, useLayoutEffect } from "react";

export const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;
