/**
 * How the page's first render reaches React (gatsby-browser's replaceHydrateFunction).
 * Gatsby calls hydrateRoot as is, and React 18 hydrates at the default priority: one
 * uninterrupted task for the whole page, which on a phone is a long task that blocks the
 * reader's first tap. Started inside a transition, the same hydration is time-sliced: React
 * yields to the browser every few milliseconds. An input that arrives meanwhile is not lost:
 * React hydrates the part under it at once, before dispatching the event.
 *
 * Only a container that holds server HTML is hydrated; any other is rendered, as Gatsby would.
 * The test reads the container Gatsby passed, never the document: `gatsby develop` serves no
 * server HTML and also calls this for its loading indicator, in an element of its own made
 * after the page has rendered, so a test of the page's wrapper would hydrate that empty element
 * and fail (React's "Hydration failed" in the develop overlay). Like Gatsby's own, it returns
 * the root's cleanup, which develop calls to remove the indicator.
 */
import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";

/** Whether `container` holds server HTML: Gatsby's focus wrapper inside it has content. */
export function hasServerHtml(container: Element): boolean {
  return (container.querySelector("#gatsby-focus-wrapper")?.children.length ?? 0) > 0;
}

export function hydrateInTransition(
  element: ReactElement,
  container: Element | DocumentFragment | Document | null,
): () => void {
  if (!(container instanceof Element))
    throw new Error("hydrateInTransition: Gatsby passed no root element (#___gatsby).");
  const hydrate = hasServerHtml(container);
  let root: Root | null = null;
  startTransition(() => {
    if (hydrate) root = hydrateRoot(container, element);
    else {
      root = createRoot(container);
      root.render(element);
    }
  });
  return () => root?.unmount();
}
