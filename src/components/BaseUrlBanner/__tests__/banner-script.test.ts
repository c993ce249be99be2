import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { BASE_URL_BANNER_ID, bannerScript } from "../../../browser/base-url-banner-script";

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

  it("cannot be broken out of by the prefix: the page's HTML holds one script, the whole script", () => {
    const hostile = '/a"</script><script>alert(1)</script><!--\u2028';
    const script = bannerScript(hostile);
    const html = `<html><body><div id="${BASE_URL_BANNER_ID}" hidden></div><script>${script}</script><p>page</p></body></html>`;
    const root = parse(html);
    const scripts = root.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.textContent).toBe(script);
    expect(root.querySelector("p")?.textContent).toBe("page");
    // And the script still compares against the real prefix.
    expect(revealed(hostile, `${hostile}/`)).toBe(false);
    expect(revealed(hostile, "/")).toBe(true);
  });
});
