import { describe, expect, it } from "vitest";
import { colorToggleScript } from "../color-mode-script";
import { EARLY_SEARCH_EVENT } from "../../common/early-input-contract";
import { earlyInputScript, type EarlyInputState } from "../early-input-script";

type Listener = (event: FakeEvent) => void;

interface FakeEvent {
  readonly target: { closest: (selector: string) => FakeElement | null; tagName?: string; isContentEditable?: boolean };
  readonly button?: number;
  readonly key?: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
  defaultPrevented: boolean;
  stopped: boolean;
  preventDefault(): void;
  stopPropagation(): void;
}

interface FakeElement {
  readonly attributes: Record<string, string>;
  readonly form?: object | null;
  blurred?: boolean;
  getAttribute(name: string): string | null;
  blur(): void;
}

/** Runs head-script parts against a fake window and <html>; returns what they listen with. */
function run(script: string) {
  const html = new Map<string, string>([["data-theme", "light"]]);
  const storage = new Map<string, string>();
  const listeners: Record<string, Listener[]> = {};
  /** The events the script dispatched on window, by type. */
  const dispatched: string[] = [];
  const window: Record<string, unknown> = {
    addEventListener: (type: string, listener: Listener) => (listeners[type] ??= []).push(listener),
    dispatchEvent: (event: Event) => dispatched.push(event.type),
  };
  const document = {
    activeElement: null as FakeElement | null,
    documentElement: {
      hasAttribute: (name: string) => html.has(name),
      getAttribute: (name: string) => html.get(name) ?? null,
      setAttribute: (name: string, value: string) => html.set(name, value),
      style: {} as { colorScheme?: string },
    },
  };
  const localStorage = { setItem: (key: string, value: string) => storage.set(key, value) };
  new Function("window", "document", "localStorage", script)(window, document, localStorage);
  const dispatch = (type: string, init: Partial<FakeEvent>): FakeEvent => {
    const event: FakeEvent = {
      target: { closest: () => null },
      defaultPrevented: false,
      stopped: false,
      preventDefault() {
        this.defaultPrevented = true;
      },
      stopPropagation() {
        this.stopped = true;
      },
      ...init,
    };
    for (const listener of listeners[type] ?? []) listener(event);
    return event;
  };
  return {
    html,
    storage,
    dispatch,
    dispatched,
    document,
    state: () => window["__earlyInput"] as EarlyInputState,
  };
}

/** An element whose closest() finds itself for the selectors it matches. */
function element(tag: string, attributes: Record<string, string> = {}, form: object | null = null): FakeElement {
  return {
    attributes,
    form,
    tagName: tag,
    getAttribute: (name) => attributes[name] ?? null,
    blur() {
      this.blurred = true;
    },
  } as FakeElement;
}

function targetIn(control: FakeElement, matches: (selector: string) => boolean) {
  return { closest: (selector: string) => (matches(selector) ? control : null), tagName: "SPAN" };
}

const onButton = (control: FakeElement) => targetIn(control, (s) => s.includes("button"));

describe("earlyInputScript: clicks before hydration", () => {
  it("holds a click on a button, once, and stops it from reaching React", () => {
    const page = run(earlyInputScript());
    const button = element("BUTTON");
    const event = page.dispatch("click", { target: onButton(button), button: 0 });
    expect(event.defaultPrevented && event.stopped).toBe(true);
    expect(page.state().inputs).toEqual([{ type: "click", target: button }]);
  });

  it("leaves native controls, form buttons, other mouse buttons and a hydrated page alone", () => {
    const page = run(earlyInputScript());
    page.dispatch("click", { target: onButton(element("BUTTON", { "data-early-input": "native" })), button: 0 });
    page.dispatch("click", { target: onButton(element("BUTTON", {}, {})), button: 0 });
    page.dispatch("click", { target: onButton(element("BUTTON")), button: 1 });
    page.dispatch("click", { target: { closest: () => null }, button: 0 });
    page.html.set("data-hydrated", "");
    const late = page.dispatch("click", { target: onButton(element("BUTTON")), button: 0 });
    expect(late.stopped).toBe(false);
    expect(page.state().inputs).toEqual([]);
  });

  it("keeps the keys typed after a search button's click", () => {
    const page = run(earlyInputScript());
    page.dispatch("click", { target: onButton(element("BUTTON", { "data-early-input": "search" })), button: 0 });
    page.dispatch("keydown", { key: "q" });
    expect(page.state().query).toBe("q");
    // The app starts loading the modal's code on this (SearchBar/load-modal.ts).
    expect(page.dispatched).toEqual([EARLY_SEARCH_EVENT]);
  });
});

