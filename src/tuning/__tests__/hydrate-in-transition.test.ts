import { afterEach, describe, expect, it, vi } from "vitest";
import { hasServerHtml } from "../hydrate-in-transition";

/** An element whose `#gatsby-focus-wrapper` holds `children` elements, or that has none (null). */
function container(children: number | null): Element {
  const wrapper = children === null ? null : { children: { length: children } };
  return { querySelector: (selector: string) => (selector === "#gatsby-focus-wrapper" ? wrapper : null) } as Element;
}

describe("hasServerHtml", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is true for Gatsby's root holding the page's server HTML", () => {
    expect(hasServerHtml(container(1))).toBe(true);
  });

  it("is false for develop's empty root and for a client-only page's empty wrapper", () => {
    expect(hasServerHtml(container(null))).toBe(false);
    expect(hasServerHtml(container(0))).toBe(false);
  });

  it("reads the container it is given, not the document: develop's loading indicator is an empty element made once the page has rendered", () => {
    vi.stubGlobal("document", { getElementById: () => ({ children: { length: 3 } }) });
    expect(hasServerHtml(container(null))).toBe(false);
  });
});
