import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import type { SiteConfig } from "../../config/schema";
import { colorModeScript } from "../color-mode-script";
import { announcementScript, headScript } from "../head-script";
import { loadFailureScript } from "../load-failure-script";
import { urlRepairScript } from "../url-repair-script";

type ColorMode = SiteConfig["colorMode"];

interface FakePage {
  readonly attributes: Map<string, string>;
  readonly storage: Map<string, string>;
  readonly colorScheme: string | undefined;
}

/** Runs a head script against a tiny fake document, localStorage and matchMedia. */
function run(
  script: string,
  options: {
    saved?: Record<string, string>;
    systemDark?: boolean;
    storageThrows?: boolean;
    noMatchMedia?: boolean;
  } = {},
): FakePage {
  const attributes = new Map<string, string>();
  const style: { colorScheme?: string } = {};
  const storage = new Map(Object.entries(options.saved ?? {}));
  const fail = () => {
    throw new Error("SecurityError: storage is disabled");
  };
  const localStorage = {
    getItem: (key: string) => (options.storageThrows ? fail() : (storage.get(key) ?? null)),
    setItem: (key: string, value: string) => (options.storageThrows ? fail() : storage.set(key, value)),
    removeItem: (key: string) => (options.storageThrows ? fail() : storage.delete(key)),
  };
  const document = {
    documentElement: {
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      hasAttribute: (name: string) => attributes.has(name),
      getAttribute: (name: string) => attributes.get(name) ?? null,
      style,
    },
    // The reader-choices part listens for the parse end and for clicks.
    addEventListener: () => undefined,
  };
  const window = {
    localStorage,
    // The colour toggle and early-input parts listen for clicks and keys.
    addEventListener: () => undefined,
    matchMedia: options.noMatchMedia
      ? undefined
      : (query: string) => ({ matches: query === "(prefers-color-scheme: dark)" && Boolean(options.systemDark) }),
  };
  // The URL-repair part reads the address (a good one here) and the load-failure part listens.
  const location = { pathname: "/quickstart/", search: "", hash: "", origin: "http://127.0.0.1" };
  const history = { state: null, replaceState: () => undefined };
  new Function("document", "localStorage", "window", "location", "history", script)(
    document,
    localStorage,
    window,
    location,
    history,
  );
  return { attributes, storage, colorScheme: style.colorScheme };
}

const DEFAULTS: ColorMode = { defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: false };
const mode = (extra: Partial<ColorMode> = {}): ColorMode => ({ ...DEFAULTS, ...extra });

describe("colorModeScript", () => {
  it("uses a saved dark theme", () => {
    const page = run(colorModeScript(mode()), { saved: { theme: "dark" } });
    expect(page.attributes.get("data-theme")).toBe("dark");
    expect(page.colorScheme).toBe("dark");
  });

  it("uses a saved light theme over a dark default", () => {
    expect(
      run(colorModeScript(mode({ defaultMode: "dark" })), { saved: { theme: "light" } }).attributes.get("data-theme"),
    ).toBe("light");
  });

  it("uses the default with nothing saved", () => {
    expect(run(colorModeScript(mode())).attributes.get("data-theme")).toBe("light");
    expect(run(colorModeScript(mode({ defaultMode: "dark" }))).attributes.get("data-theme")).toBe("dark");
  });

  it("ignores a saved value that is not a theme", () => {
    expect(run(colorModeScript(mode()), { saved: { theme: "blue" } }).attributes.get("data-theme")).toBe("light");
  });

  it("ignores the system preference unless told to respect it", () => {
    expect(run(colorModeScript(mode()), { systemDark: true }).attributes.get("data-theme")).toBe("light");
  });

  it("follows a dark system preference when respected and nothing is saved", () => {
    const script = colorModeScript(mode({ respectPrefersColorScheme: true }));
    expect(run(script, { systemDark: true }).attributes.get("data-theme")).toBe("dark");
    expect(run(script, { systemDark: false }).attributes.get("data-theme")).toBe("light");
    expect(
      run(colorModeScript(mode({ defaultMode: "dark", respectPrefersColorScheme: true })), {
        systemDark: false,
      }).attributes.get("data-theme"),
    ).toBe("light");
  });

  it("lets a saved choice win over the respected system preference", () => {
    const script = colorModeScript(mode({ respectPrefersColorScheme: true }));
    expect(run(script, { systemDark: true, saved: { theme: "light" } }).attributes.get("data-theme")).toBe("light");
  });

  it("falls back to the default without matchMedia", () => {
    const script = colorModeScript(mode({ respectPrefersColorScheme: true }));
    expect(run(script, { noMatchMedia: true }).attributes.get("data-theme")).toBe("light");
  });

  it("removes the saved value and uses the default when switching is disabled", () => {
    const page = run(colorModeScript(mode({ disableSwitch: true })), { saved: { theme: "dark", other: "kept" } });
    expect(page.attributes.get("data-theme")).toBe("light");
    expect(page.storage.has("theme")).toBe(false);
    expect(page.storage.get("other")).toBe("kept");
  });

  it("still sets the default theme when storage throws", () => {
    const page = run(colorModeScript(mode({ defaultMode: "dark" })), { storageThrows: true });
    expect(page.attributes.get("data-theme")).toBe("dark");
    expect(
      run(colorModeScript(mode({ disableSwitch: true })), { storageThrows: true }).attributes.get("data-theme"),
    ).toBe("light");
  });
});

