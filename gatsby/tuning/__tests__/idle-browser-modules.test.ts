import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { browserPluginFiles, EMPTY_MODULE, idleBrowserModules, PARTYTOWN_BROWSER_FILE } from "../idle-browser-modules";

/** Gatsby's own copy of what it writes into .cache/ (cache-dir), as installed. */
const cacheDir = (file: string) => path.resolve("node_modules/gatsby/cache-dir", file);

/** A .cache/-like folder: the plugin list, the service-worker file, one plugin's gatsby-browser.js. */
function fakeCache(pluginSource: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "idle-modules-"));
  mkdirSync(path.join(dir, "cache"));
  writeFileSync(path.join(dir, "plugin.js"), pluginSource);
  writeFileSync(path.join(dir, "cache/register-service-worker.js"), "");
  writeFileSync(
    path.join(dir, "cache/api-runner-browser-plugins.js"),
    "module.exports = [{\n      plugin: require('../plugin.js'),\n      options: {},\n    }]",
  );
  return {
    partytown: PARTYTOWN_BROWSER_FILE,
    serviceWorker: path.join(dir, "cache/register-service-worker.js"),
    plugins: path.join(dir, "cache/api-runner-browser-plugins.js"),
  };
}

describe("idle browser modules (read from the installed Gatsby)", () => {
  it("Partytown's browser hook returns at once outside gatsby develop, and is all its file exports", () => {
    const source = readFileSync(PARTYTOWN_BROWSER_FILE, "utf8");
    const exported = new Set([...source.matchAll(/^exports\.(\w+) =/gm)].map((m) => m[1]));
    exported.delete("__esModule");
    expect([...exported]).toEqual(["onInitialClientRender"]);
    expect(source.slice(source.indexOf("const onInitialClientRender"))).toMatch(
      /^const onInitialClientRender = \(\) => \{\s*if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;\s*\}/,
    );
  });

  it("the service-worker registration is required only when a plugin's registerServiceWorker says so", () => {
    const app = readFileSync(cacheDir("production-app.js"), "utf8");
    expect(app).toMatch(
      /if \(apiRunner\(`registerServiceWorker`\)\.filter\(Boolean\)\.length > 0\) \{\s*require\(`\.\/register-service-worker`\)\s*\}/,
    );
    expect(app.match(/register-service-worker/g)).toHaveLength(1);
  });

  it("swaps both for an empty module, which exports nothing", () => {
    const pairs = idleBrowserModules(fakeCache("exports.onRouteUpdate = () => {};"));
    expect(pairs.map(([, file]) => file)).toEqual([EMPTY_MODULE, EMPTY_MODULE]);
    expect(pairs[0]![0].test(PARTYTOWN_BROWSER_FILE)).toBe(true);
    expect(pairs[1]![0].test("./register-service-worker")).toBe(true);
    expect(pairs[1]![0].test(cacheDir("register-service-worker.js"))).toBe(true);
    expect(createRequire(import.meta.url)(EMPTY_MODULE)).toEqual({});
  });

  it("reads the plugin list's gatsby-browser files", () => {
    const files = fakeCache("");
    expect(browserPluginFiles(files.plugins)).toEqual([path.resolve(path.dirname(files.plugins), "../plugin.js")]);
  });

  it("stops the build when a plugin registers a service worker, naming it", () => {
    const files = fakeCache("exports.registerServiceWorker = () => true;");
    expect(() => idleBrowserModules(files)).toThrow(/plugin\.js registers a service worker/);
  });

  it("stops the build, naming the file, when Gatsby no longer has one", () => {
    const files = { ...fakeCache(""), partytown: "/nowhere/gatsby-browser.js" };
    expect(() => idleBrowserModules(files)).toThrow(/\/nowhere\/gatsby-browser\.js is gone/);
  });
});
