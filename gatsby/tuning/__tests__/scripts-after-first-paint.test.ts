import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { parse } from "node-html-parser";
import {
  loadScriptsAfterFirstPaint,
  pagePathOfHtmlFile,
  SCRIPTS_FALLBACK_MS,
  scriptLoader,
} from "../scripts-after-first-paint";

const PAGE =
  '<html><head></head><body><main><p>Hi</p></main><!-- slice-start id="_gatsby-scripts-1" -->' +
  '<script>window.___webpackCompilationHash="abc";</script>' +
  '<script src="/webpack-runtime-1.js" async=""></script><script src="/framework-2.js" async=""></script>' +
  '<script src="/app-3.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>';

describe("loadScriptsAfterFirstPaint", () => {
  it("replaces Gatsby's async script tags by one loader naming each, in order", () => {
    const out = loadScriptsAfterFirstPaint(PAGE);
    const scripts = parse(out).querySelectorAll("script");
    expect(scripts.filter((s) => s.hasAttribute("src"))).toEqual([]);
    const loader = scripts.at(-1)!.text;
    expect(loader).toContain('["/webpack-runtime-1.js","/framework-2.js","/app-3.js"]');
    expect(loader).toContain("requestAnimationFrame");
    // Nothing is fetched before the page's largest paint (the timing tests below).
    expect(loader).toContain('"largest-contentful-paint"');
    // The slice markers stay, so Gatsby can stitch fresh tags in on a later build.
    expect(out).toContain('<!-- slice-end id="_gatsby-scripts-1" -->');
    expect(out).toContain("<main><p>Hi</p></main>");
  });

  it("leaves a page without such tags, or one already rewritten, as it is", () => {
    const once = loadScriptsAfterFirstPaint(PAGE);
    expect(loadScriptsAfterFirstPaint(once)).toBe(once);
    expect(loadScriptsAfterFirstPaint("<p>no scripts</p>")).toBe("<p>no scripts</p>");
  });

  it("carries the page's path on the loader instead of a script of its own", () => {
    const withPath = PAGE.replace(
      "<main>",
      '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/a\\"b&c/";/*]]>*/</script><main>',
    );
    const out = loadScriptsAfterFirstPaint(withPath);
    const scripts = parse(out).querySelectorAll("script");
    expect(scripts.map((s) => s.id)).not.toContain("gatsby-script-loader");
    expect(scripts.at(-1)!.getAttribute("data-page-path")).toBe('/a"b&c/');
    // The loader's text is the same on every page, so one hash allows it everywhere.
    expect(scripts.at(-1)!.text).toBe(parse(loadScriptsAfterFirstPaint(PAGE)).querySelectorAll("script").at(-1)!.text);
  });

  it("after a warm build stitches fresh script tags into a rewritten page, writes the page as a cold build did", () => {
    const built = PAGE.replace(
      "<main>",
      '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/guides/rag/";/*]]>*/</script><main>',
    );
    const cold = loadScriptsAfterFirstPaint(built, "/guides/rag/");
    // Gatsby replaces what lies between the slice markers; the page-path script was removed last build.
    const slice = PAGE.slice(PAGE.indexOf("<!-- slice-start"), PAGE.indexOf("</body>"));
    const restitched = cold.slice(0, cold.indexOf("<!-- slice-start")) + slice + "</body></html>";
    expect(restitched).not.toContain("window.pagePath");
    expect(loadScriptsAfterFirstPaint(restitched, "/guides/rag/")).toBe(cold);
  });

  it("names the page's data and chunks on the loader, whose text stays the same on every page", () => {
    const assets = { data: ["/page-data/a/page-data.json", "/page-data/app-data.json"], chunks: ["/c1.js", "/t-a.js"] };
    const loader = parse(loadScriptsAfterFirstPaint(PAGE, "/a/", assets))
      .querySelectorAll("script")
      .at(-1)!;
    expect(loader.getAttribute("data-page-data")).toBe("/page-data/a/page-data.json /page-data/app-data.json");
    expect(loader.getAttribute("data-page-chunks")).toBe("/c1.js /t-a.js");
    expect(loader.text).toBe(parse(loadScriptsAfterFirstPaint(PAGE)).querySelectorAll("script").at(-1)!.text);
  });

  it("names the page path Gatsby wrote each HTML file for", () => {
    expect(pagePathOfHtmlFile("index.html")).toBe("/");
    expect(pagePathOfHtmlFile("guides/rag/index.html")).toBe("/guides/rag/");
    expect(pagePathOfHtmlFile("404.html")).toBe("/404.html");
  });

  it("never lets a source close the script element", () => {
    const loader = scriptLoader(["/a</script><script>alert(1)//.js"]);
    expect(loader.indexOf("</script>")).toBe(loader.length - "</script>".length);
  });
});

/**
 * The loader run in a simulated page: the test drives the clock, the animation frames and the
 * largest-contentful-paint entries, and reads when the scripts were added.
 */
