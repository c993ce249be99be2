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
  function repaired(pathname: string, search = "", hash = ""): string | null {
    let written: string | null = null;
    const history = { state: null, replaceState: (_: unknown, __: string, url: string) => (written = url) };
    new Function("location", "history", urlRepairScript())({ pathname, search, hash }, history);
    return written;
  }

  it.each([
    ["/quickstart/%ZZ/", "/quickstart/ZZ/"],
    ["/100%/", "/100/"],
    ["/a/%E0%A4%A/", "/a/E0A4A/"],
    ["/caf%C3%A9/%", "/caf%C3%A9/"],
  ])("writes %s as %s, keeping the query and hash", (path, expected) => {
    expect(repaired(path, "?q=1", "#top")).toBe(`${expected}?q=1#top`);
  });

  it("leaves a path that decodes alone", () => {
    expect(repaired("/caf%C3%A9/", "?q=%", "#%")).toBeNull();
  });
});
