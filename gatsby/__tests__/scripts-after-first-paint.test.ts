import { describe, expect, it } from "vitest";
import { parse } from "node-html-parser";
import { loadScriptsAfterFirstPaint, pagePathOfHtmlFile, scriptLoader } from "../scripts-after-first-paint";

const PAGE =
  '<html><head></head><body><main><p>Hi</p></main><!-- slice-start id="_gatsby-scripts-1" -->' +
  '<script>window.___webpackCompilationHash="abc";</script>' +
  '<script src="/webpack-runtime-1.js" async=""></script><script src="/framework-2.js" async=""></script>' +
  '<script src="/app-3.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>';

describe("loadScriptsAfterFirstPaint", () => {
  it("replaces Gatsby's async script tags by one loader naming each, in order", () => {
    const out = loadScriptsAfterFirstPaint(PAGE);
    const scripts = parse(out).querySelectorAll("script");
    expect(scripts.filter((s) => s.hasAttribute("src"))).toEqual([]);
    const loader = scripts.at(-1)!.text;
    expect(loader).toContain('["/webpack-runtime-1.js","/framework-2.js","/app-3.js"]');
    expect(loader).toContain("requestAnimationFrame");
    // Nothing is fetched before the page's largest paint, not even a preload.
    expect(loader).toContain('"largest-contentful-paint"');
    expect(loader).not.toContain("preload");
    // The slice markers stay, so Gatsby can stitch fresh tags in on a later build.
    expect(out).toContain('<!-- slice-end id="_gatsby-scripts-1" -->');
    expect(out).toContain("<main><p>Hi</p></main>");
  });

  it("leaves a page without such tags, or one already rewritten, as it is", () => {
    const once = loadScriptsAfterFirstPaint(PAGE);
    expect(loadScriptsAfterFirstPaint(once)).toBe(once);
    expect(loadScriptsAfterFirstPaint("<p>no scripts</p>")).toBe("<p>no scripts</p>");
  });

  it("carries the page's path on the loader instead of a script of its own", () => {
    const withPath = PAGE.replace(
      "<main>",
      '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/a\\"b&c/";/*]]>*/</script><main>',
    );
    const out = loadScriptsAfterFirstPaint(withPath);
    const scripts = parse(out).querySelectorAll("script");
    expect(scripts.map((s) => s.id)).not.toContain("gatsby-script-loader");
    expect(scripts.at(-1)!.getAttribute("data-page-path")).toBe('/a"b&c/');
    // The loader's text is the same on every page, so one hash allows it everywhere.
    expect(scripts.at(-1)!.text).toBe(parse(loadScriptsAfterFirstPaint(PAGE)).querySelectorAll("script").at(-1)!.text);
  });

  it("after a warm build stitches fresh script tags into a rewritten page, writes the page as a cold build did", () => {
    const built = PAGE.replace(
      "<main>",
      '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/guides/rag/";/*]]>*/</script><main>',
    );
    const cold = loadScriptsAfterFirstPaint(built, "/guides/rag/");
    // Gatsby replaces what lies between the slice markers; the page-path script was removed last build.
    const slice = PAGE.slice(PAGE.indexOf("<!-- slice-start"), PAGE.indexOf("</body>"));
    const restitched = cold.slice(0, cold.indexOf("<!-- slice-start")) + slice + "</body></html>";
    expect(restitched).not.toContain("window.pagePath");
    expect(loadScriptsAfterFirstPaint(restitched, "/guides/rag/")).toBe(cold);
  });

  it("names the page path Gatsby wrote each HTML file for", () => {
    expect(pagePathOfHtmlFile("index.html")).toBe("/");
    expect(pagePathOfHtmlFile("guides/rag/index.html")).toBe("/guides/rag/");
    expect(pagePathOfHtmlFile("404.html")).toBe("/404.html");
  });

  it("never lets a source close the script element", () => {
    const loader = scriptLoader(["/a</script><script>alert(1)//.js"]);
    expect(loader.indexOf("</script>")).toBe(loader.length - "</script>".length);
  });
});
