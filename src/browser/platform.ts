/**
 * Whether the reader's device names its shortcut modifier ⌘ rather than Ctrl (macOS, iPadOS with
 * a keyboard). The search button shows the key the reader would press; both work everywhere.
 * `userAgentData.platform` is the current source; `navigator.platform` is what Safari and
 * Firefox still give.
 */
interface NavigatorWithUaData {
  readonly platform?: string;
  readonly userAgentData?: { readonly platform?: string };
}

const APPLE = /mac|iphone|ipad|ipod/i;

export function isApplePlatform(nav: NavigatorWithUaData): boolean {
  return APPLE.test(nav.userAgentData?.platform || nav.platform || "");
}
