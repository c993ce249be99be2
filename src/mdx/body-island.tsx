/**
 * Hydrates an MDX body that the page's first load left as server HTML (MdxBody), once the
 * reader reaches for it: a pointer over it, focus or a touch inside it, a click or a key.
 * The body becomes a React root of its own, hydrated over the server's DOM, so nothing is
 * re-created and nothing the rest of the page renders (a colour-mode switch, a hash change)
 * can touch it meanwhile. Clicks and keys that arrive before it is live are kept and
 * replayed (early-events.ts).
 */
import { navigate } from "gatsby";
import React, { useEffect } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { pathPrefix } from "../config";
import { stripPathPrefix } from "../common/path-prefix";
import type { DeferredBody } from "../tuning";
import { CONTROL_SELECTOR, earlyClickAction, earlyKeyAction } from "./early-events";

/** The events that show the reader is about to use the body: its code starts loading. */
const INTENT_EVENTS = ["pointerover", "pointerdown", "focusin", "touchstart"] as const;

/** Set on the body's element once it is live; browser tests wait for it. */
export const LIVE_ATTRIBUTE = "data-body-live";

/**
 * Rendered after the body: its passive effect runs once every effect of the body has run, so
 * a replayed press reaches components that subscribe in effects (synced tab groups).
 */
function Live({ onLive }: { readonly onLive: () => void }) {
  useEffect(onLive, [onLive]);
  return null;
}

function describeClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest<HTMLAnchorElement>("a[href]") ?? null;
  return {
    button: event.button,
    modified: event.ctrlKey || event.metaKey || event.shiftKey || event.altKey,
    control: target?.closest(CONTROL_SELECTOR) != null,
    link: link
      ? { href: link.href, target: link.getAttribute("target"), download: link.hasAttribute("download") }
      : null,
  };
}

function replay(event: Event): void {
  const target = event.target;
  if (!(target instanceof HTMLElement) || !target.isConnected) return;
  if (event.type === "click") {
    target.closest<HTMLElement>(CONTROL_SELECTOR)?.click();
    return;
  }
  const key = event as KeyboardEvent;
  target.dispatchEvent(
    new KeyboardEvent("keydown", {
      key: key.key,
      code: key.code,
      bubbles: true,
      cancelable: true,
      shiftKey: key.shiftKey,
      ctrlKey: key.ctrlKey,
      altKey: key.altKey,
      metaKey: key.metaKey,
    }),
  );
}

/** Starts watching `element`; returns the cleanup for when the page goes away. */
export function hydrateBodyOnIntent(
  element: HTMLElement,
  body: React.ReactElement<Record<string, unknown>>,
): () => void {
  const deferred = body.type as DeferredBody;
  const early: Event[] = [];
  let root: Root | null = null;
  let live = false;
  let started = false;
  let disposed = false;

  const onLive = () => {
    live = true;
    element.setAttribute(LIVE_ATTRIBUTE, "");
    for (const event of early.splice(0)) replay(event);
  };

  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) element.removeEventListener(type, start, true);
    void deferred.load().then(() => {
      // A body whose code could not load stays the readable server HTML.
      if (disposed || deferred.failed) return;
      root = hydrateRoot(
        element,
        <>
          {body}
          <Live onLive={onLive} />
        </>,
      );
    });
  };

  const onClick = (event: MouseEvent) => {
    start();
    if (live) return;
    const action = earlyClickAction(describeClick(event), window.location);
    if (action.kind === "browser") return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (action.kind === "navigate") void navigate(stripPathPrefix(action.to, pathPrefix));
    else early.push(event);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    start();
    if (live) return;
    const onControl = event.target instanceof Element && event.target.closest(CONTROL_SELECTOR) != null;
    if (earlyKeyAction(event.key, onControl).kind === "replay") {
      event.stopImmediatePropagation();
      early.push(event);
    }
  };

  for (const type of INTENT_EVENTS) element.addEventListener(type, start, { capture: true, passive: true });
  element.addEventListener("click", onClick, true);
  element.addEventListener("keydown", onKeyDown, true);

  return () => {
    disposed = true;
    for (const type of INTENT_EVENTS) element.removeEventListener(type, start, true);
    element.removeEventListener("click", onClick, true);
    element.removeEventListener("keydown", onKeyDown, true);
    // Not inside the page's own commit: React unmounts a root only outside another render.
    const leaving = root;
    if (leaving) window.setTimeout(() => leaving.unmount(), 0);
  };
}
