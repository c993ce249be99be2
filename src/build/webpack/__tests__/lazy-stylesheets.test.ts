import { describe, expect, it } from "vitest";
import { addLazyStylesheetRule, LAZY_STYLESHEET_QUERY } from "../lazy-stylesheets";

const gatsbyCssRules = () => [
  { test: /\.js$/, use: [] },
  {
    oneOf: [
      { test: /\.module\.css$/, use: ["css-modules"] },
      { test: /\.css$/, use: ["mini-css"] },
    ],
  },
];

describe("lazy stylesheets", () => {
  it("goes first in the oneOf that holds Gatsby's CSS rules, so it wins over them", () => {
    const rules = gatsbyCssRules();
    expect(addLazyStylesheetRule(rules, "build-javascript")).toBe(true);
    const oneOf = (rules[1] as { oneOf: Record<string, unknown>[] }).oneOf;
    expect(oneOf).toHaveLength(3);
    expect(oneOf[0]).toMatchObject({ resourceQuery: LAZY_STYLESHEET_QUERY, type: "asset/resource" });
    expect(LAZY_STYLESHEET_QUERY.test("?lazy-stylesheet")).toBe(true);
    expect(LAZY_STYLESHEET_QUERY.test("")).toBe(false);
  });

  it("writes the file from the browser build only; the server build gets the same URL", () => {
    const browser = gatsbyCssRules();
    const server = gatsbyCssRules();
    addLazyStylesheetRule(browser, "build-javascript");
    addLazyStylesheetRule(server, "build-html");
    const generator = (rules: unknown[]) =>
      (rules[1] as { oneOf: { generator: { filename: string; emit: boolean } }[] }).oneOf[0]!.generator;
    expect(generator(browser).emit).toBe(true);
    expect(generator(server).emit).toBe(false);
    expect(generator(server).filename).toBe(generator(browser).filename);
  });

  it("reports a config without Gatsby's CSS rules instead of doing nothing silently", () => {
    expect(addLazyStylesheetRule([{ test: /\.js$/ }], "develop")).toBe(false);
  });
});
