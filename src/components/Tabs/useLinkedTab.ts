/**
 * For tabs whose panels carry ids (linked tabs): the URL's #hash picks the tab, on load and on
 * every hash change, and the page scrolls to the panel it now shows (the browser's own jump
 * found it hidden). Until the page has run (`settled` false), the server's markup stands and
 * CSS shows the panel the hash names (:target), else the first.
 */
import { useEffect, useState } from "react";
import { flushSync } from "react-dom";

export function useLinkedTab(
  idOf: ((value: string) => string) | undefined,
  values: readonly string[],
  select: (value: string) => void,
): boolean {
  const [settled, setSettled] = useState(!idOf);
  const key = values.join(" ");
  useEffect(() => {
    if (!idOf) return undefined;
    const hashed = () => key.split(" ").find((value) => `#${idOf(value)}` === window.location.hash);
    const start = hashed();
    if (start) select(start);
    setSettled(true);
    const follow = () => {
      const value = hashed();
      if (!value) return;
      flushSync(() => select(value));
      document.getElementById(idOf(value))?.scrollIntoView();
    };
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
    // idOf and select are fixed for a tab group's life; the values are compared by key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return settled;
}
