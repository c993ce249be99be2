/**
 * The app's scripts are fetched while a phone still parses the page's HTML, and run once the
 * page is parsed and painted. Gatsby ends every page with `<script src async>` tags for the
 * webpack runtime, React and the app, and preloads them in the head: fetched from the first
 * byte, they share the network with the page itself and hold its first frame back, and they can
 * run before the browser has painted it. Here those tags become one inline loader, the first
 * element of the body. If the HTML is still being parsed at the third animation frame after the
 * loader ran (a long page on a phone, painted by then), it preloads every script hydration needs
 * there and then; if the parse ends first, it preloads them at the parse end if the page has a
 * paint entry by then, and otherwise fetches nothing before the page's first paint entry. Once
 * the parse has ended (DOMContentLoaded) it adds the script tags, with a preload of the page's
 * data (as Gatsby's loader fetches it: same origin, CORS mode, so the response is reused), two
 * frames later if the page has been painted by then (a largest-contentful-paint entry has come),
 * or else once the first such entry comes; and a second after the parse at the latest (a tab
 * opened in the background paints no frame).
 *
 * Why, measured on the phone profile (2026-11-28, `scripts/bench-phone.mjs` and
 * DevTools traces of /quickstart/): the page's HTML has arrived at about 0.33 s, its parse and
 * layout hold the main thread until about 0.8 s, and the page paints at about 0.45 s while it
 * parses. Fetched from the parse end (this loader until that day, at the end of the body), the
 * 88 KB arrived at about 1.5 s; fetched from the third frame (0.54–0.59 s), they arrive about
 * 0.25 s sooner, and controls go live 0.1–0.3 s sooner (CONTRIBUTING.md, "Framework tuning", has the
 * figures). Fetched before the page's first paint they hold it back: preloads at the start of the
 * body made the parse slower and LCP 0.3 s later. And Lighthouse's model counts a request started
 * before a paint as holding it back: fetched at the second frame, when its unthrottled run had
 * not always presented the first paint, the scripts sent the LCP estimate from about 0.9 s to
 * 1.5–1.9 s in 6 runs of 15. The page's data (one small file) is asked for with the script tags,
 * not earlier: it arrives well before them even so.
 *
 * What hydration also needs, the page's data and its template's chunks (page-assets.ts), is
 * asked for in the same moment, rather than by Gatsby's runtime once its own scripts have run:
 * that took two more round trips, one after the other. The page's lists ride on attributes
 * (`data-page-data`, `data-page-chunks`), so the loader's text stays the same on every page.
 *
 * A reader who reaches for search before the page has hydrated (the head script keeps the
 * request and says so with an `early-search` event: src/browser/early-input-script.ts) has the
 * search modal's scripts and stylesheets (`data-search-assets`) preloaded as soon as every
 * script hydration needs has arrived: they then load while the page hydrates instead of after
 * it. Asked for at once, they shared the network with those scripts, and on the phone profile
 * the controls went live 0.25–0.3 s later for the modal to open 0.06 s sooner.
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
import { EARLY_INPUT_GLOBAL, EARLY_SEARCH_EVENT } from "../../src/common/early-input-contract";
import type { PageAssets } from "./page-assets";

const ASYNC_SCRIPT = /<script src="([^"<>]+)" async(?:="")?><\/script>/g;
/** The loader's own element, marked so a later rewrite can find it and put a fresh one in its place. */
const LOADER_ID = "script-loader";
const LOADER = new RegExp(`<script id="${LOADER_ID}"[^>]*>[\\s\\S]*?<\\/script>`);
const BODY_START = /<body[^>]*>/;

/**
 * The frame, counted from the loader's run, from which a page still being parsed fetches its
 * scripts. By then a phone has painted the page (the third frame came at 0.54–0.59 s on the
 * phone profile, the page's first paint at about 0.45 s); at the second, Lighthouse's
 * unthrottled run had not always presented its first paint yet.
 */
export const EARLY_FETCH_FRAMES = 3;

/** Latest moment (ms after the parse ends) the scripts are added when no frame has been painted by then. */
export const SCRIPTS_FALLBACK_MS = 1000;

export function scriptLoader(sources: readonly string[], pagePath?: string, assets?: PageAssets): string {
  const attribute =
    (pagePath === undefined ? "" : ` data-page-path="${escapeAttribute(pagePath)}"`) +
    (assets
      ? ` data-page-data="${escapeAttribute(assets.data.join(" "))}" data-page-chunks="${escapeAttribute(assets.chunks.join(" "))}"` +
        (assets.search.length > 0 ? ` data-search-assets="${escapeAttribute(assets.search.join(" "))}"` : "")
      : "");
  return `<script id="${LOADER_ID}"${attribute}>${loaderText(sources)}</script>`;
}