describe("the loader's timing", () => {
  type Entry = { startTime: number };
  type Callback = (list: { getEntries: () => Entry[] }, observer: { disconnect: () => void }) => void;

  function simulatedPage({
    lcpSupported = true,
    buffered = [] as Entry[],
    attributes = new Map<string, string>(),
    paintedBeforeParseEnd = false,
  } = {}) {
    let now = 100;
    const frames: Array<() => void> = [];
    const timers: Array<{ at: number; run: () => void }> = [];
    const added: string[] = [];
    const preloaded: string[] = [];
    let observer: { callback: Callback; connected: boolean } | null = null;
    const window: Record<string, unknown> = {
      performance: {
        now: () => now,
        getEntriesByType: (type: string) =>
          type === "paint" && paintedBeforeParseEnd ? [{ name: "first-contentful-paint", startTime: 50 }] : [],
      },
      requestAnimationFrame: (f: () => void) => frames.push(f),
      setTimeout: (run: () => void, ms: number) => timers.push({ at: now + ms, run }),
      document: {
        currentScript: { getAttribute: (name: string) => attributes.get(name) ?? null },
        createElement: () => ({}),
        body: { appendChild: (e: { src: string }) => added.push(e.src) },
        head: {
          appendChild: (e: { rel: string; as: string; crossOrigin?: string; href: string }) =>
            preloaded.push(`${e.rel} ${e.as}${e.crossOrigin ? ` ${e.crossOrigin}` : ""} ${e.href}`),
        },
      },
      PerformanceObserver: Object.assign(
        function (this: unknown, callback: Callback) {
          observer = { callback, connected: false };
          return {
            observe: () => {
              observer!.connected = true;
              if (buffered.length > 0) deliver(buffered);
            },
          };
        },
        { supportedEntryTypes: lcpSupported ? ["paint", "largest-contentful-paint"] : ["paint"] },
      ),
    };
    function runTimers() {
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    }
    function deliver(entries: Entry[]) {
      if (observer?.connected)
        observer.callback({ getEntries: () => entries }, { disconnect: () => (observer!.connected = false) });
    }
    const source = /<script[^>]*>([\s\S]*)<\/script>/.exec(scriptLoader(["/app.js"]))![1]!;
    new Function(...Object.keys(window), "window", source)(...Object.values(window), window);
    return {
      added,
      preloaded,
      /** One animation frame, 16 ms after the last. */
      frame() {
        now += 16;
        runTimers();
        for (const f of frames.splice(0)) f();
        runTimers();
      },
      /** An LCP entry for a paint `ago` ms before now arrives. */
      entry(ago = 0) {
        deliver([{ startTime: now - ago }]);
        runTimers();
      },
      wait(ms: number) {
        now += ms;
        runTimers();
      },
    };
  }

  it("when nothing was painted before the parse ended, waits for the first paint's entry, however many frames it takes", () => {
    const page = simulatedPage();
    for (let i = 0; i < 6; i++) page.frame();
    expect(page.added).toEqual([]);
    page.entry(10);
    expect(page.added).toEqual(["/app.js"]);
  });

  it("on a page painted before its parse ended, fetches every script and the page's data at once, and runs the scripts two frames later", () => {
    const page = simulatedPage({
      paintedBeforeParseEnd: true,
      buffered: [{ startTime: 50 }],
      attributes: new Map([
        ["data-page-data", "/page-data/a/page-data.json"],
        ["data-page-chunks", "/c1.js /t-a.js"],
      ]),
    });
    // As Gatsby's loader asks for the data (an XMLHttpRequest, same origin): so the preload is reused.
    expect(page.preloaded).toEqual([
      "preload script /app.js",
      "preload script /c1.js",
      "preload script /t-a.js",
      "preload fetch anonymous /page-data/a/page-data.json",
    ]);
    page.frame();
    expect(page.added).toEqual([]);
    page.frame();
    expect(page.added).toEqual(["/app.js", "/c1.js", "/t-a.js"]);
  });

  it("on a page not yet painted when its parse ended, fetches nothing before the first paint's entry", () => {
    const page = simulatedPage({ attributes: new Map([["data-page-data", "/page-data/a/page-data.json"]]) });
    page.frame();
    page.frame();
    page.frame();
    expect([...page.preloaded, ...page.added]).toEqual([]);
    page.entry();
    expect(page.preloaded).toEqual(["preload script /app.js", "preload fetch anonymous /page-data/a/page-data.json"]);
    expect(page.added).toEqual(["/app.js"]);
  });

  it("waits for two frames even when the entry comes first", () => {
    const page = simulatedPage();
    page.frame();
    page.entry();
    expect(page.added).toEqual([]);
    page.frame();
    expect(page.added).toEqual(["/app.js"]);
  });

  it("when the page was painted before the parse ended, loads two frames after it", () => {
    // On a phone the page paints while its HTML is still parsed: its frame is on screen already.
    const page = simulatedPage({ buffered: [{ startTime: 50 }] });
    page.frame();
    expect(page.added).toEqual([]);
    page.frame();
    expect(page.added).toEqual(["/app.js"]);
  });

  it("without largest-contentful-paint entries, waits two frames", () => {
    const page = simulatedPage({ lcpSupported: false });
    page.frame();
    expect(page.added).toEqual([]);
    page.frame();
    expect(page.added).toEqual(["/app.js"]);
  });

  it("adds the scripts once, after a second at the latest, when no frame is painted", () => {
    const page = simulatedPage();
    page.wait(SCRIPTS_FALLBACK_MS - 1);
    expect(page.added).toEqual([]);
    page.wait(1);
    page.frame();
    page.frame();
    page.entry();
    expect(page.added).toEqual(["/app.js"]);
  });
});

describe("Gatsby's script tags, as the installed Gatsby writes them", () => {
  it("are async script tags with a src, the tags the loader replaces", () => {
    const staticEntry = readFileSync(
      createRequire(import.meta.url).resolve("gatsby/cache-dir/static-entry.js"),
      "utf8",
    );
    expect(staticEntry).toContain("<script key={scriptPath} src={scriptPath} async />");
  });
});
