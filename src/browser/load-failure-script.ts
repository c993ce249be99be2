/**
 * Part of the inline head script (head-script.ts): when the app's code or the page's data never
 * arrives (a deploy replaced the scripts the HTML names, page data that fails, the network),
 * React never starts, the page stays readable but every control is dead, and nothing says so.
 * This script runs before the app's code and watches for exactly that: a script of the site
 * that fails to load, or Gatsby's loader giving up ("page resources for ... not found", a chunk
 * that failed), before the app has started (load-failure.ts marks the start). It then reloads
 * the page once, which fetches fresh HTML naming the current scripts; if that load fails too, it
 * shows a one-line banner with a Reload button. One automatic reload per path: the path is kept
 * in sessionStorage until a load of it starts; without sessionStorage, no automatic reload.
 * React is not there to render the banner, so the script builds it from text (textContent).
 */
import { scriptJson } from "../common/script-json";
import { EARLY_INPUT_ATTR } from "./early-input-script";
import { strings } from "../strings";
import { SESSION_KEYS } from "./storage";

/** Set on window by the app once it has rendered (load-failure.ts): failures after that are the app's to report. */
export const APP_STARTED = "__autoevalStarted";

export interface LoadFailureTexts {
  readonly message: string;
  readonly reload: string;
}

export function loadFailureScript(
  texts: LoadFailureTexts = { message: strings.loadFailed, reload: strings.reload },
): string {
  const key = scriptJson(SESSION_KEYS.loadRetry);
  const started = scriptJson(APP_STARTED);
  return `(function(){var w=window,d=document,l=location,n=0;function f(){if(n||w[${started}])return;n=1;var s=null;try{s=w.sessionStorage;if(s&&s.getItem(${key})!==l.pathname){s.setItem(${key},l.pathname);l.reload();return}}catch(e){}function b(){var e=d.createElement("div"),t=d.createElement("p"),r=d.createElement("button");e.className="page-notice";e.setAttribute("role","alert");t.className="page-notice__text";t.textContent=${scriptJson(texts.message)};r.type="button";r.className="button button--primary";r.setAttribute(${scriptJson(EARLY_INPUT_ATTR)},"native");r.textContent=${scriptJson(texts.reload)};r.addEventListener("click",function(){l.reload()});e.appendChild(t);e.appendChild(r);d.body.appendChild(e)}if(d.body)b();else d.addEventListener("DOMContentLoaded",b)}function g(x){var m=x&&x.message||"";return /^page resources for .* not found/.test(m)||(x&&x.name)==="ChunkLoadError"||/^Loading (CSS )?chunk \\S+ failed/.test(m)}w.addEventListener("error",function(e){var t=e.target;if(t&&t.tagName==="SCRIPT"){if(t.src&&t.src.indexOf(l.origin+"/")===0)f()}else if(g(e.error))f()},true);w.addEventListener("unhandledrejection",function(e){if(g(e.reason))f()})})();`;
}
