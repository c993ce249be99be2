/**
 * How the page's first render reaches React (gatsby-browser's replaceHydrateFunction).
 * Gatsby calls hydrateRoot as is, and React 18 hydrates at the default priority: one
 * uninterrupted task for the whole page, which on a phone is a long task that blocks the
 * reader's first tap. Started inside a transition, the same hydration is time-sliced: React
 * yields to the browser every few milliseconds. An input that arrives meanwhile is not lost:
 * React hydrates the part under it at once, before dispatching the event. A page with no
 * server HTML (none today; Gatsby's client-only pages) is rendered, as Gatsby would.
 */
import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

export function hydrateInTransition(
  element: ReactElement,
  container: Element | DocumentFragment | Document | null,
): void {
  if (!(container instanceof Element))
    throw new Error("hydrateInTransition: Gatsby passed no root element (#___gatsby).");
  const hasServerHtml = (document.getElementById("gatsby-focus-wrapper")?.children.length ?? 0) > 0;
  startTransition(() => {
    if (hasServerHtml) hydrateRoot(container, element);
    else createRoot(container).render(element);
  });
}
