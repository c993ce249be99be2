import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EarlyInputState } from "../../early-input-script";
import { handTypedQueryTo, keepTypedQuery, peekTypedQuery, takeTypedQuery } from "../open-request";

/** An input as the browser makes it: the value is an accessor of its prototype, focus may not take. */
class FakeInput {
  #value = "";
  readonly events: string[] = [];
  readonly listeners = new Map<string, () => void>();
  readonly ownerDocument: { activeElement: unknown } = { activeElement: null };
  constructor(readonly focusable = true) {}
  get value() {
    return this.#value;
  }
  set value(value: string) {
    this.#value = value;
  }
  focus() {
    if (this.focusable) this.ownerDocument.activeElement = this;
  }
  dispatchEvent(event: Event) {
    this.events.push(`${event.type}:${this.#value}`);
    return true;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  removeEventListener(type: string) {
    this.listeners.delete(type);
  }
}

const state = () => (window as unknown as { __earlyInput: EarlyInputState }).__earlyInput;
const asInput = (input: FakeInput) => input as unknown as HTMLInputElement;

beforeEach(() => {
  vi.stubGlobal("window", { __earlyInput: { inputs: [], query: null } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the keys typed while search opens", () => {
  it("are still kept after the modal has read them to render", () => {
    keepTypedQuery();
    state().query += "eval";
    expect(peekTypedQuery()).toBe("eval");
    expect(state().query).toBe("eval");
    expect(takeTypedQuery()).toBe("eval");
    expect(state().query).toBeNull();
  });

  it("are handed over once the input has the focus; keys typed since the render are put in it as typing", () => {
    keepTypedQuery();
    state().query = "eval";
    const shown = peekTypedQuery();
    const input = new FakeInput();
    input.value = shown;
    // Typed between the render and the input's focus.
    state().query += "uation";
    handTypedQueryTo(asInput(input), shown);
    expect(input.ownerDocument.activeElement).toBe(input);
    expect(state().query).toBeNull();
    expect(input.value).toBe("evaluation");
    expect(input.events).toEqual(["input:evaluation"]);
  });

  it("leave the input as it is when nothing was typed since the render", () => {
    keepTypedQuery();
    state().query = "eval";
    const input = new FakeInput();
    input.value = "eval";
    handTypedQueryTo(asInput(input), "eval");
    expect(input.events).toEqual([]);
    expect(state().query).toBeNull();
  });

  it("stay kept while the input does not take the focus, and are handed over when it does", () => {
    keepTypedQuery();
    const input = new FakeInput(false);
    const stop = handTypedQueryTo(asInput(input), "");
    state().query = "ab";
    expect(state().query).toBe("ab");
    expect(input.events).toEqual([]);
    input.listeners.get("focus")!();
    expect(state().query).toBeNull();
    expect(input.value).toBe("ab");
    stop();
    expect(input.listeners.size).toBe(0);
  });

  it("are left alone when search closed before the input took the focus", () => {
    const input = new FakeInput();
    input.value = "eval";
    handTypedQueryTo(asInput(input), "eval");
    expect(input.value).toBe("eval");
    expect(input.events).toEqual([]);
  });
});
