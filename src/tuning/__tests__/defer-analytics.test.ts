import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { afterLoadLoader } from "../../browser/after-load-script";
import { deferAnalyticsScript, GTAG_SCRIPT_KEY } from "../defer-analytics";

const GTAG = "https://www.googletagmanager.com/gtag/js?id=G-TEST";

describe("deferAnalyticsScript", () => {
  it("turns gtag.js's script tag into a loader that adds it after the load event", () => {
    const [out] = deferAnalyticsScript([createElement("script", { key: GTAG_SCRIPT_KEY, async: true, src: GTAG })]);
    const html = renderToStaticMarkup(createElement(Fragment, null, out));
    expect(html).not.toContain(" src=");
    expect(html).toContain('"load"');
    expect(html).toContain(JSON.stringify(GTAG));
  });

  /** The loader run in a simulated page: the test fires `load`, frames and paint entries. */
  function simulatedPage({ paintSupported = true } = {}) {
    const added: string[] = [];
    const onLoad: Array<() => void> = [];
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    let observer:
      ((list: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect: () => void }) => void) | null = null;
    const paints: string[] = [];
    const window = {
      addEventListener: (type: string, f: () => void) => type === "load" && onLoad.push(f),
      requestAnimationFrame: (f: () => void) => frames.push(f),
      setTimeout: (f: () => void) => timers.push(f),
      document: {
        readyState: "interactive",
        createElement: () => ({}),
        body: { appendChild: (e: { src: string }) => added.push(e.src) },
      },
      PerformanceObserver: Object.assign(
        function (this: unknown, callback: typeof observer) {
          return { observe: () => ((observer = callback), deliver()) };
        },
        { supportedEntryTypes: paintSupported ? ["paint"] : [] },
      ),
    };
    function deliver() {
      if (paints.length)
        observer?.(
          { getEntriesByName: (name: string) => paints.filter((p) => p === name) },
          { disconnect: () => (observer = null) },
        );
    }
    const run = () => timers.splice(0).forEach((f) => f());
    new Function(...Object.keys(window), "window", afterLoadLoader(GTAG))(...Object.values(window), window);
    return {
      added,
      load: () => (onLoad.splice(0).forEach((f) => f()), run()),
      frame: () => (frames.splice(0).forEach((f) => f()), run()),
      paint: (name: string) => (paints.push(name), deliver(), run()),
    };
  }

  it("adds gtag.js once the page has loaded and its first contentful paint is reported, however many frames that takes", () => {
    const page = simulatedPage();
    page.paint("first-paint");
    page.load();
    for (let i = 0; i < 4; i++) page.frame();
    expect(page.added).toEqual([]);
    page.paint("first-contentful-paint");
    expect(page.added).toEqual([GTAG]);
    page.paint("first-contentful-paint");
    expect(page.added).toEqual([GTAG]);
  });

  it("after a paint reported before the load event, adds it at the load event", () => {
    const page = simulatedPage();
    page.paint("first-contentful-paint");
    expect(page.added).toEqual([]);
    page.load();
    expect(page.added).toEqual([GTAG]);
  });

  it("where the browser reports no paints, adds it two frames after the load event", () => {
    const page = simulatedPage({ paintSupported: false });
    page.load();
    page.frame();
    expect(page.added).toEqual([]);
    page.frame();
    expect(page.added).toEqual([GTAG]);
  });

  it("leaves every other component alone", () => {
    const other = createElement("script", {
      key: "gatsby-plugin-google-gtag-config",
      dangerouslySetInnerHTML: { __html: "x" },
    });
    const app = createElement("script", { key: "app", async: true, src: "/app.js" });
    expect(deferAnalyticsScript([other, app, "text"])).toEqual([other, app, "text"]);
  });
});
