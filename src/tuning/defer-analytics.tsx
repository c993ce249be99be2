/**
 * gatsby-plugin-google-gtag adds gtag.js as an async script at the end of the body. Fetched
 * and run while the page is still loading, a third-party script competes with the page's own
 * first paint and hydration. Page views do not need it early: the plugin's inline snippet
 * defines `gtag()` as a queue (`dataLayer`), which gtag.js reads whenever it arrives. So the
 * script tag becomes a loader that adds it once the page has loaded and the browser has reported
 * its first contentful paint.
 *
 * Why the paint entry and not two frames after `load`, as until 2026-11-28: a short page on a
 * fast machine loads before its first frame is presented, and two frames later the frame may
 * still not be on screen. In Lighthouse's unthrottled run gtag.js was then sometimes asked for
 * before the first paint, and its model counts such a request as holding the paint back: the
 * LCP estimate of such runs went from about 0.9 s to 1.53 s (8 runs in 45; a new origin's
 * connection). The entry comes once the frame has been presented.
 */
import { afterLoadLoader } from "../browser/after-load-script";
import React, { isValidElement, type ReactNode } from "react";

/** The key gatsby-plugin-google-gtag gives its <script src> element. */
export const GTAG_SCRIPT_KEY = "gatsby-plugin-google-gtag";

export function deferAnalyticsScript(components: readonly ReactNode[]): ReactNode[] {
  return components.map((component) => {
    if (!isValidElement<{ src?: string }>(component) || component.key !== GTAG_SCRIPT_KEY || !component.props.src) {
      return component;
    }
    return <script key={GTAG_SCRIPT_KEY} dangerouslySetInnerHTML={{ __html: afterLoadLoader(component.props.src) }} />;
  });
}
