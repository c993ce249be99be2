/**
 * The runtime half of the framework tuning (CONTRIBUTING.md, "Framework tuning"), called from
 * gatsby-browser.tsx and gatsby-ssr.tsx and nowhere else. Each piece runs only when the build's
 * switch has it on (`__SITE_TUNING__`, src/types/site-tuning.d.ts); off, Gatsby and React do
 * what they do by default. The build-time half is gatsby/tuning/.
 */
import type { ReactNode } from "react";
import { markFirstPageRendered, preloadBodiesWithPages } from "./body-preload";
import { deferAnalyticsScript } from "./defer-analytics";
import { hydrateInTransition } from "./hydrate-in-transition";

/** What the MDX body reads of its deferral (src/mdx/MdxBody.tsx, body-island.tsx). */
export { isDeferredBody, type DeferredBody } from "./deferred-body";

/** gatsby-browser's replaceHydrateFunction: hydration in a transition, or (undefined) Gatsby's own. */
export const tunedHydrateFunction = __SITE_TUNING__.hydrateInTransition ? () => hydrateInTransition : undefined;

/** gatsby-browser's onClientEntry: a navigation waits for the MDX body's chunk (body-preload.ts). */
export function tuneClientEntry(): void {
  if (__SITE_TUNING__.mdxBody) preloadBodiesWithPages();
}

/** gatsby-browser's onInitialClientRender. */
export function tuneInitialClientRender(): void {
  if (__SITE_TUNING__.mdxBody) markFirstPageRendered();
}

/** gatsby-ssr's onPreRenderHTML: the body's closing components, gtag.js loaded after the page (defer-analytics.tsx). */
export function tunePostBodyComponents(components: readonly ReactNode[]): ReactNode[] {
  return __SITE_TUNING__.deferAnalytics ? deferAnalyticsScript(components) : [...components];
}
