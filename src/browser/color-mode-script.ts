/**
 * The inline head script that sets data-theme before first paint, so a reader who chose
 * dark never sees a flash of light. Built from the validated config at SSR time.
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
