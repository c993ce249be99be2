/**
 * The route-change progress bar (nprogress). It starts 200 ms after a navigation to another
 * path begins (a link click or back/forward), and finishes when the route has updated, so
 * fast navigations show nothing. Gatsby's own onPreRouteUpdate fires only once the new page
 * has loaded, too late to measure the wait. nprogress itself is loaded when the first
 * navigation begins, well within those 200 ms, so it is no part of the first load.
 */
import type NProgressApi from "nprogress";

export const PROGRESS_OPTIONS = {
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  trickleRate: 0.02,
  showSpinner: false,
} as const;
export const PROGRESS_DELAY_MS = 200;

type NProgress = typeof NProgressApi;

let timer: number | undefined;
// Each navigation's number; a bar whose navigation has finished meanwhile never starts.
let navigation = 0;
let loading: Promise<NProgress | null> | undefined;
let loaded: NProgress | undefined;

/**
 * nprogress, or null when its chunk could not be fetched: the bar is decoration, so the
 * navigation goes on without it and the next one tries again. (Left unhandled, the failed
 * import would also make Gatsby reload the page the reader is leaving.)
 */
function loadNProgress(): Promise<NProgress | null> {
  loading ??= import("nprogress").then(
    ({ default: NProgress }) => {
      // @types/nprogress lacks trickleRate, which nprogress 0.2 supports.
      NProgress.configure(PROGRESS_OPTIONS);
      loaded = NProgress;
      return NProgress;
    },
    () => {
      loading = undefined;
      return null;
    },
  );
  return loading;
}

export function startProgress(fromPath: string | undefined, toPath: string): void {
  if (fromPath === toPath) return;
  window.clearTimeout(timer);
  const id = ++navigation;
  const ready = loadNProgress();
  timer = window.setTimeout(
    () =>
      void ready.then((NProgress) => {
        if (NProgress && id === navigation) NProgress.start();
      }),
    PROGRESS_DELAY_MS,
  );
}

export function finishProgress(): void {
  window.clearTimeout(timer);
  navigation++;
  if (loaded?.isStarted()) loaded.done();
}

export function internalTarget(event: MouseEvent, origin: string): string | null {
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
  return url.origin === origin ? url.pathname : null;
}

export function watchNavigations(): void {
  document.addEventListener(
    "click",
    (event) => {
      const target = internalTarget(event, window.location.origin);
      if (target) startProgress(window.location.pathname, target);
    },
    true,
  );
  let current = window.location.pathname;
  window.addEventListener("popstate", () => {
    startProgress(current, window.location.pathname);
    current = window.location.pathname;
  });
}
