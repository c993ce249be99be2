/**
 * The part of the inline head script that shows a reader's earlier choices in the first
 * frame, before any bundle runs, the way the colour mode is: a synced tab group's chosen tab
 * (URL, then storage) and what depends on the preferred docs version (a link's target, a
 * label). While the document is parsed, a MutationObserver sees each element as it is
 * inserted and before the browser paints it, and sets what the server rendered for the
 * default. Once the document is parsed, every marked element is set once more, so the page's
 * scripts (which load after that) find it set even where the observer missed it: one CI run
 * showed the version label left as the server wrote it. React's first render reads the same
 * choices (reader-choices.ts), so hydration finds the DOM as it would render it. A text it
 * found different is a hydration error and a re-render of the whole page; an attribute would
 * stay stale, as hydration does not mend attributes.
 *
 * Markup contract (Tabs and the navbar write it):
 * - `data-tab-group="{groupId}"` and `data-tab-values="a b c"` on a tab group's root;
 *   `data-tab-value="{value}"` on its tabs (role="tab") and panels (role="tabpanel").
 * - `data-by-version='{"1.x": "..."}'` on a link (sets href) or element (sets text).
 *
 * Until the page has hydrated (`data-hydrated` on <html>), a click on a synced group's tab is
 * also handled here: it selects the tab in every group of that id and stores the choice,
 * which React's first render of those groups then reads. Without it, a tab clicked before
 * React has attached its listeners would do nothing.
 */
import { STORAGE_KEYS } from "./storage";
import { scriptJson } from "../common/script-json";

export const TAB_GROUP_ATTR = "data-tab-group";
export const TAB_VALUES_ATTR = "data-tab-values";
export const TAB_VALUE_ATTR = "data-tab-value";
export const BY_VERSION_ATTR = "data-by-version";

export function readerChoicesScript(): string {
  const tabPrefix = scriptJson(STORAGE_KEYS.tab(""));
  const versionKey = scriptJson(STORAGE_KEYS.preferredVersion("default"));
  return `(function(){var d=document,q=null,M=window.MutationObserver,o=null;try{q=new URLSearchParams(window.location.search)}catch(e){}function g(k){try{return localStorage.getItem(k)}catch(e){return null}}function c(b){var s=b.getAttribute("data-tab-chosen");if(s!==null)return s;var n=b.getAttribute("${TAB_GROUP_ATTR}"),a=(b.getAttribute("${TAB_VALUES_ATTR}")||"").split(" "),v=q&&q.get(n);if(!v||a.indexOf(v)<0){v=g(${tabPrefix}+n);if(!v||a.indexOf(v)<0)v=""}b.setAttribute("data-tab-chosen",v);return v}function u(e,o){if(e.getAttribute("role")==="tab"){e.setAttribute("aria-selected",o?"true":"false");e.tabIndex=o?0:-1}else{e.hidden=!o}}function t(e){if(e.nodeType!==1)return;var v=e.getAttribute("${TAB_VALUE_ATTR}");if(v!==null){var b=e.parentNode&&e.parentNode.closest?e.parentNode.closest("[${TAB_GROUP_ATTR}]"):null;if(!b)return;var s=c(b);if(!s)return;u(e,v===s);return}var m=e.getAttribute("${BY_VERSION_ATTR}");if(m!==null){var p=g(${versionKey}),j;try{j=JSON.parse(m)}catch(x){return}if(!p||!Object.prototype.hasOwnProperty.call(j,p))return;if(e.tagName==="A")e.setAttribute("href",j[p]);else if(e.textContent!==j[p])e.textContent=j[p]}}if(M){o=new M(function(r){for(var i=0;i<r.length;i++)for(var k=r[i].addedNodes,n=0;n<k.length;n++)t(k[n])});o.observe(d.documentElement,{childList:true,subtree:true})}d.addEventListener("DOMContentLoaded",function(){if(o)o.disconnect();d.querySelectorAll("[${TAB_VALUE_ATTR}],[${BY_VERSION_ATTR}]").forEach(t)});d.addEventListener("click",function(x){var e=x.target&&x.target.closest?x.target.closest("[role=tab][${TAB_VALUE_ATTR}]"):null;if(!e||d.documentElement.hasAttribute("data-hydrated"))return;var b=e.parentNode.closest("[${TAB_GROUP_ATTR}]");if(!b)return;var n=b.getAttribute("${TAB_GROUP_ATTR}"),v=e.getAttribute("${TAB_VALUE_ATTR}");try{localStorage.setItem(${tabPrefix}+n,v)}catch(y){}d.querySelectorAll("[${TAB_GROUP_ATTR}]").forEach(function(g){if(g.getAttribute("${TAB_GROUP_ATTR}")!==n||(g.getAttribute("${TAB_VALUES_ATTR}")||"").split(" ").indexOf(v)<0)return;g.setAttribute("data-tab-chosen",v);g.querySelectorAll("[${TAB_VALUE_ATTR}]").forEach(function(k){if(k.parentNode.closest("[${TAB_GROUP_ATTR}]")===g)u(k,k.getAttribute("${TAB_VALUE_ATTR}")===v)})})},true)})();`;
}
