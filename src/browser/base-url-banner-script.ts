/**
 * The base-URL banner's inline script (src/components/BaseUrlBanner): fixed text from the
 * config, nothing from the URL. Kept apart from the component so the build can list it among
 * the inline scripts it writes (gatsby/inline-scripts.ts) without loading the component.
 */
import { scriptJson } from "../common/script-json";

export const BASE_URL_BANNER_ID = "base-url-issue-banner";

export function bannerScript(prefix: string): string {
  const expected = scriptJson(`${prefix}/`);
  return `(function(){var p=location.pathname;if(p!==${scriptJson(prefix)}&&p.indexOf(${expected})!==0){document.getElementById(${scriptJson(BASE_URL_BANNER_ID)}).hidden=false}})();`;
}
