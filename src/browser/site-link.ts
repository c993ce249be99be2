/**
 * The link a click follows in this tab when it leads to another place on this site: a plain
 * left click on an `<a href>` of the same origin, not opened elsewhere or downloaded. Both the
 * progress bar (which navigations to announce) and the sidebar's server-rendered links (which
 * clicks to follow client-side) ask it, on every page, so it is kept small.
 */
export function siteLinkOf(event: MouseEvent, origin: string): URL | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return null;
  }
  const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
  if (!anchor || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, origin);
  return url.origin === origin ? url : null;
}
