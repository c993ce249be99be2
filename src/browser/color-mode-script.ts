/**
 * The inline head script that sets data-theme before first paint, so a reader who chose
 * dark never sees a flash of light, and answers the colour toggle until the page has hydrated
 * (colorToggleScript): React then reads the mode from the same attribute (src/browser/color-mode.ts).
 * Built from the validated config at SSR time.
 */
import type { SiteConfig } from "../config/schema";
import { scriptJson } from "../common/script-json";
import { STORAGE_KEYS } from "./storage";

export function colorModeScript(colorMode: SiteConfig["colorMode"]): string {
  const { defaultMode, disableSwitch, respectPrefersColorScheme } = colorMode;
  const key = scriptJson(STORAGE_KEYS.theme);
  return `(function(){var d=document.documentElement,t=${scriptJson(defaultMode)},s=null;try{${
    disableSwitch ? `localStorage.removeItem(${key})` : `s=localStorage.getItem(${key})`
  }}catch(e){}if(s==="light"||s==="dark"){t=s}${
    respectPrefersColorScheme
      ? `else if(window.matchMedia){t=window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}`
      : ""
  }d.setAttribute("data-theme",t);d.style.colorScheme=t})();`;
}

/** Marks the colour toggle for the head script. */
export const COLOR_TOGGLE_ATTR = "data-color-mode-toggle";

/**
 * Until the page has hydrated, a press on the toggle flips the mode and saves it here; React's
 * handler never sees it (propagation stops), so it takes effect once. Nothing when the switch is off.
 */
export function colorToggleScript(colorMode: SiteConfig["colorMode"]): string {
  if (colorMode.disableSwitch) return "";
  const key = scriptJson(STORAGE_KEYS.theme);
  return `(function(){var d=document.documentElement;window.addEventListener("click",function(e){var t=e.target&&e.target.closest?e.target.closest("[${COLOR_TOGGLE_ATTR}]"):null;if(!t||d.hasAttribute("data-hydrated"))return;e.stopPropagation();var m=d.getAttribute("data-theme")==="dark"?"light":"dark";d.setAttribute("data-theme",m);d.style.colorScheme=m;try{localStorage.setItem(${key},m)}catch(x){}},true)})();`;
}
