/**
 * A click on a plain link of the server's HTML that React does not render (a sidebar category
 * kept as the server wrote it), followed as the site's own links are: another page of the site
 * client-side, anything else (an anchor on this page, a new tab, another site) by the browser.
 */
import { navigate } from "gatsby";
import { pathPrefix } from "../../config";
import { stripPathPrefix } from "../../common/path-prefix";
import { siteLinkOf } from "../../browser/site-link";

/** Follows `event`'s link client-side when it leads to another page of the site; whether it did. */
export function followSiteLink(event: MouseEvent): boolean {
  const url = siteLinkOf(event, window.location.origin);
  if (!url || (url.pathname === window.location.pathname && url.search === window.location.search)) return false;
  event.preventDefault();
  void navigate(stripPathPrefix(`${url.pathname}${url.search}${url.hash}`, pathPrefix));
  return true;
}
