import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { pagePathAsAttribute, pagePathOf } from "../page-path-script";

/** Gatsby's server renderer as installed: it writes the page-path script this module rewrites. */
const staticEntry = readFileSync(createRequire(import.meta.url).resolve("gatsby/cache-dir/static-entry.js"), "utf8");

const GATSBYS = '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/a\\"b&c/";/*]]>*/</script>';

describe("pagePathAsAttribute", () => {
  it("matches the script the installed Gatsby writes", () => {
    expect(staticEntry).toContain("id={`gatsby-script-loader`}");
    expect(staticEntry).toMatch(/`\/\*<!\[CDATA\[\*\/window\.pagePath=\$\{JSON\.stringify\(\s*pagePath\s*\)\};/);
  });

  it("moves the path onto an attribute of a script that is the same on every page", () => {
    const out = pagePathAsAttribute(`<body><main></main>${GATSBYS}</body>`);
    const script = parse(out).querySelector("script")!;
    expect(script.getAttribute("data-page-path")).toBe('/a"b&c/');
    expect(pagePathAsAttribute(`<body>${GATSBYS.replace('/a\\"b&c/', "/other/")}</body>`)).toContain(script.text);
    expect(pagePathOf(out)).toBeUndefined();
    // Idempotent: a warm build reads HTML it rewrote before.
    expect(pagePathAsAttribute(out)).toBe(out);
  });
});
