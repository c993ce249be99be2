/**
 * The app's scripts load after the first paint, not before it. Gatsby ends every page with
 * `<script src async>` tags for the webpack runtime, React and the app; fetched early, they
 * compete with the page for the network and can run before the browser has painted it,
 * holding its first frame back. Here those tags become one inline loader, run once the HTML is
 * parsed, that adds the scripts once the page's frame is on screen: after two animation frames
 * (a frame with the whole page has been produced) and the browser's largest-contentful-paint
 * entry for it (it has been presented). The entry can come several frames after the frame it
 * reports (Chromium 156 headless: 2 to 6 frames, with a presentation time later than the fourth
 * frame's callback), so frames alone are no sign the page is on screen. Three exceptions: when
 * the page had been painted in part before the parse ended (entries came, all older than the
 * loader), the wait is for a later entry during six more frames at most, since the rest of the
 * page may be larger (the announcement bar, then the page's description, with the CPU slowed
 * 6×) but a page painted whole gets no later entry; when the browser has no such entries, two
 * more frames; and a second at the latest (a tab opened in the background paints no frame).
 *
 * Nothing is fetched before that, not even a preload: in Lighthouse's model every request that
 * starts before the largest paint may have held it back, so a preload at parse end let ~90 KB of
 * script into the LCP estimate of a page whose largest text was painted in its first frame
 * (LCP 1.4 to 1.7 s against an FCP of 0.86 s on three of the five benchmark pages). Measured
 * again on 2026-11-27 (issue 36), the scripts added at parse end instead gave a median LCP
 * estimate of 2.1 to 2.4 s on two of three pages, against 0.96 to 1.14 s with the wait.
 *
 * What hydration also needs, the page's data and its template's chunks (page-assets.ts), is
 * asked for in the same moment, rather than by Gatsby's runtime once its own scripts have run:
 * that took two more round trips, one after the other. The page's list rides on attributes
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
  // In the loader, A(k) is the page's list in attribute k; g() adds the scripts and the data's
  // preloads; t is the parse end; a: two frames have run since; L: a largest-contentful-paint
  // entry from t on has come; E: any entry has come; F: the wait is frames (q counts them down),
  // or an entry from t on if one comes first.
  return `<script${attribute}>(function(){var s=${list},d=document,n=0,c=d.currentScript,p=c&&c.getAttribute("data-page-path");if(p!==null&&p!==undefined)window.pagePath=p;function A(k){var v=c&&c.getAttribute(k);return v?v.split(" "):[]}function g(){if(n)return;n=1;A("data-page-data").forEach(function(h){var l=d.createElement("link");l.rel="preload";l.as="fetch";l.crossOrigin="anonymous";l.href=h;d.head.appendChild(l)});s.concat(A("data-page-chunks")).forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.body.appendChild(e)})}function w(){setTimeout(g,0)}function r(f){requestAnimationFrame(f)}var t=performance.now(),a=0,L=0,E=0,F=1,P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("largest-contentful-paint")>=0){F=0;new P(function(l,o){E=1;if(l.getEntries().some(function(e){return e.startTime>=t})){o.disconnect();L=1}if(a&&(L||!F))w()}).observe({type:"largest-contentful-paint",buffered:true})}r(function(){r(function(){a=1;F=F||E;if(L)w();else if(F)q(E?6:2)})});function q(k){if(L||!k)w();else r(function(){q(k-1)})}setTimeout(g,${SCRIPTS_FALLBACK_MS})})();</script>`;
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
