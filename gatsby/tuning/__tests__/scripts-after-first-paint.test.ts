import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { parse } from "node-html-parser";
import { EARLY_SEARCH_EVENT } from "../../../src/common/early-input-contract";
import {
  EARLY_FETCH_FRAMES,
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

const loaderOf = (html: string) => parse(html).querySelector("#script-loader")!;

describe("loadScriptsAfterFirstPaint", () => {
  it("replaces Gatsby's async script tags by one loader naming each, in order, as the body's first element", () => {
    const out = loadScriptsAfterFirstPaint(PAGE);
    const root = parse(out);
    expect(root.querySelectorAll("script").filter((s) => s.hasAttribute("src"))).toEqual([]);
    // First in the body: it runs before the rest of the HTML is parsed, so it can fetch meanwhile.
    expect(out).toContain('<body><script id="script-loader">');
    const loader = loaderOf(out).text;
    expect(loader).toContain('["/webpack-runtime-1.js","/framework-2.js","/app-3.js"]');
    expect(loader).toContain("requestAnimationFrame");
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

  it("stops on a page with script tags and no <body>, naming the piece", () => {
    expect(() => loadScriptsAfterFirstPaint('<script src="/app-3.js" async></script>')).toThrow(
      /scripts-after-first-paint: the page has no <body>/,
    );
  });

  it("carries the page's path on the loader instead of a script of its own", () => {
    const withPath = PAGE.replace(
      "<main>",
      '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/a\\"b&c/";/*]]>*/</script><main>',
    );
    const out = loadScriptsAfterFirstPaint(withPath);
    expect(
      parse(out)
        .querySelectorAll("script")
        .map((s) => s.id),
    ).not.toContain("gatsby-script-loader");
    expect(loaderOf(out).getAttribute("data-page-path")).toBe('/a"b&c/');
    // The loader's text is the same on every page, so one hash allows it everywhere.
    expect(loaderOf(out).text).toBe(loaderOf(loadScriptsAfterFirstPaint(PAGE)).text);
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
    expect(restitched).not.toContain('id="gatsby-script-loader"');
    expect(loadScriptsAfterFirstPaint(restitched, "/guides/rag/")).toBe(cold);
    // With other scripts (a new build's hashes), the earlier loader gives way to one naming them.
    const rehashed = restitched.replace('src="/app-3.js"', 'src="/app-4.js"');
    const rewritten = loadScriptsAfterFirstPaint(rehashed, "/guides/rag/");
    expect(parse(rewritten).querySelectorAll("#script-loader")).toHaveLength(1);
    expect(loaderOf(rewritten).text).toContain('"/app-4.js"');
    expect(loaderOf(rewritten).text).not.toContain('"/app-3.js"');
  });

  it("names the page's data and chunks on the loader, whose text stays the same on every page", () => {
    const assets = {
      data: ["/page-data/a/page-data.json", "/page-data/app-data.json"],
      chunks: ["/c1.js", "/t-a.js"],
      search: ["/search-modal-1.js", "/static/style-0123456789ab.css"],
    };
    const loader = loaderOf(loadScriptsAfterFirstPaint(PAGE, "/a/", assets));
    expect(loader.getAttribute("data-page-data")).toBe("/page-data/a/page-data.json /page-data/app-data.json");
    expect(loader.getAttribute("data-page-chunks")).toBe("/c1.js /t-a.js");
    expect(loader.getAttribute("data-search-assets")).toBe("/search-modal-1.js /static/style-0123456789ab.css");
    expect(loader.text).toBe(loaderOf(loadScriptsAfterFirstPaint(PAGE)).text);
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
 * The loader run in a simulated page, from the start of the body: the test drives the clock,
 * the animation frames, the end of the parse and the largest-contentful-paint entries, and
 * reads what was preloaded and when the scripts were added.
 */
describe("the loader's timing", () => {
  type Entry = { startTime: number };
  type Fetching = { onload?: () => void };
  type Callback = (list: { getEntries: () => Entry[] }, observer: { disconnect: () => void }) => void;

  function simulatedPage({
    lcpSupported = true,
    buffered = [] as Entry[],
    attributes = new Map<string, string>(),
    paintedBeforeParseEnd = false,
    searchAskedAlready = false,
  } = {}) {
    const windowListeners = new Map<string, () => void>();
    /** Every element the loader made fetch something, in order, until its load event is fired. */
    const fetching: Fetching[] = [];
    let now = 100;
    const frames: Array<() => void> = [];
    const timers: Array<{ at: number; run: () => void }> = [];
    const parsed: Array<() => void> = [];
    const added: string[] = [];
    const preloaded: string[] = [];
    let observer: { callback: Callback; connected: boolean } | null = null;
    const document = {
      readyState: "loading",
      addEventListener: (type: string, listener: () => void) => {
        if (type === "DOMContentLoaded") parsed.push(listener);
      },
      currentScript: { getAttribute: (name: string) => attributes.get(name) ?? null },
      createElement: () => ({}),
      body: {
        appendChild: (e: Fetching & { src: string }) => {
          added.push(e.src);
          fetching.push(e);
        },
      },
      head: {
        appendChild: (e: Fetching & { rel: string; as: string; crossOrigin?: string; href: string }) => {
          preloaded.push(`${e.rel} ${e.as}${e.crossOrigin ? ` ${e.crossOrigin}` : ""} ${e.href}`);
          fetching.push(e);
        },
      },
    };
    const window: Record<string, unknown> = {
      performance: {
        now: () => now,
        getEntriesByType: (type: string) =>
          type === "paint" && paintedBeforeParseEnd ? [{ name: "first-contentful-paint", startTime: 50 }] : [],
      },
      requestAnimationFrame: (f: () => void) => frames.push(f),
      setTimeout: (run: () => void, ms: number) => timers.push({ at: now + ms, run }),
      addEventListener: (type: string, listener: () => void) => windowListeners.set(type, listener),
      __earlyInput: { inputs: [], query: searchAskedAlready ? "" : null },
      document,
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
      /** Everything asked for so far has arrived: each element's load event, in order. */
      arrived() {
        for (const e of fetching.splice(0)) e.onload?.();
      },
      /** The head script's event: search was asked for before hydration. */
      askForSearch() {
        windowListeners.get(EARLY_SEARCH_EVENT)?.();
      },
      /** The rest of the HTML has been parsed. */
      parseEnd() {
        document.readyState = "interactive";
        for (const listener of parsed.splice(0)) listener();
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

  const DATA_AND_CHUNKS = new Map([
    ["data-page-data", "/page-data/a/page-data.json"],
    ["data-page-chunks", "/c1.js /t-a.js"],
  ]);

  const SCRIPTS = ["preload script /app.js", "preload script /c1.js", "preload script /t-a.js"];
  const DATA = "preload fetch anonymous /page-data/a/page-data.json";

  it("while the HTML is still parsed, fetches every script a few frames in, once a phone has painted the page", () => {
    const page = simulatedPage({ attributes: DATA_AND_CHUNKS });
    // The first frames' callbacks may run before the page's first paint is presented.
    for (let i = 1; i < EARLY_FETCH_FRAMES; i++) page.frame();
    expect(page.preloaded).toEqual([]);
    page.frame();
    expect(page.preloaded).toEqual(SCRIPTS);
    // Run before the parse ends, the scripts would hydrate half a page.
    for (let i = 0; i < 10; i++) page.frame();
    page.entry();
    page.wait(5000);
    expect(page.added).toEqual([]);
  });

  it("once the parse ends on a painted page, fetches the page's data and adds the scripts two frames later, once each", () => {
    const page = simulatedPage({ buffered: [{ startTime: 50 }], attributes: DATA_AND_CHUNKS });
    for (let i = 0; i < EARLY_FETCH_FRAMES; i++) page.frame();
    page.parseEnd();
    page.frame();
    expect(page.added).toEqual([]);
    page.frame();
    // As Gatsby's loader asks for the data (an XMLHttpRequest, same origin): so the preload is reused.
    expect(page.preloaded).toEqual([...SCRIPTS, DATA]);
    expect(page.added).toEqual(["/app.js", "/c1.js", "/t-a.js"]);
    page.wait(5000);
    page.frame();
    expect(page.added).toHaveLength(3);
    expect(page.preloaded).toHaveLength(4);
  });

  it("when the parse ends before that frame on a page painted already, fetches the scripts at the parse end", () => {
    const page = simulatedPage({
      paintedBeforeParseEnd: true,
      buffered: [{ startTime: 50 }],
      attributes: DATA_AND_CHUNKS,
    });
    page.frame();
    page.parseEnd();
    expect(page.preloaded).toEqual(SCRIPTS);
    page.frame();
    page.frame();
    expect(page.added).toEqual(["/app.js", "/c1.js", "/t-a.js"]);
  });

  it("when the parse ends before the first paint (a short page, a fast machine), fetches nothing until the paint's entry", () => {
    const page = simulatedPage({ attributes: DATA_AND_CHUNKS });
    page.parseEnd();
    for (let i = 0; i < 6; i++) page.frame();
    expect([...page.preloaded, ...page.added]).toEqual([]);
    page.entry();
    expect(page.preloaded).toEqual([DATA]);
    expect(page.added).toEqual(["/app.js", "/c1.js", "/t-a.js"]);
  });

  it("when nothing was painted before the parse ended, waits for the first paint's entry, however many frames it takes", () => {
    const page = simulatedPage();
    page.parseEnd();
    for (let i = 0; i < 6; i++) page.frame();
    expect(page.added).toEqual([]);
    page.entry(10);
    expect(page.added).toEqual(["/app.js"]);
  });

  it("waits for two frames after the parse even when the entry comes first", () => {
    const page = simulatedPage();
    page.parseEnd();
    page.frame();
    page.entry();
    expect(page.added).toEqual([]);
    page.frame();
    expect(page.added).toEqual(["/app.js"]);
  });

  it("without largest-contentful-paint entries, waits two frames after the parse", () => {
    const page = simulatedPage({ lcpSupported: false });
    page.parseEnd();
    page.frame();
    expect(page.added).toEqual([]);
    page.frame();
    expect(page.added).toEqual(["/app.js"]);
  });

  const SEARCH = new Map([["data-search-assets", "/search-modal-1.js /static/style-0123456789ab.css"]]);

  const SEARCH_FILES = ["preload script /search-modal-1.js", "preload style /static/style-0123456789ab.css"];

  it("when search is asked for before hydration, fetches the search modal's files once hydration's scripts have arrived", () => {
    const page = simulatedPage({ attributes: new Map([...DATA_AND_CHUNKS, ...SEARCH]) });
    for (let i = 0; i < EARLY_FETCH_FRAMES; i++) page.frame();
    expect(page.preloaded).toEqual(SCRIPTS);
    page.askForSearch();
    // Asked for now, they would share the network with the scripts hydration needs.
    expect(page.preloaded).toEqual(SCRIPTS);
    page.arrived();
    expect(page.preloaded).toEqual([...SCRIPTS, ...SEARCH_FILES]);
    page.askForSearch();
    page.arrived();
    expect(page.preloaded).toEqual([...SCRIPTS, ...SEARCH_FILES]);
  });

  it("when search was asked for before anything was fetched, waits for hydration's scripts too", () => {
    const page = simulatedPage({ attributes: SEARCH, searchAskedAlready: true });
    page.parseEnd();
    page.entry();
    page.frame();
    page.frame();
    // No preloads: the script tags fetch the scripts; the modal's files wait for them.
    expect(page.preloaded).toEqual([]);
    expect(page.added).toEqual(["/app.js"]);
    page.arrived();
    expect(page.preloaded).toEqual(SEARCH_FILES);
  });

  it("when search is asked for after hydration's scripts have arrived, fetches the modal's files at once", () => {
    const page = simulatedPage({ attributes: SEARCH });
    for (let i = 0; i < EARLY_FETCH_FRAMES; i++) page.frame();
    page.arrived();
    expect(page.preloaded).toEqual(["preload script /app.js"]);
    page.askForSearch();
    expect(page.preloaded).toEqual(["preload script /app.js", ...SEARCH_FILES]);
  });

  it("when no frame is painted (a tab in the background), fetches and adds the scripts a second after the parse", () => {
    const page = simulatedPage({ attributes: DATA_AND_CHUNKS });
    page.parseEnd();
    page.wait(SCRIPTS_FALLBACK_MS - 1);
    expect([...page.preloaded, ...page.added]).toEqual([]);
    page.wait(1);
    // The script tags fetch the scripts themselves: no preload of them.
    expect(page.preloaded).toEqual([DATA]);
    expect(page.added).toEqual(["/app.js", "/c1.js", "/t-a.js"]);
    page.frame();
    page.frame();
    page.entry();
    expect(page.added).toHaveLength(3);
    expect(page.preloaded).toEqual([DATA]);
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
