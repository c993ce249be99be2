/**
 * The route-change progress bar (nprogress, with the spec's constants). It starts 200 ms after
 * a navigation to another path begins (a link click or back/forward), and finishes when the
 * route has updated, so fast navigations show nothing. Gatsby's own onPreRouteUpdate fires only
 * once the new page has loaded, too late to measure the wait. nprogress is part of the first
 * load (about 1.8 KB gzip): fetched at the first navigation instead, it came over the same slow
 * network as the page it announced and showed after it.
 */
import NProgress from "nprogress";
import { siteLinkOf } from "./site-link";

export const PROGRESS_OPTIONS = {
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  trickleRate: 0.02,
  showSpinner: false,
} as const;
export const PROGRESS_DELAY_MS = 200;

// @types/nprogress lacks trickleRate, which nprogress 0.2 supports.
NProgress.configure(PROGRESS_OPTIONS);

let timer: number | undefined;

export function startProgress(fromPath: string | undefined, toPath: string): void {
  if (fromPath === toPath) return;
  window.clearTimeout(timer);
  timer = window.setTimeout(() => NProgress.start(), PROGRESS_DELAY_MS);
}

export function finishProgress(): void {
  window.clearTimeout(timer);
  if (NProgress.isStarted()) NProgress.done();
}

export function watchNavigations(): void {
  document.addEventListener(
    "click",
    (event) => {
      const target = siteLinkOf(event, window.location.origin);
      if (target) startProgress(window.location.pathname, target.pathname);
    },
    true,
  );
  let current = window.location.pathname;
  window.addEventListener("popstate", () => {
    startProgress(current, window.location.pathname);
    current = window.location.pathname;
  });
}
