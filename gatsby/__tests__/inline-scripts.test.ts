/**
 * The deploy headers allow by hash only the inline scripts the build writes, listed by the code
 * that writes them (gatsby/inline-scripts.ts), and stop the build on any other inline script.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { headScript } from "../../src/browser/head-script";
import { bannerScript } from "../../src/browser/base-url-banner-script";
import { contentSecurityPolicy, ownScriptsIn, scriptHash } from "../../src/build/built-site/deploy-headers";
import { pagePathAsAttribute } from "../../src/build/built-site/page-path-script";
import { gtagPluginOptions, gtagPluginScripts } from "../../src/build/config/gtag";
import { validateSiteConfig } from "../../src/build/config/validate";
import { siteConfigInput } from "../../src/config/site";
import { afterLoadLoader } from "../../src/browser/after-load-script";
import { ownInlineScripts } from "../inline-scripts";
import { loadScriptsAfterFirstPaint } from "../tuning/scripts-after-first-paint";

const site = validateSiteConfig(siteConfigInput({}));

/** Gatsby 5's `_gatsby-scripts` slice, as its webpack stats extractor writes it. */
const SLICE = `
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{\\"app\\":[\\"/app-32eb45fc2ac7d9831668.js\\"]}";
          </script>
        <script>window.___webpackCompilationHash="26350adf9f7b98949bde";</script><script src="/webpack-runtime-4f19f2e4928b73eed75f.js" async></script><script src="/app-32eb45fc2ac7d9831668.js" async></script>`;

function publicDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "inline-scripts-"));
  mkdirSync(path.join(dir, "_gatsby", "slices"), { recursive: true });
  writeFileSync(path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html"), SLICE);
  return dir;
}

/** A page as Gatsby writes it: the head script, the gtag tags, Gatsby's page-path script and slice. */
function gatsbyPage(body: string): string {
  const gtag = gtagPluginScripts(gtagPluginOptions(site.gtagId));
  return (
    `<html><head><script>${headScript(site)}</script></head><body>${body}` +
    `<script>${afterLoadLoader(gtag.src!)}</script><script>${gtag.inline[0]!}</script>` +
    `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/quickstart/";/*]]>*/</script>${SLICE}</body></html>`
  );
}

describe("ownInlineScripts", () => {
  const own = ownInlineScripts(publicDir(), site, "");

  it("lists the scripts of the head, analytics, Gatsby's slice and the script loader", () => {
    const gtag = gtagPluginScripts(gtagPluginOptions(site.gtagId));
    expect(gtag.src).toBe(`https://www.googletagmanager.com/gtag/js?id=${site.gtagId}`);
    expect(own).toEqual(
      expect.arrayContaining([
        headScript(site),
        afterLoadLoader(gtag.src!),
        ...gtag.inline,
        'window.___webpackCompilationHash="26350adf9f7b98949bde";',
      ]),
    );
    expect(own).not.toContain(bannerScript("/docs"));
    expect(ownInlineScripts(publicDir(), site, "/docs")).toContain(bannerScript("/docs"));
  });

  it.each([
    ["with the framework tuning's script loader", (html: string) => loadScriptsAfterFirstPaint(html, "/quickstart/")],
    ["without it (SITE_TUNING=off)", pagePathAsAttribute],
  ])("covers every inline script of a built page, %s", (_, rewrite) => {
    const page = { path: "/quickstart/", html: rewrite(gatsbyPage("<main><h1>Quickstart</h1></main>")) };
    const allowed = ownScriptsIn([page], own);
    expect(allowed.length).toBeGreaterThanOrEqual(5);
    expect(allowed).toContain(headScript(site));
  });

  it("stops the build on any other inline script, naming the page, and never hashes it", () => {
    const injected = "window.__pwn1=(window.__pwn1||0)+1";
    const page = {
      path: "/guides/evil/",
      html: pagePathAsAttribute(gatsbyPage(`<main><script>${injected}</script></main>`)),
    };
    expect(() => ownScriptsIn([page], own)).toThrow(
      /1 inline script\(s\).*\n- on \/guides\/evil\/: <script>"window\.__pwn1/,
    );
    const clean = { path: "/", html: pagePathAsAttribute(gatsbyPage("")) };
    const policy = contentSecurityPolicy({ inlineScripts: ownScriptsIn([clean], own), algolia: null });
    expect(policy).not.toContain(scriptHash(injected));
    expect(policy).toContain(scriptHash(headScript(site)));
  });
});
