/**
 * The app's scripts are fetched once the page's HTML is parsed and run once it is painted.
 * Gatsby ends every page with `<script src async>` tags for the webpack runtime, React and the
 * app, and preloads them in the head: fetched from the first byte, they share the network with
 * the page itself, and they can run before the browser has painted it, holding its first frame
 * back. Here those tags become one inline loader, run once the HTML is parsed. If the page has
 * painted by then (the browser has a paint entry for it: a long page on a slow phone), it
 * preloads at once every script hydration needs, with the page's data (as Gatsby's loader
 * fetches it: same origin, CORS mode, so the response is reused); otherwise they are fetched
 * when the scripts are added. It adds the script tags two animation frames later if the page
 * has been painted by then (a largest-contentful-paint entry has come), or else once the first
 * such entry comes; and after a second at the latest (a tab opened in the background paints no
 * frame).
 *
 * Why at the parse end, measured on the phone profile (issue 36, 2026-11-27,
 * `scripts/bench-phone.mjs` and a DevTools trace of /quickstart/): the page's HTML has arrived
 * at about 0.33 s, but its parse and layout hold the main thread until about 0.9 s, and the page
 * paints while it parses. Fetches started earlier (preloads at the start of the body) made the
 * parse itself slower (parse end 1.1–1.26 s, LCP 0.87–0.94 s) and brought hydration no sooner;
 * with Gatsby's own preloads in the head, controls went live 0.1–0.3 s later. A page that paints only after its parse (a short page, or
 * Lighthouse's unthrottled run) fetches nothing before its first paint: a fetch before it
 * doubled the LCP estimate of `/`. Until that day the loader fetched nothing before the largest
 * paint and then waited up to six more frames for a later paint entry, since Lighthouse's model
 * counts every request started before the largest paint as holding it back; on the phone that
 * wait cost more than it bought in that estimate (CONTRIBUTING.md, "Framework tuning", has both
 * sides' figures).
 *
 * What hydration also needs, the page's data and its template's chunks (page-assets.ts), is
 * asked for in the same moment, rather than by Gatsby's runtime once its own scripts have run:
 * that took two more round trips, one after the other. The page's lists ride on attributes
 * (`data-page-data`, `data-page-chunks`), so the loader's text stays the same on every page.
 *
 * Gatsby also writes each page's path in an inline script of its own (`window.pagePath`),
 * the one inline script that differs from page to page. The loader takes that job: the path
 * rides on its `data-page-path` attribute, so every page's inline scripts are the same few,
 * and the Content-Security-Policy can allow them by hash (src/build/built-site/page-path-script.ts does the
 * same when this piece is off).
 *
 * Runs on the built HTML, since the tags come from Gatsby's `_gatsby-scripts` slice, which is
 * stitched into each page after server rendering; it is idempotent.
 */

import { scriptJson } from "../../src/common/script-json";
import { escapeAttribute, PAGE_PATH_SCRIPT, pagePathOf } from "../../src/build/built-site/page-path-script";
import type { PageAssets } from "./page-assets";

const ASYNC_SCRIPT = /<script src="([^"<>]+)" async(?:="")?><\/script>/g;

/** Latest moment (ms) the scripts are added when no frame has been painted by then. */
export const SCRIPTS_FALLBACK_MS = 1000;

export function scriptLoader(sources: readonly string[], pagePath?: string, assets?: PageAssets): string {
  const list = scriptJson(sources);
  const attribute =
    (pagePath === undefined ? "" : ` data-page-path="${escapeAttribute(pagePath)}"`) +
    (assets
      ? ` data-page-data="${escapeAttribute(assets.data.join(" "))}" data-page-chunks="${escapeAttribute(assets.chunks.join(" "))}"`
      : "");
  // In the loader, A(k) is the page's list in attribute k; S every script to run; f(h, k, o)
  // preloads h as k (o: in CORS mode, as Gatsby's loader fetches page data); z() preloads
  // everything once, at once if the page has painted (b: its paint entries) or else with g(),
  // which adds the scripts; a: two frames have run since the parse ended; E: a
  // largest-contentful-paint entry has come; F: the browser has no such entries, so the two
  // frames are all the wait.
  return `<script${attribute}>(function(){var s=${list},d=document,n=0,c=d.currentScript,p=c&&c.getAttribute("data-page-path");if(p!==null&&p!==undefined)window.pagePath=p;function A(k){var v=c&&c.getAttribute(k);return v?v.split(" "):[]}var S=s.concat(A("data-page-chunks")),m=0,b=performance.getEntriesByType?performance.getEntriesByType("paint"):[];function f(h,k,o){var l=d.createElement("link");l.rel="preload";l.as=k;if(o)l.crossOrigin="anonymous";l.href=h;d.head.appendChild(l)}function z(){if(m)return;m=1;S.forEach(function(u){f(u,"script")});A("data-page-data").forEach(function(h){f(h,"fetch",1)})}if(b.length)z();function g(){if(n)return;n=1;z();S.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.body.appendChild(e)})}function w(){setTimeout(g,0)}function r(f){requestAnimationFrame(f)}var a=0,E=0,F=1,P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("largest-contentful-paint")>=0){F=0;new P(function(l,o){E=1;o.disconnect();if(a)w()}).observe({type:"largest-contentful-paint",buffered:true})}r(function(){r(function(){a=1;if(E||F)w()})});setTimeout(g,${SCRIPTS_FALLBACK_MS})})();</script>`;
}

/**
 * The page path Gatsby writes a built HTML file for (the inverse of its generateHtmlPath, with
 * trailingSlash "always"): "quickstart/index.html" is "/quickstart/", "404.html" is "/404.html".
 */
export function pagePathOfHtmlFile(relative: string): string {
  return relative.endsWith("index.html") ? `/${relative.slice(0, -"index.html".length)}` : `/${relative}`;
}

/**
 * The page's HTML with Gatsby's async script tags replaced by the loader (unchanged when it has
 * none), which also asks for the page's `assets` when given. `builtPagePath` (pagePathOfHtmlFile) stands in for Gatsby's page-path script when that
 * is gone: a warm build whose scripts changed stitches fresh script tags into the pages it did
 * not render again, into HTML this function already rewrote, so the script is no longer there.
 */
export function loadScriptsAfterFirstPaint(html: string, builtPagePath?: string, assets?: PageAssets): string {
  const sources = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]!);
  if (sources.length === 0) return html;
  const pagePath = pagePathOf(html) ?? builtPagePath;
  let first = true;
  return html.replace(PAGE_PATH_SCRIPT, "").replace(ASYNC_SCRIPT, () => {
    if (!first) return "";
    first = false;
    return scriptLoader(sources, pagePath, assets);
  });
}
