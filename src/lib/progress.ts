/**
 * The route-change progress bar (nprogress). It starts only if a navigation to another
 * path takes longer than 200 ms, so fast navigations show nothing.
 */
import NProgress from "nprogress";

export const PROGRESS_OPTIONS = {
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  trickleRate: 0.02,
  showSpinner: false,
} as const;
export const PROGRESS_DELAY_MS = 200;

let timer: number | undefined;

// @types/nprogress lacks trickleRate, which nprogress 0.2 supports.
NProgress.configure(PROGRESS_OPTIONS as Partial<NProgress.NProgressOptions>);

export function startProgress(fromPath: string | undefined, toPath: string): void {
  if (fromPath === toPath) return;
  window.clearTimeout(timer);
  timer = window.setTimeout(() => NProgress.start(), PROGRESS_DELAY_MS);
}

export function finishProgress(): void {
  window.clearTimeout(timer);
  if (NProgress.isStarted()) NProgress.done();
}