describe("earlyInputScript: search keys", () => {
  const key = (page: ReturnType<typeof run>, k: string, extra: Partial<FakeEvent> = {}) =>
    page.dispatch("keydown", { key: k, ...extra });

  it("asks for search on Ctrl+K, once, and keeps what is typed after, Backspace included", () => {
    const page = run(earlyInputScript());
    expect(key(page, "k", { ctrlKey: true }).defaultPrevented).toBe(true);
    key(page, "k", { ctrlKey: true });
    for (const k of ["m", "e", "x", "Backspace", "t", "/"]) expect(key(page, k).defaultPrevented).toBe(true);
    expect(page.state().inputs).toEqual([{ type: "search" }]);
    expect(page.dispatched).toEqual([EARLY_SEARCH_EVENT]);
    // Once search is asked for, "/" is a character of the query.
    expect(page.state().query).toBe("met/");
  });

  it("asks for search on '/' outside a field", () => {
    const page = run(earlyInputScript());
    expect(key(page, "/").defaultPrevented).toBe(true);
    expect(page.state()).toEqual({ inputs: [{ type: "search" }], query: "" });
  });

  it("stops keeping keys at Escape before hydration, and forgets the request", () => {
    const page = run(earlyInputScript());
    key(page, "k", { metaKey: true });
    key(page, "a");
    key(page, "Escape");
    expect(page.state()).toEqual({ inputs: [], query: null });
    expect(key(page, "b").defaultPrevented).toBe(false);
  });

  it("at Escape before hydration also forgets a press on a search control, and takes the focus off it", () => {
    const page = run(earlyInputScript());
    const search = element("BUTTON", { "data-early-input": "search" });
    const other = element("BUTTON");
    page.dispatch("click", { target: onButton(other), button: 0 });
    page.dispatch("click", { target: onButton(search), button: 0 });
    page.document.activeElement = search;
    key(page, "a");
    expect(key(page, "Escape").defaultPrevented).toBe(true);
    // The other control's press is still replayed; search is not.
    expect(page.state()).toEqual({ inputs: [{ type: "click", target: other }], query: null });
    expect(search.blurred).toBe(true);
    expect(key(page, " ").defaultPrevented).toBe(false);
  });

  it("leaves the focus where it is at Escape when it is not on a search control", () => {
    const page = run(earlyInputScript());
    const other = element("A");
    page.document.activeElement = other;
    key(page, "k", { ctrlKey: true });
    key(page, "Escape");
    expect(other.blurred).toBeUndefined();
    expect(page.state()).toEqual({ inputs: [], query: null });
  });

  it("never takes '/' typed in a field, and caps the query at 64 characters", () => {
    const page = run(earlyInputScript());
    key(page, "/", { target: { closest: () => null, tagName: "INPUT" } });
    expect(page.state().query).toBeNull();
    key(page, "k", { ctrlKey: true });
    for (let i = 0; i < 70; i++) key(page, "a");
    expect(page.state().query).toHaveLength(64);
  });

  it("after hydration keeps keys only while the app awaits the modal (query not null)", () => {
    const page = run(earlyInputScript());
    page.html.set("data-hydrated", "");
    expect(key(page, "k", { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(key(page, "a").defaultPrevented).toBe(false);
    page.state().query = "";
    key(page, "a");
    expect(page.state().query).toBe("a");
  });
});

describe("colorToggleScript", () => {
  const onToggle = targetIn(element("BUTTON"), (s) => s.includes("data-color-mode-toggle"));

  it("flips and saves the mode before hydration, and keeps the click from React", () => {
    const page = run(
      colorToggleScript({ defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: false }),
    );
    const event = page.dispatch("click", { target: onToggle });
    expect(page.html.get("data-theme")).toBe("dark");
    expect(page.storage.get("theme")).toBe("dark");
    expect(event.stopped).toBe(true);
    page.dispatch("click", { target: onToggle });
    expect(page.html.get("data-theme")).toBe("light");
  });

  it("leaves the toggle to React once the page has hydrated, and is empty with the switch off", () => {
    const page = run(
      colorToggleScript({ defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: false }),
    );
    page.html.set("data-hydrated", "");
    expect(page.dispatch("click", { target: onToggle }).stopped).toBe(false);
    expect(page.html.get("data-theme")).toBe("light");
    expect(colorToggleScript({ defaultMode: "light", disableSwitch: true, respectPrefersColorScheme: false })).toBe("");
  });
});
