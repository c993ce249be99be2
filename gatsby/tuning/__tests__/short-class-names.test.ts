import { describe, expect, it } from "vitest";
import { SHORT_LOCAL_IDENT, shortenClassNames } from "../short-class-names";

describe("shortenClassNames", () => {
  it("sets the short pattern on CSS-module loaders, however deeply Gatsby nests them", () => {
    const modules = { namedExport: true, localIdentName: "[name]--[local]--[hash:hex:5]" };
    const plainCss = { loader: "/x/node_modules/css-loader/index.js", options: { modules: false } };
    const rules = [
      { test: /\.js$/, use: [{ loader: "babel-loader" }] },
      {
        oneOf: [
          { test: /\.module\.css$/, use: [{ loader: "/x/node_modules/css-loader/index.js", options: { modules } }] },
          { use: [plainCss] },
        ],
      },
    ];
    expect(shortenClassNames(rules)).toBe(1);
    expect(modules.localIdentName).toBe(SHORT_LOCAL_IDENT);
    expect(plainCss.options.modules).toBe(false);
  });

  it("reports when there is nothing to change", () => {
    expect(shortenClassNames([{ test: /\.js$/, use: [{ loader: "babel-loader" }] }])).toBe(0);
  });
});
