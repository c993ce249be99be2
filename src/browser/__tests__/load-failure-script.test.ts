import { describe, expect, it } from "vitest";
import { APP_STARTED, LOAD_FAILURE_BANNER_ID, LOAD_TIMEOUT_MS, loadFailureScript } from "../load-failure-script";
import { urlRepairScript } from "../url-repair-script";

const TEXTS = { message: "This page did not finish loading.", reload: "Reload </script>" };
const ORIGIN = "https://docs.example";

interface FakeElement {
  tagName: string;
  id?: string;
  className?: string;
  textContent?: string;
  type?: string;
  attributes: Record<string, string>;
  children: FakeElement[];
  listeners: Record<string, () => void>;
  src?: string;
}

interface LoadOptions {
  retried?: string;
  storageThrows?: boolean;
  path?: string;
  /** window.pagePath: the page the server's HTML is (the loader sets it while the body is parsed). */
  pagePath?: string;
  hidden?: boolean;
}

/** Runs the script against a fake window, document, clock and sessionStorage; returns what it did. */
function load(options: LoadOptions = {}) {
  const path = options.path ?? "/quickstart/";
  const listeners: Record<string, ((event: unknown) => void)[]> = {};
  const documentListeners: Record<string, (() => void)[]> = {};
  const session = new Map<string, string>(options.retried ? [["autoeval.load-retry", options.retried]] : []);
  const refuse = () => {
    throw new Error("SecurityError");
  };
  const element = (tagName: string): FakeElement => ({ tagName, attributes: {}, children: [], listeners: {} });
  const body = element("BODY");
  let reloads = 0;
  // A clock of our own: the one timer the script keeps, and the time now.
  let now = 0;
  let timer: { at: number; run: () => void } | null = null;
  let observer: ((list: { getEntries: () => { name: string }[] }, self: { disconnect: () => void }) => void) | null =
    null;
  const window: Record<string, unknown> = {
    pagePath: options.pagePath ?? path,
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] ??= []).push(listener),
    sessionStorage: options.storageThrows
      ? { getItem: refuse, setItem: refuse }
      : { getItem: (k: string) => session.get(k) ?? null, setItem: (k: string, v: string) => session.set(k, v) },
    setTimeout: (run: () => void, ms: number) => {
      timer = { at: now + ms, run };
      return 1;
    },
    clearTimeout: () => (timer = null),
    PerformanceObserver: class {
      constructor(callback: typeof observer) {
        observer = callback;
      }
      observe() {}
    },
  };
  const document = {
    body,
    readyState: "loading",
    hidden: Boolean(options.hidden),
    createElement: (tag: string) => {
      const made = element(tag.toUpperCase());
      return Object.assign(made, {
        setAttribute: (name: string, value: string) => (made.attributes[name] = value),
        appendChild: (child: FakeElement) => made.children.push(child),
        addEventListener: (type: string, listener: () => void) => (made.listeners[type] = listener),
      });
    },
    addEventListener: (type: string, listener: () => void) => (documentListeners[type] ??= []).push(listener),
  };
  Object.assign(body, { appendChild: (child: FakeElement) => body.children.push(child) });
  const location = { pathname: path, origin: ORIGIN, reload: () => reloads++ };
  new Function("window", "document", "location", loadFailureScript(TEXTS))(window, document, location);
  const fire = (type: string, event: unknown) => listeners[type]?.forEach((listener) => listener(event));
  const fireDocument = (type: string) => documentListeners[type]?.splice(0).forEach((listener) => listener());
  return {
    window,
    document,
    session,
    reloads: () => reloads,
    banner: () => body.children[0],
    scriptFailed: (src: string) => fire("error", { target: { tagName: "SCRIPT", src } }),
    rejected: (reason: unknown) => fire("unhandledrejection", { reason }),
    threw: (error: unknown, filename = `${ORIGIN}/app-1234.js`) =>
      fire("error", { target: window, error, filename, message: `Uncaught ${String(error)}` }),
    parsed: () => {
      document.readyState = "interactive";
      fireDocument("DOMContentLoaded");
    },
    shown: () => {
      document.hidden = false;
      fireDocument("visibilitychange");
    },
    /** Lets `ms` pass on the clock, running the script's timer if it comes due. */
    wait: (ms: number) => {
      now += ms;
      const due: { at: number; run: () => void } | null = timer;
      if (due && due.at <= now) {
        timer = null;
        due.run();
      }
    },
    arrived: (...names: string[]) =>
      observer?.({ getEntries: () => names.map((name) => ({ name })) }, { disconnect: () => (observer = null) }),
  };
}

const pageResourcesError = new Error("page resources for /quickstart/ not found. Not rendering React");
const chunkError = Object.assign(new Error("Loading chunk 2035 failed. (error: https://docs.example/2035-abc.js)"), {
  name: "ChunkLoadError",
});