describe("announcementScript", () => {
  const bar = {
    id: "alberta-8k-release",
    content: "x",
    backgroundColor: "#000",
    textColor: "#fff",
    isCloseable: true,
  };

  it("marks the bar dismissed when this bar's id was dismissed", () => {
    const page = run(announcementScript(bar), {
      saved: { "docusaurus.announcement.dismiss": "true", "docusaurus.announcement.id": "alberta-8k-release" },
    });
    expect(page.attributes.has("data-announcement-dismissed")).toBe(true);
  });

  it("shows the bar again once its id changes", () => {
    const page = run(announcementScript(bar), {
      saved: { "docusaurus.announcement.dismiss": "true", "docusaurus.announcement.id": "older-bar" },
    });
    expect(page.attributes.has("data-announcement-dismissed")).toBe(false);
  });

  it("shows the bar when nothing was dismissed or storage throws", () => {
    expect(run(announcementScript(bar)).attributes.size).toBe(0);
    expect(run(announcementScript(bar), { storageThrows: true }).attributes.size).toBe(0);
  });

  it("is empty without a bar", () => {
    expect(announcementScript(undefined)).toBe("");
  });

  it("cannot be broken out of by the bar id: the page's HTML holds one script, the whole script", () => {
    const hostile = { ...bar, id: '"</script><script>alert(1)//<!--\u2028' };
    const script = announcementScript(hostile);
    const html = `<html><head><script>${script}</script></head><body><p>page</p></body></html>`;
    const scripts = parse(html).querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.textContent).toBe(script);
    expect(parse(html).querySelector("p")?.textContent).toBe("page");
    // And it still compares against the real id.
    const page = run(script, {
      saved: { "docusaurus.announcement.dismiss": "true", "docusaurus.announcement.id": hostile.id },
    });
    expect(page.attributes.has("data-announcement-dismissed")).toBe(true);
  });
});

describe("headScript", () => {
  it("holds every part, the URL repair first", () => {
    const script = headScript({ colorMode: mode(), announcementBar: undefined });
    for (const part of [urlRepairScript(), colorModeScript(mode()), loadFailureScript()])
      expect(script).toContain(part);
    expect(script.startsWith(urlRepairScript())).toBe(true);
  });

  it("runs the colour mode and announcement parts", () => {
    const page = run(
      headScript({
        colorMode: mode(),
        announcementBar: { id: "b", content: "x", backgroundColor: "#000", textColor: "#fff", isCloseable: true },
      }),
      { saved: { theme: "dark", "docusaurus.announcement.dismiss": "true", "docusaurus.announcement.id": "b" } },
    );
    expect(page.attributes.get("data-theme")).toBe("dark");
    expect(page.attributes.has("data-announcement-dismissed")).toBe(true);
  });
});
