import { describe, expect, it } from "vitest";
import { docRoute } from "../../../common/docs/routes";
import { checkPageRoute } from "../route-check";

const FILE = "content/docs/page.mdx";

/** The message checkPageRoute stops the build with, for a doc of the current version with this slug. */
function refusal(slug: string): string {
  try {
    checkPageRoute(docRoute("page", "current", slug), { file: FILE, slug });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`expected ${JSON.stringify(slug)} to be refused`);
}

describe("checkPageRoute", () => {
  it.each([
    ["/../CONTRIBUTING/", '".." segment'],
    ["/../escaped-by-slug/", '".." segment'],
    ["/guides/./x/", '"." segment'],
    ["/%2e%2e/pct-dots/", '"%"'],
    ["/q?x=1/", '"?"'],
    ["/a#b/", '"#"'],
    ["/a\\b/", "backslash"],
    ["/tab\there/", "U+0009"],
    ["/nul\u0000/", "U+0000"],
    ["/del\u007f/", "U+007F"],
  ])("refuses the slug %j, naming the file, the value and the fix", (slug, why) => {
    const message = refusal(slug);
    expect(message).toContain(`${FILE}: the page's route`);
    expect(message).toContain(`from its front matter slug ${JSON.stringify(slug)}`);
    expect(message).toContain(why);
    expect(message).toContain("Change the `slug` to plain path segments");
  });

  it.each(["/static/cached/", "/search-index/x/", "/page-data/x/", "/sidebars/", "/api-console/x/"])(
    "refuses a route inside a folder with a cache rule of its own: %j",
    (slug) => {
      const message = refusal(slug);
      expect(message).toMatch(/is inside \/[a-z-]+\/, whose files the deploy headers cache with a rule of their own/);
      expect(message).toContain("Change the `slug` to a route outside /static/, /page-data/, /search-index/");
    },
  );

  it("says to rename the file when the route comes from the file's path", () => {
    expect(() => checkPageRoute(docRoute("static/x", "current"), { file: "content/docs/static/x.mdx" })).toThrow(
      /content\/docs\/static\/x\.mdx: .*from its file's path.*Rename the file or its folder, or give it a `slug`/,
    );
    expect(() => checkPageRoute("/what?/", { file: "content/pages/what?.mdx", takesSlug: false })).toThrow(
      /Rename the file or its folder to plain path segments/,
    );
  });

  it.each(["/", "/custom/path/", "/1.x/static/x/", "/café/naïve/", "/with space/", "/v1.2/", "/a..b/", "/staticky/"])(
    "lets the route %j through",
    (route) => {
      expect(() => checkPageRoute(route, { file: FILE, slug: route })).not.toThrow();
    },
  );
});
