/**
 * The app's scripts run after the first paint, not before it. Gatsby ends every page with
 * `<script src async>` tags for the webpack runtime, React and the app; fetched early, they
 * can arrive and run before the browser has painted the page, holding its first frame back
 * and, in Lighthouse's model, making the page's largest text wait for them (LCP well after
 * FCP). Here those tags become one inline loader that starts the downloads at once
 * (`rel=preload`) and adds the scripts once the first frame is on screen (the task after the
 * second animation frame: the first frame's paint is presented by then), or after a second at
 * the latest (a tab opened in the background paints no frame).
 *
 * The downloads are low priority (`fetchpriority=low`): they do not block rendering, so they
 * must not compete with the document and its images. At the default (High) priority, a
 * preload that starts before the first paint counts as render-blocking in Lighthouse's model,
 * which then lets the page's first paint and largest text wait for ~90 KB of script it never
 * waits for (the schema page's LCP swung from 0.85 to 1.7 s on that race).
 *
 * Gatsby also writes each page's path in an inline script of its own (`window.pagePath`),
 * the one inline script that differs from page to page. The loader takes that job: the path
 * rides on its `data-page-path` attribute, so every page's inline scripts are the same few,
 * and the Content-Security-Policy can allow them by hash (deploy-headers.ts).
 *
 * Runs on the built HTML, since the tags come from Gatsby's `_gatsby-scripts` slice, which is
 * stitched into each page after server rendering; it is idempotent.
 */

import { scriptJson } from "../src/common/script-json";

const ASYNC_SCRIPT = /<script src="([^"<>]+)" async(?:="")?><\/script>/g;
const PAGE_PATH_SCRIPT =
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath="((?:[^"\\<]|\\.)*)";\/\*\]\]>\*\/<\/script>/;

/** Latest moment (ms) the scripts are added when no frame has been painted by then. */
export const SCRIPTS_FALLBACK_MS = 1000;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function scriptLoader(sources: readonly string[], pagePath?: string): string {
  const list = scriptJson(sources);
  const attribute = pagePath === undefined ? "" : ` data-page-path="${escapeAttribute(pagePath)}"`;
  return `<script${attribute}>(function(){var s=${list},d=document,n=0,c=d.currentScript,p=c&&c.getAttribute("data-page-path");if(p!==null&&p!==undefined)window.pagePath=p;s.forEach(function(u){var l=d.createElement("link");l.rel="preload";l.as="script";l.fetchPriority="low";l.href=u;d.head.appendChild(l)});function g(){if(n)return;n=1;s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.body.appendChild(e)})}requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(g,0)})});setTimeout(g,${SCRIPTS_FALLBACK_MS})})();</script>`;
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
 * none). `builtPagePath` (pagePathOfHtmlFile) stands in for Gatsby's page-path script when that
 * is gone: a warm build whose scripts changed stitches fresh script tags into the pages it did
 * not render again, into HTML this function already rewrote, so the script is no longer there.
 */
export function loadScriptsAfterFirstPaint(html: string, builtPagePath?: string): string {
  const sources = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]!);
  if (sources.length === 0) return html;
  const pagePathMatch = PAGE_PATH_SCRIPT.exec(html);
  const pagePath = pagePathMatch ? (JSON.parse(`"${pagePathMatch[1]!}"`) as string) : builtPagePath;
  let first = true;
  return html.replace(PAGE_PATH_SCRIPT, "").replace(ASYNC_SCRIPT, () => {
    if (!first) return "";
    first = false;
    return scriptLoader(sources, pagePath);
  });
}
