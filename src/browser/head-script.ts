/**
 * The inline head script, run before first paint: the repair of an address the router cannot
 * decode (url-repair-script.ts), colour mode, whether the announcement bar was dismissed (so its
 * space is never reserved and then released), the reader's tab and version choices
 * (reader-choices-script.ts), until the page has hydrated the answer to the colour toggle and
 * the keeping of other first clicks and keys (early-input-script.ts), and the watch for app code
 * or page data that never arrives (load-failure-script.ts). Each part is a module of its own;
 * this file only puts them together.
 */
import type { SiteConfig } from "../config/schema";
import { scriptJson } from "../common/script-json";
import { colorModeScript, colorToggleScript } from "./color-mode-script";
import { earlyInputScript } from "./early-input-script";
import { loadFailureScript } from "./load-failure-script";
import { readerChoicesScript } from "./reader-choices-script";
import { STORAGE_KEYS } from "./storage";
import { urlRepairScript } from "./url-repair-script";

export function announcementScript(bar: SiteConfig["announcementBar"]): string {
  if (!bar) return "";
  const dismiss = scriptJson(STORAGE_KEYS.announcementDismiss);
  const id = scriptJson(STORAGE_KEYS.announcementId);
  return `(function(){try{if(localStorage.getItem(${dismiss})==="true"&&localStorage.getItem(${id})===${scriptJson(bar.id)}){document.documentElement.setAttribute("data-announcement-dismissed","")}}catch(e){}})();`;
}

export function headScript(config: Pick<SiteConfig, "colorMode" | "announcementBar">): string {
  return (
    urlRepairScript() +
    colorModeScript(config.colorMode) +
    announcementScript(config.announcementBar) +
    readerChoicesScript() +
    colorToggleScript(config.colorMode) +
    earlyInputScript() +
    loadFailureScript()
  );
}
