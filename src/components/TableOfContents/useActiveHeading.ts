/** The id of the heading the reader is in: the last one scrolled past the navbar. */
import { useEffect, useState } from "react";

export function useActiveHeading(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join("|");

  useEffect(() => {
    let frame = 0;
    const update = () => {
      // Headings scrolled to sit just below the fixed navbar count as read.
      const offset = (document.querySelector("header")?.getBoundingClientRect().bottom ?? 64) + 16;
      let current: string | null = null;
      for (const id of ids) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top - offset <= 1) current = id;
      }
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(atBottom && ids.length > 0 ? ids[ids.length - 1]! : (current ?? ids[0] ?? null));
    };
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
    // ids are compared by value through key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return active;
}
