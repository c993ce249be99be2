/**
 * The body of an MDX page. On the page's first load in the production build, the body's
 * code has not been downloaded (src/tuning/deferred-body.ts, with the framework tuning on): the server's HTML stays as it is
 * (React keeps the inner HTML of an element rendered with dangerouslySetInnerHTML when it
 * hydrates) and becomes live when the reader reaches for it (body-island.tsx). Everywhere
 * else (server rendering, client-side navigations, `gatsby develop`) it renders at once.
 */
import React, { useEffect, useRef, useState } from "react";
import { hasNavigated } from "../browser/head-state";
import { hydrateBodyOnIntent } from "./body-island";
import { isDeferredBody } from "../tuning";

// Left out of the bundle with the tuning off (src/types/site-tuning.d.ts): no body is deferred then.
const hydrateIsland = __SITE_TUNING__.mdxBody ? hydrateBodyOnIntent : null;

/** `children` is what gatsby-plugin-mdx passes a template: the compiled MDX as one element. */
export function MdxBody({ children }: { readonly children?: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // Only the page the browser loaded has server HTML to keep (its body may hydrate after the
  // first commit, inside a deferred boundary, so "first hydration" is not the test).
  const [island, setIsland] = useState(
    () =>
      typeof window !== "undefined" &&
      !hasNavigated() &&
      React.isValidElement(children) &&
      isDeferredBody(children.type) &&
      !children.type.loaded,
  );

  useEffect(() => {
    if (!island || !ref.current || !hydrateIsland) return undefined;
    // React rendered this element instead of hydrating it (an update reached it first): there is
    // no server HTML to keep, so the body renders as on a client-side navigation.
    if (!ref.current.hasChildNodes()) {
      setIsland(false);
      return undefined;
    }
    return hydrateIsland(ref.current, children as React.ReactElement);
    // The island is set up once; the body's props do not change while it is server HTML.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [island]);

  if (island)
    return <div ref={ref} data-mdx-body="" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  return <div data-mdx-body="">{children}</div>;
}
