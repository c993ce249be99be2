/**
 * What happens to a reader's click or key press that reaches an MDX body before its code has
 * loaded and hydrated (MdxBody). Nothing may be lost: a press on a control (a tab, a copy
 * button) waits and is replayed on the same element once the body is live; a link to
 * another page of the site is followed as the site's own links are (client-side); anything
 * else (a link elsewhere, a link to a file of the site such as `/openapi.yaml`, a modified or
 * middle click, selecting text) is the browser's.
 */
import { isFileLink } from "../components/Link/kind";

export type EarlyEventAction =
  { readonly kind: "browser" } | { readonly kind: "replay" } | { readonly kind: "navigate"; readonly to: string };

/** The controls whose presses wait for the body to be live. */
export const CONTROL_SELECTOR = 'button, summary, [role="tab"], [role="button"], input, select, textarea, label';

/** Keys that act on a focused control themselves (Enter and Space become clicks, Tab moves focus). */
const NATIVE_KEYS = new Set(["Enter", " ", "Tab", "Escape"]);

export interface EarlyClick {
  readonly button: number;
  readonly modified: boolean;
  /** The closest control around the target, if any. */
  readonly control: boolean;
  /** The closest link around the target: its resolved URL and target/download attributes. */
  readonly link: { readonly href: string; readonly target: string | null; readonly download: boolean } | null;
}

export function earlyClickAction(click: EarlyClick, location: { readonly origin: string; readonly href: string }) {
  if (click.button !== 0 || click.modified) return { kind: "browser" } as const;
  if (click.link) {
    const { href, target, download } = click.link;
    if (download || (target && target !== "_self")) return { kind: "browser" } as const;
    const url = new URL(href, location.href);
    if (url.origin !== location.origin) return { kind: "browser" } as const;
    // A file is not a page: the router would show "Page Not Found" for it (the site's Link decides the same way).
    if (isFileLink(url.pathname)) return { kind: "browser" } as const;
    const here = new URL(location.href);
    // An anchor on this page is the browser's to scroll to.
    if (url.pathname === here.pathname && url.search === here.search) return { kind: "browser" } as const;
    return { kind: "navigate", to: `${url.pathname}${url.search}${url.hash}` } as const;
  }
  return click.control ? ({ kind: "replay" } as const) : ({ kind: "browser" } as const);
}

export function earlyKeyAction(key: string, onControl: boolean): EarlyEventAction {
  return onControl && !NATIVE_KEYS.has(key) ? { kind: "replay" } : { kind: "browser" };
}