describe("loadFailureScript", () => {
  it("reloads once when one of the site's scripts fails to load before the app starts", () => {
    const page = load();
    page.scriptFailed(`${ORIGIN}/app-1234.js`);
    page.scriptFailed(`${ORIGIN}/framework-1234.js`);
    expect(page.reloads()).toBe(1);
    expect(page.session.get("autoeval.load-retry")).toBe("/quickstart/");
    expect(page.banner()).toBeUndefined();
  });

  it.each([
    ["Gatsby's loader gives up on the page's data", pageResourcesError],
    ["the page's template chunk failed", chunkError],
  ])("reloads once when %s", (_, reason) => {
    const page = load();
    page.rejected(reason);
    expect(page.reloads()).toBe(1);
  });

  it("shows the banner, built from text, when the page was reloaded once already", () => {
    const page = load({ retried: "/quickstart/" });
    page.rejected(pageResourcesError);
    expect(page.reloads()).toBe(0);
    const banner = page.banner()!;
    expect(banner.id).toBe(LOAD_FAILURE_BANNER_ID);
    expect(banner.className).toBe("page-notice");
    expect(banner.attributes.role).toBe("alert");
    expect(banner.children.map((child) => child.textContent)).toEqual([TEXTS.message, TEXTS.reload]);
    // The page never hydrates, so the early-input script must not hold the click for later.
    expect(banner.children[1]!.attributes["data-early-input"]).toBe("native");
    banner.children[1]!.listeners.click!();
    expect(page.reloads()).toBe(1);
  });

  it("gives another page its own one reload", () => {
    const page = load({ retried: "/autoeval/metrics/" });
    page.threw(chunkError);
    expect(page.reloads()).toBe(1);
  });

  it("shows the banner at once when sessionStorage is refused: no reload it could not count", () => {
    const page = load({ storageThrows: true });
    page.scriptFailed(`${ORIGIN}/app-1234.js`);
    expect(page.reloads()).toBe(0);
    expect(page.banner()?.className).toBe("page-notice");
  });

  it("ignores other errors, scripts of other hosts, and anything after the app has started", () => {
    const page = load();
    page.threw(new Error("Something else went wrong"));
    page.rejected(new TypeError("Failed to fetch"));
    page.scriptFailed("https://www.googletagmanager.com/gtag/js?id=G-1");
    page.scriptFailed("https://docs.example.evil/app.js");
    expect(page.reloads()).toBe(0);
    page.window[APP_STARTED] = true;
    page.scriptFailed(`${ORIGIN}/6358-abcd.js`);
    page.rejected(chunkError);
    expect(page.reloads()).toBe(0);
    expect(page.banner()).toBeUndefined();
  });
});

describe("loadFailureScript: a script that does not parse", () => {
  it.each([
    ["an HTML fallback page", "Unexpected token '<'"],
    ["a truncated chunk", "Unexpected end of input"],
  ])("reloads once for a SyntaxError from a file of this origin (%s)", (_, message) => {
    const page = load();
    page.threw(new SyntaxError(message), `${ORIGIN}/app-1234.js`);
    expect(page.reloads()).toBe(1);
  });

  it("ignores a SyntaxError from another origin, and other errors of this origin", () => {
    const page = load();
    page.threw(new SyntaxError("Unexpected token '<'"), "https://www.googletagmanager.com/gtag/js?id=G-1");
    page.threw(new SyntaxError("Unexpected token '<'"), "");
    page.threw(new TypeError("x is undefined"), `${ORIGIN}/app-1234.js`);
    expect(page.reloads()).toBe(0);
  });
});

describe("loadFailureScript: a load that stalls", () => {
  it("reloads once when none of the site's files arrives for the time limit after the parse", () => {
    const page = load();
    page.wait(2 * LOAD_TIMEOUT_MS);
    expect(page.reloads()).toBe(0);
    page.parsed();
    page.wait(LOAD_TIMEOUT_MS - 1);
    expect(page.reloads()).toBe(0);
    page.wait(1);
    expect(page.reloads()).toBe(1);
  });

  it("restarts the clock with each script, stylesheet or data file of the site that arrives, and only those", () => {
    const page = load();
    page.parsed();
    page.wait(LOAD_TIMEOUT_MS - 1000);
    page.arrived(`${ORIGIN}/app-1234.js`);
    page.wait(LOAD_TIMEOUT_MS - 1000);
    page.arrived(`${ORIGIN}/page-data/quickstart/page-data.json?x=1`, `${ORIGIN}/styles.css`);
    page.wait(LOAD_TIMEOUT_MS - 1000);
    expect(page.reloads()).toBe(0);
    page.arrived(`${ORIGIN}/img/diagram.png`, "https://elsewhere.example/app.js");
    page.wait(1000);
    expect(page.reloads()).toBe(1);
  });

  it("shows the banner when the reloaded page stalls too", () => {
    const page = load({ retried: "/quickstart/" });
    page.parsed();
    page.wait(LOAD_TIMEOUT_MS);
    expect(page.reloads()).toBe(0);
    expect(page.banner()?.id).toBe(LOAD_FAILURE_BANNER_ID);
  });

  it("stops once the app has started", () => {
    const page = load();
    page.parsed();
    page.window[APP_STARTED] = true;
    page.wait(LOAD_TIMEOUT_MS);
    expect(page.reloads()).toBe(0);
    expect(page.banner()).toBeUndefined();
  });

  it("in a tab in the background, waits until the tab is shown, then gives the load its full time", () => {
    const page = load({ hidden: true });
    page.parsed();
    page.wait(5 * LOAD_TIMEOUT_MS);
    expect(page.reloads()).toBe(0);
    page.shown();
    page.wait(LOAD_TIMEOUT_MS - 1);
    expect(page.reloads()).toBe(0);
    page.wait(1);
    expect(page.reloads()).toBe(1);
  });
});

