/**
 * Part of the inline head script (head-script.ts): when the app's code or the page's data never
 * arrives (a deploy replaced the scripts the HTML names, page data that fails, the network),
 * React never starts, the page stays readable but every control is dead, and nothing says so.
 * This script runs before the app's code and watches for exactly that, before the app has
 * started (load-failure.ts marks the start):
 *
 * - a script of the site that fails to load, or that arrives and does not parse (a SyntaxError
 *   from a file of this origin: a truncated or HTML body, which a host without `nosniff` runs);
 * - Gatsby's loader giving up ("page resources for ... not found", a chunk that failed), except
 *   on the not-found page: there Gatsby's "not found" only agrees with the server that the
 *   address names no page (a `%00` in it makes Gatsby's own check ask for another URL);
 * - a load that stalls: none of the site's scripts, stylesheets or data files arrives for
 *   LOAD_TIMEOUT_MS, counted from the end of the HTML's parse (when the page's scripts are added)
 *   and again from each arrival (an app chunk, page data or app-data.json that hangs, or a
 *   script that arrives empty and so never starts the app). A tab in the background waits until
 *   it is shown.
 *
 * It then reloads the page once, which fetches fresh HTML naming the current scripts; if that
 * load fails too, it shows a one-line banner with a Reload button, which the app removes should
 * it start after all. One automatic reload per path: the path is kept in sessionStorage until a
 * load of it starts; without sessionStorage, no automatic reload. React is not there to render
 * the banner, so the script builds it from text (textContent).
 */
import { scriptJson } from "../common/script-json";
import { EARLY_INPUT_ATTR } from "../common/early-input-contract";
import { strings } from "../strings";
import { SESSION_KEYS } from "./storage";

/** Set on window by the app once it has rendered (load-failure.ts): failures after that are the app's to report. */
export const APP_STARTED = "__autoevalStarted";

/** The banner's id, by which the app removes it if it starts after all (load-failure.ts). */
export const LOAD_FAILURE_BANNER_ID = "page-load-failure";

/**
 * How long a first load may go with none of the site's files arriving before it counts as failed.
 * Far above what a slow phone on a real page waits: on the phone profile the scripts a page needs
 * have all arrived about 1.5 s after the navigation (gatsby/tuning/scripts-after-first-paint.ts), a
 * page's JavaScript is at most 100 KB gzip (e2e/budgets.spec.ts), which even 100 kbit/s brings in
 * about 8 s, and the clock restarts with each file that arrives; the longest legitimate silence,
 * hydrating a long page on a slow CPU after the last file, is a few seconds. A false alarm costs
 * one reload, and the banner goes once the app starts after all.
 */
export const LOAD_TIMEOUT_MS = 15_000;

export interface LoadFailureTexts {
  readonly message: string;
  readonly reload: string;
}

export function loadFailureScript(
  texts: LoadFailureTexts = { message: strings.loadFailed, reload: strings.reload },
): string {
  const key = scriptJson(SESSION_KEYS.loadRetry);
  const started = scriptJson(APP_STARTED);
  // n: acted (or nothing more to watch); o: this origin; u(x): x is a URL of this origin; f(): a
  // failed load; q(): the document is the not-found page; g(x): x is Gatsby's report of a failed
  // load; a(): (re)starts the stall clock, z() its end; r(): the parse has ended.
  return `(function(){var w=window,d=document,l=location,o=l.origin+"/",n=0,k=0;function f(){if(n||w[${started}])return;n=1;var s=null;try{s=w.sessionStorage;if(s&&s.getItem(${key})!==l.pathname){s.setItem(${key},l.pathname);l.reload();return}}catch(e){}function b(){var e=d.createElement("div"),t=d.createElement("p"),r=d.createElement("button");e.id=${scriptJson(LOAD_FAILURE_BANNER_ID)};e.className="page-notice";e.setAttribute("role","alert");t.className="page-notice__text";t.textContent=${scriptJson(texts.message)};r.type="button";r.className="button button--primary";r.setAttribute(${scriptJson(EARLY_INPUT_ATTR)},"native");r.textContent=${scriptJson(texts.reload)};r.addEventListener("click",function(){l.reload()});e.appendChild(t);e.appendChild(r);d.body.appendChild(e)}if(d.body)b();else d.addEventListener("DOMContentLoaded",b)}function u(x){return typeof x==="string"&&x.indexOf(o)===0}function q(){return /^\\/404(\\/|\\.html)?$/.test(w.pagePath||"")}function g(x){var m=x&&x.message||"";if(/^page resources for .* not found/.test(m)){if(!q())return 1;n=1;return 0}return (x&&x.name)==="ChunkLoadError"||/^Loading (CSS )?chunk \\S+ failed/.test(m)}w.addEventListener("error",function(e){var t=e.target,x=e.error;if(t&&t.tagName==="SCRIPT"){if(u(t.src))f()}else if(g(x)||u(e.filename)&&((x&&x.name)==="SyntaxError"||/SyntaxError/.test(e.message||"")))f()},true);w.addEventListener("unhandledrejection",function(e){if(g(e.reason))f()});function a(){w.clearTimeout(k);k=w.setTimeout(z,${LOAD_TIMEOUT_MS})}function z(){if(n||w[${started}])return;if(d.hidden)d.addEventListener("visibilitychange",a,{once:true});else f()}function r(){a();try{new w.PerformanceObserver(function(x,p){if(n||w[${started}])return p.disconnect();x.getEntries().forEach(function(e){if(u(e.name)&&/\\.(js|json|css)$/.test(e.name.split(/[?#]/)[0]))a()})}).observe({type:"resource"})}catch(e){}}if(d.readyState==="interactive"||d.readyState==="complete")r();else d.addEventListener("DOMContentLoaded",r)})();`;
}
