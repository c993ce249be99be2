/**
 * The app's half of the failed-load banner (load-failure-script.ts): once the first page has
 * rendered, failures are the app's to report (its boundaries say what failed and offer Retry),
 * and a later failed load of this path may be reloaded once again.
 */
import { APP_STARTED } from "./load-failure-script";
import { SESSION_KEYS, tabStorage } from "./storage";

export function markAppStarted(): void {
  (window as unknown as Record<string, unknown>)[APP_STARTED] = true;
  tabStorage.remove(SESSION_KEYS.loadRetry);
}