describe("loadFailureScript: the not-found page", () => {
  it("takes Gatsby's 'page resources not found' there as the not-found answer it is: no reload, no banner, no clock", () => {
    const page = load({ path: "/%00/", pagePath: "/404.html" });
    page.parsed();
    page.rejected(new Error("page resources for /%00/ not found. Not rendering React"));
    page.wait(2 * LOAD_TIMEOUT_MS);
    expect(page.reloads()).toBe(0);
    expect(page.banner()).toBeUndefined();
  });

  it("still reloads when one of the not-found page's own scripts fails", () => {
    const page = load({ path: "/missing/", pagePath: "/404.html" });
    page.scriptFailed(`${ORIGIN}/app-1234.js`);
    expect(page.reloads()).toBe(1);
  });
});

describe("urlRepairScript", () => {
  const ORIGIN_OF_PAGE = "https://docs.example";

  /** The address the script loads instead, or null when it leaves the page alone. */
  function repaired(pathname: string, search = "", hash = ""): string | null {
    let loaded: string | null = null;
    const location = {
      origin: ORIGIN_OF_PAGE,
      pathname,
      search,
      hash,
      replace: (url: string) => (loaded = url),
    };
    new Function("location", urlRepairScript())(location);
    return loaded === null ? null : (loaded as string).slice(ORIGIN_OF_PAGE.length);
  }

  it.each([
    ["/quickstart/%ZZ/", "/quickstart/ZZ/"],
    ["/100%/", "/100/"],
    ["/a/%E0%A4%A/", "/a/E0A4A/"],
    ["/caf%C3%A9/%", "/caf%C3%A9/"],
    ["/100%25-accurate/", "/100-accurate/"],
    ["/%5C/", "/"],
    ["/quickstart/%00/", "/quickstart/"],
    ["/quickstart/%1f%7F/", "/quickstart/"],
    ["/%3D/", "/=/"],
    ["/a%3b%3A%40%26%3d%2B%24%2c/", "/a;:@&=+$,/"],
  ])("loads %s as %s, keeping the query and hash", (path, expected) => {
    expect(repaired(path, "?q=1", "#top")).toBe(`${expected}?q=1#top`);
  });

  it.each([
    ["/search%3Fq%3Dmetrics", "", "", "/search?q=metrics"],
    ["/search%3fq%3Devaluation%20metrics", "", "", "/search?q=evaluation metrics"],
    ["/quickstart/%3Futm_source%3Dnewsletter", "?ref=mail", "", "/quickstart/?utm_source=newsletter&ref=mail"],
    ["/guides/rag-evaluation%23install", "", "", "/guides/rag-evaluation#install"],
    ["/guides/rag-evaluation%23install", "?a=1", "#kept", "/guides/rag-evaluation?a=1#kept"],
    ["/x/%3Fa%3D1%23part", "", "", "/x/?a=1#part"],
    ["/x/%3Fa%3D%25", "", "", "/x/?a=%"],
  ])("takes what follows an encoded ? or # in %s as the query or hash", (path, search, hash, expected) => {
    expect(repaired(path, search, hash)).toBe(expected);
  });

  it("never leaves the site, however many slashes lead the path", () => {
    expect(repaired("//evil.example/%00/")).toBe("/evil.example/");
    expect(repaired("/%00/%00/")).toBe("/");
  });

  it("leaves a path that the router takes alone", () => {
    expect(repaired("/caf%C3%A9/", "?q=%", "#%")).toBeNull();
    expect(repaired("/quickstart/", "?q=%3F", "#%23")).toBeNull();
    expect(repaired("/quickstart%2F")).toBeNull();
    expect(repaired("/a=b/%41%27%28%5B%7B/")).toBeNull();
  });

  it("needs no second repair: what it loads it leaves alone", () => {
    const corpus = [
      "/quickstart/%ZZ/",
      "/search%3Fq%3Dmetrics",
      "/%3F%3F%23%23/",
      "/%25%25/%ZZ%3F%25ZZ",
      "/a%5C%5C/b%00%",
      "/%E0%A4%A%23%3F/",
      "///x//%00//",
      "/%3D%2525%3B/",
    ];
    for (const path of corpus) {
      const once = repaired(path);
      expect(once, path).not.toBeNull();
      const url = new URL(once!, ORIGIN_OF_PAGE);
      expect(repaired(url.pathname, url.search, url.hash), path).toBeNull();
    }
  });
});
