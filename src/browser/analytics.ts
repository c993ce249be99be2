/**
 * Page views: exactly one per location (path, search or hash), the first load included.
 * gtag's own config page view is off; route updates and hash changes come through here.
 */
import { afterHeadUpdate } from "./head-state";

type Gtag = (command: "event", name: string, params: Record<string, string | number>) => void;

const gtagOf = (): Gtag | undefined => {
  const gtag = (window as unknown as { gtag?: Gtag }).gtag;
  return typeof gtag === "function" ? gtag : undefined;
};

let lastSent: string | null = null;

export function locationKey(location: Pick<Location, "pathname" | "search" | "hash">): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

export function trackPageView(location: Pick<Location, "pathname" | "search" | "hash" | "href">): void {
  if (process.env.NODE_ENV !== "production") return;
  const key = locationKey(location);
  if (key === lastSent) return;
  lastSent = key;
  const gtag = gtagOf();
  if (!gtag) return;
  // After a client-side navigation, wait until react-helmet has put the new title in place.
  afterHeadUpdate(() =>
    gtag("event", "page_view", { page_path: key, page_location: location.href, page_title: document.title }),
  );
}

/** In-page anchor jumps change the location without a route update. */
export function listenToHashChanges(): void {
  window.addEventListener("hashchange", () => trackPageView(window.location));
}

/** Whether a docs page helped: a gtag event of its own, never a page view. */
export function trackPageFeedback(helpful: boolean, pagePath: string): void {
  gtagOf()?.("event", "page_feedback", {
    helpful: helpful ? "yes" : "no",
    value: helpful ? 1 : 0,
    page_path: pagePath,
  });
}

/**
 * A search that found nothing, so authors learn what readers look for and miss (GA4: Reports ›
 * Engagement › Events › search_no_results, CONTRIBUTING.md). The query only: never the API
 * console's key nor anything from storage.
 */
export function trackSearchNoResults(query: string): void {
  gtagOf()?.("event", "search_no_results", { search_term: query });
}
