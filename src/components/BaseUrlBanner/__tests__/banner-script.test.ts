import { describe, expect, it } from "vitest";
import { BASE_URL_BANNER_ID, bannerScript } from "../index";

/** Runs the banner script at a location and says whether the banner was revealed. */
function revealed(prefix: string, pathname: string): boolean {
  const banner = { hidden: true };
  const document = { getElementById: (id: string) => (id === BASE_URL_BANNER_ID ? banner : null) };
  new Function("document", "location", bannerScript(prefix))(document, { pathname });
  return !banner.hidden;
}

describe("bannerScript", () => {
  it("keeps the banner hidden when the site is served under its prefix", () => {
    expect(revealed("/docs", "/docs/")).toBe(false);
    expect(revealed("/docs", "/docs")).toBe(false);
    expect(revealed("/docs", "/docs/quickstart/")).toBe(false);
  });

  it("reveals the banner when the site is served from another path", () => {
    expect(revealed("/docs", "/")).toBe(true);
    expect(revealed("/docs", "/other/")).toBe(true);
    expect(revealed("/docs", "/docsx/")).toBe(true);
  });

  it("quotes the prefix as a string literal", () => {
    expect(() => bannerScript('/a"b')).not.toThrow();
    expect(revealed('/a"b', '/a"b/')).toBe(false);
  });
});
