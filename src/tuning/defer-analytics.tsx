/**
 * gatsby-plugin-google-gtag adds gtag.js as an async script at the end of the body. Fetched
 * and run while the page is still loading, a third-party script competes with the page's own
 * first paint and hydration. Page views do not need it early: the plugin's inline snippet
 * defines `gtag()` as a queue (`dataLayer`), which gtag.js reads whenever it arrives. So the
 * script tag becomes a loader that adds it once the page has loaded and been painted.
 */
import { scriptJson } from "../common/script-json";
import React, { isValidElement, type ReactNode } from "react";

/** The key gatsby-plugin-google-gtag gives its <script src> element. */
export const GTAG_SCRIPT_KEY = "gatsby-plugin-google-gtag";

export function afterLoadLoader(src: string): string {
  const url = scriptJson(src);
  // After the load event and two frames: a page can load before its first frame is on screen.
  return `(function(){function l(){var e=document.createElement("script");e.async=true;e.src=${url};document.body.appendChild(e)}function f(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(l,0)})})}if(document.readyState==="complete")f();else window.addEventListener("load",f)})();`;
}

export function deferAnalyticsScript(components: readonly ReactNode[]): ReactNode[] {
  return components.map((component) => {
    if (!isValidElement<{ src?: string }>(component) || component.key !== GTAG_SCRIPT_KEY || !component.props.src) {
      return component;
    }
    return <script key={GTAG_SCRIPT_KEY} dangerouslySetInnerHTML={{ __html: afterLoadLoader(component.props.src) }} />;
  });
}
