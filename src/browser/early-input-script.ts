/**
 * The part of the inline head script that keeps a reader's first clicks and keys. Until the
 * page has hydrated (`data-hydrated` on <html>), React is not there to answer a control, so a
 * click on one is held here and replayed by the app once it is (early-input.ts): it takes effect
 * exactly once, later, instead of never. Links, `<details>` menus and the head script's own
 * controls (colour toggle, synced tabs) answer at once and are left alone.
 *
 * Which clicks are held: every `<button>` and `[role="button"]` outside a form (a form's buttons
 * submit natively), unless it carries `data-early-input="native"` (answered by the head script or
 * the browser); any other element opts in with `data-early-input="replay"`. A control whose
 * click also starts search (`data-early-input="search"`) keeps the keys typed after it too.
 *
 * Search keys: Ctrl/Cmd+K and "/" before hydration ask for search; the printable keys that
 * follow, until the modal's input has the focus (SearchModal), are kept as its first query
 * (docs/decisions.md, Search). The same buffer serves a search opened after hydration whose
 * code is still on its way (SearchBar starts it): so it runs whenever a query is awaited,
 * hydrated or not. Escape before hydration cancels search however it was asked for, the shortcut or a press
 * on a search control: the held request and the keys go, and a search control loses the focus,
 * so that the next Space scrolls the page instead of pressing it again.
 *
 * The shared state is `window.__earlyInput`: `inputs` (held clicks and search requests, in
 * order) and `query` (null, or the keys kept for a search being opened).
 */
import { EARLY_INPUT_ATTR, EARLY_INPUT_GLOBAL, EARLY_SEARCH_EVENT } from "../common/early-input-contract";
import { MAX_QUERY_LENGTH } from "../common/search/config";

export type EarlyInput = { readonly type: "click"; readonly target: HTMLElement } | { readonly type: "search" };

export interface EarlyInputState {
  readonly inputs: EarlyInput[];
  query: string | null;
}

export function earlyInputScript(): string {
  // d: document, h: <html>, s: the state, live(): hydrated; y(e): typing in a field; ask(): search asked for;
  // q(i): an input that asks for search (a shortcut, or a click on a search control).
  return `(function(){var d=document,h=d.documentElement,w=window,s=w.${EARLY_INPUT_GLOBAL}={inputs:[],query:null};function live(){return h.hasAttribute("data-hydrated")}function y(t){return !!t&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))}function q(i){return i.type==="search"||i.target.getAttribute("${EARLY_INPUT_ATTR}")==="search"}function ask(){s.query="";w.dispatchEvent(new Event("${EARLY_SEARCH_EVENT}"))}w.addEventListener("click",function(e){if(live()||e.button)return;var c=e.target&&e.target.closest?e.target.closest("button,[role=button],[${EARLY_INPUT_ATTR}]"):null;if(!c||c.form)return;var m=c.getAttribute("${EARLY_INPUT_ATTR}");if(m==="native")return;e.preventDefault();e.stopPropagation();s.inputs.push({type:"click",target:c});if(m==="search")ask()},true);w.addEventListener("keydown",function(e){var k=e.key,o=e.ctrlKey||e.metaKey;if(s.query!==null&&!y(e.target)&&!o&&!e.altKey){if(k.length===1){if(s.query.length<${MAX_QUERY_LENGTH})s.query+=k}else if(k==="Backspace"){s.query=s.query.slice(0,-1)}else if(k==="Escape"&&!live()){s.query=null;for(var i=s.inputs.length;i--;)if(q(s.inputs[i]))s.inputs.splice(i,1);var a=d.activeElement;if(a&&a.getAttribute&&q({target:a}))a.blur()}else return;e.preventDefault();e.stopPropagation();return}if(live())return;if(((k==="k"||k==="K")&&o)||(k==="/"&&!o&&!y(e.target))){e.preventDefault();e.stopPropagation();if(s.query===null){ask();s.inputs.push({type:"search"})}}},true)})();`;
}
