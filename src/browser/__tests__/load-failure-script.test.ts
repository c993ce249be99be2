import { describe, expect, it } from "vitest";
import { APP_STARTED, loadFailureScript } from "../load-failure-script";
import { urlRepairScript } from "../url-repair-script";

const TEXTS = { message: "This page did not finish loading.", reload: "Reload </script>" };
const ORIGIN = "https://docs.example";

interface FakeElement {
  tagName: string;
  className?: string;
  textContent?: string;
  type?: string;
  attributes: Record<string, string>;
  children: FakeElement[];
  listeners: Record<string, () => void>;
  src?: string;
}

/** Runs the script against a fake window, document and sessionStorage; returns what it did. */
function load(options: { retried?: string; storageThrows?: boolean; path?: string } = {}) {
  const path = options.path ?? "/quickstart/";
  const listeners: Record<string, ((event: unknown) => void)[]> = {};
  const session = new Map<string, string>(options.retried ? [["autoeval.load-retry", options.retried]] : []);
  const refuse = () => {
    throw new Error("SecurityError");
  };
  const element = (tagName: string): FakeElement => ({ tagName, attributes: {}, children: [], listeners: {} });
  const body = element("BODY");
  let reloads = 0;
  const window: Record<string, unknown> = {
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] ??= []).push(listener),
    sessionStorage: options.storageThrows
      ? { getItem: refuse, setItem: refuse }
      : { getItem: (k: string) => session.get(k) ?? null, setItem: (k: string, v: string) => session.set(k, v) },
  };
  const document = {
    body,
    createElement: (tag: string) => {
      const made = element(tag.toUpperCase());
      return Object.assign(made, {
        setAttribute: (name: string, value: string) => (made.attributes[name] = value),
        appendChild: (child: FakeElement) => made.children.push(child),
        addEventListener: (type: string, listener: () => void) => (made.listeners[type] = listener),
      });
    },
    addEventListener: () => undefined,
  };
  Object.assign(body, { appendChild: (child: FakeElement) => body.children.push(child) });
  const location = { pathname: path, origin: ORIGIN, reload: () => reloads++ };
  new Function("window", "document", "location", loadFailureScript(TEXTS))(window, document, location);
  const fire = (type: string, event: unknown) => listeners[type]?.forEach((listener) => listener(event));
  return {
    window,
    session,
    reloads: () => reloads,
    banner: () => body.children[0],
    scriptFailed: (src: string) => fire("error", { target: { tagName: "SCRIPT", src } }),
    rejected: (reason: unknown) => fire("unhandledrejection", { reason }),
    threw: (error: unknown) => fire("error", { target: window, error }),
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
