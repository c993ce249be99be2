/**
 * A click on a plain link of the server's HTML that React does not render (a kept island: an
 * MDX body or a sidebar category before their code is here), followed as the site's own links
 * are: another page of the site client-side, anything else by the browser.
 */
import { navigate } from "gatsby";
import { pathPrefix } from "../../config";
import { stripPathPrefix } from "../../common/path-prefix";
import { describeClick, earlyClickAction } from "../../mdx/early-events";

/** Follows `event`'s link client-side when it leads to another page of the site; whether it did. */
export function followSiteLink(event: MouseEvent): boolean {
  const action = earlyClickAction(describeClick(event), window.location);
  if (action.kind !== "navigate") return false;
  event.preventDefault();
  void navigate(stripPathPrefix(action.to, pathPrefix));
  return true;
}