/** The loader's text for these scripts: the same on every page of a build (its lists ride on attributes). */
export function loaderText(sources: readonly string[]): string {
  const list = scriptJson(sources);
  // In the loader, A(k) is the page's list in attribute k; S every script to run; r(f) runs f
  // before the next frame; f(h, k, o) preloads h as k (o: in CORS mode, as Gatsby's loader
  // fetches page data); z() preloads the scripts once: from q(), at the EARLY_FETCH_FRAMES-th
  // frame if the HTML is still being parsed then, or at the parse end (e()) if the page has a
  // paint entry by then, or from g(), which also preloads the page's data and adds the scripts;
  // a: two frames have run since the parse ended; E: a largest-contentful-paint entry has come;
  // F: the browser has no such entries, so the two frames are all the wait. Q() preloads the
  // search modal's files once search is asked for before hydration (the head script keeps the
  // request: src/browser/early-input-script.ts), as soon as every script hydration needs has
  // arrived (t(e) counts them in L; W: search waits for them; Y: done), so it never delays them.
  const earlyInput = `window.${EARLY_INPUT_GLOBAL}`;
  return `(function(){var s=${list},d=document,n=0,m=0,c=d.currentScript,p=c&&c.getAttribute("data-page-path");if(p!==null&&p!==undefined)window.pagePath=p;function A(k){var v=c&&c.getAttribute(k);return v?v.split(" "):[]}var S=s.concat(A("data-page-chunks")),L=0,W=0,Y=0;function r(f){requestAnimationFrame(f)}function f(h,k,o){var l=d.createElement("link");l.rel="preload";l.as=k;if(o)l.crossOrigin="anonymous";l.href=h;d.head.appendChild(l);return l}function t(e){L++;e.onload=e.onerror=function(){if(!--L&&W)Q()}}function z(){if(m)return;m=1;S.forEach(function(u){t(f(u,"script"))})}function g(){if(n)return;var x=m;n=m=1;A("data-page-data").forEach(function(h){f(h,"fetch",1)});S.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;if(!x)t(e);d.body.appendChild(e)})}function w(){setTimeout(g,0)}var a=0,E=0,F=1,P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("largest-contentful-paint")>=0){F=0;new P(function(l,o){E=1;o.disconnect();if(a)w()}).observe({type:"largest-contentful-paint",buffered:true})}var j=0;function q(){if(m||d.readyState!=="loading")return;if(++j>${EARLY_FETCH_FRAMES - 1})return z();r(q)}r(q);function e(){if(performance.getEntriesByType("paint").length)z();r(function(){r(function(){a=1;if(E||F)w()})});setTimeout(g,${SCRIPTS_FALLBACK_MS})}if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",e);else e();function Q(){if(Y)return;if(L||!m){W=1;return}Y=1;A("data-search-assets").forEach(function(h){f(h,/\\.css$/.test(h)?"style":"script")})}if(${earlyInput}&&${earlyInput}.query!==null)Q();else window.addEventListener("${EARLY_SEARCH_EVENT}",Q,{once:true})})();`;
}

/**
 * The loader texts this build writes: one for the scripts of each of Gatsby's `_gatsby-scripts`
 * slices (public/_gatsby/slices/), whose tags every page is stitched with. The deploy headers
 * allow exactly these (gatsby/inline-scripts.ts).
 */
export function loaderScriptsOfSlices(sliceHtml: readonly string[]): string[] {
  return sliceHtml
    .map((html) => [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]!))
    .filter((s) => s.length > 0)
    .map(loaderText);
}

/**
 * The page path Gatsby writes a built HTML file for (the inverse of its generateHtmlPath, with
 * trailingSlash "always"): "quickstart/index.html" is "/quickstart/", "404.html" is "/404.html".
 */
export function pagePathOfHtmlFile(relative: string): string {
  return relative.endsWith("index.html") ? `/${relative.slice(0, -"index.html".length)}` : `/${relative}`;
}

/**
 * The page's HTML with Gatsby's async script tags removed and the loader, which also asks for
 * the page's `assets` when given, made the body's first element (unchanged when it has no such
 * tags). `builtPagePath` (pagePathOfHtmlFile) stands in for Gatsby's page-path script when that
 * is gone: a warm build whose scripts changed stitches fresh script tags into the pages it did
 * not render again, into HTML this function already rewrote, so the script is no longer there
 * and the earlier loader is.
 */
export function loadScriptsAfterFirstPaint(html: string, builtPagePath?: string, assets?: PageAssets): string {
  const sources = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]!);
  if (sources.length === 0) return html;
  if (!BODY_START.test(html)) throw new Error("scripts-after-first-paint: the page has no <body> to put the loader in");
  const pagePath = pagePathOf(html) ?? builtPagePath;
  const loader = scriptLoader(sources, pagePath, assets);
  return html
    .replace(PAGE_PATH_SCRIPT, "")
    .replace(ASYNC_SCRIPT, "")
    .replace(LOADER, "")
    .replace(BODY_START, (body) => body + loader);
}
