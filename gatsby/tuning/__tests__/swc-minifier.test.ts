import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { minifyWithSwc, SWC_MINIFY_OPTIONS } from "../swc-minifier";
import { gatsbyConfigWith, runWebpackHook, TerserPlugin } from "../../__tests__/__fixtures__/webpack-hook";

/** terser-webpack-plugin as Gatsby resolves it, for the plugin Gatsby's minifyJs makes. */
const gatsbyRequire = createRequire(createRequire(import.meta.url).resolve("gatsby/package.json"));
type Minify = (
  input: Record<string, string>,
  sourceMap: undefined,
  options: object,
  extractComments: boolean,
) => Promise<{ code: string; errors?: unknown[] }>;
interface RealTerserPlugin {
  options: { minimizer: { implementation: Minify; options: object } };
}
const TerserWebpackPlugin = gatsbyRequire("terser-webpack-plugin") as {
  new (options: object): RealTerserPlugin;
  swcMinify: Minify;
};

describe("minifyWithSwc", () => {
  it("switches Gatsby's TerserPlugin to swc, which minifies a script", async () => {
    const plugin = new TerserWebpackPlugin({ terserOptions: { mangle: { safari10: true } } });
    expect(minifyWithSwc({ minimizer: [plugin] })).toBe(true);
    const { implementation, options } = plugin.options.minimizer;
    expect(implementation).toBe(TerserWebpackPlugin.swcMinify);
    expect(options).toEqual(SWC_MINIFY_OPTIONS);
    const source =
      "function greet(personName) { var greeting = 'Hello, ' + personName; return greeting; }\nwindow.greet = greet;";
    const result = await implementation({ "app.js": source }, undefined, options, false);
    expect(result.errors ?? []).toEqual([]);
    expect(result.code.length).toBeLessThan(source.length);
    expect(result.code).not.toContain("personName");
    const greet = new Function("window", `${result.code}; return window.greet;`)({}) as (name: string) => string;
    expect(greet("Ada")).toBe("Hello, Ada");
  });

  it("says so when there is no TerserPlugin to switch", () => {
    expect(minifyWithSwc(undefined)).toBe(false);
    expect(minifyWithSwc({ minimizer: [] })).toBe(false);
    expect(minifyWithSwc({ minimizer: [{ options: {} }] })).toBe(false);
  });
});

describe("onCreateWebpackConfig", () => {
  it("minifies the browser build with swc and stops when Gatsby's TerserPlugin is missing", () => {
    const config = gatsbyConfigWith([]);
    runWebpackHook(config, "build-javascript");
    const [terser] = config.optimization.minimizer as TerserPlugin[];
    expect(terser!.options.minimizer.implementation).toBe(TerserPlugin.swcMinify);
    expect(() =>
      runWebpackHook(
        { ...gatsbyConfigWith([]), optimization: { ...gatsbyConfigWith([]).optimization, minimizer: [] } },
        "build-javascript",
      ),
    ).toThrow("Gatsby's TerserPlugin was not found in the build-javascript webpack config");
  });
});
