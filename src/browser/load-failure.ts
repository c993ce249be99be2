/**
 * The app's half of the failed-load banner (load-failure-script.ts): once the first page has
 * rendered, failures are the app's to report (its boundaries say what failed and offer Retry),
 * and a later failed load of this path may be reloaded once again. A banner the script showed
 * for a load that was only slow (past its time limit) is removed: the page works after all.
 */
import { APP_STARTED, LOAD_FAILURE_BANNER_ID } from "./load-failure-script";
import { SESSION_KEYS, tabStorage } from "./storage";

export function markAppStarted(): void {
  (window as unknown as Record<string, unknown>)[APP_STARTED] = true;
  tabStorage.remove(SESSION_KEYS.loadRetry);
  document.getElementById(LOAD_FAILURE_BANNER_ID)?.remove();
}
