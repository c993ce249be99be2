/**
 * The inline script that adds a third-party script once the page has loaded and the browser has
 * reported its first contentful paint: the framework tuning's "defer-analytics" piece writes it in
 * place of gtag.js's <script src> (src/tuning/defer-analytics.tsx, which says why), and the build
 * lists it among the inline scripts its deploy headers allow (gatsby/inline-scripts.ts).
 */
import { scriptJson } from "../common/script-json";

export function afterLoadLoader(src: string): string {
  const url = scriptJson(src);
  // After the load event and the first-contentful-paint entry (two frames where the browser has
  // no paint entries).
  return `(function(){var w=window,P=w.PerformanceObserver;function l(){var e=document.createElement("script");e.async=true;e.src=${url};document.body.appendChild(e)}function f(){if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(q,o){if(q.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(l,0)}}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(l,0)})})}if(document.readyState==="complete")f();else w.addEventListener("load",f)})();`;
}
