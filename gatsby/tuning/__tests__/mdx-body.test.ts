import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { addMdxBodyLoader, MDX_BODY_LOADER } from "../mdx-body";

const require = createRequire(import.meta.url);
const { deferMdxBody } = require("../loaders/mdx-body-loader.cjs") as {
  deferMdxBody: (source: string, runtime: string, root: string) => string;
};
const layoutLoader = (require("gatsby-plugin-mdx/dist/gatsby-layout-loader") as { default: LayoutLoader }).default;

type LayoutLoader = (this: unknown, source: string) => Promise<string>;

const TEMPLATE = `import React from "react";
export default function DocTemplate({ children }) { return <main>{children}</main>; }
`;
const MDX_FILE = "/site/content/docs/quickstart.mdx";

/** What gatsby-plugin-mdx's layout loader makes of a template, as in the real build. */
function wrapTemplate(): Promise<string> {
  return layoutLoader.call(
    {
      getOptions: () => ({
        nodeExists: async () => true,
        reporter: {
          panicOnBuild: (e: unknown) => {
            throw e;
          },
        },
      }),
      resourcePath: "/site/src/templates/doc.tsx",
      resourceQuery: `?__contentFilePath=${MDX_FILE}`,
      addDependency: () => undefined,
    },
    TEMPLATE,
  );
}

describe("the MDX body loader", () => {
  it("turns the installed gatsby-plugin-mdx wrapper's static import of the body into a deferred import", async () => {
    const wrapper = await wrapTemplate();
    expect(wrapper).toContain(`import GATSBY_COMPILED_MDX from ${JSON.stringify(MDX_FILE)}`);
    const out = deferMdxBody(wrapper, "/site/src/tuning/deferred-body.ts", "/site");
    expect(out).not.toMatch(/^import GATSBY_COMPILED_MDX/m);
    expect(out).toContain(
      `const GATSBY_COMPILED_MDX = __deferredMdxBody(() => import(/* webpackChunkName: "mdx-body---content-docs-quickstart-mdx" */ "${MDX_FILE}"));`,
    );
    expect(out).toContain('import { deferredMdxBody as __deferredMdxBody } from "/site/src/tuning/deferred-body.ts";');
    expect(out.trimEnd().endsWith("GatsbyMDXWrapper.deferredBody = GATSBY_COMPILED_MDX;")).toBe(true);
  });

  it("stops the build, naming itself and the fix, when the wrapper has another shape", () => {
    expect(() => deferMdxBody('import Body from "./x.mdx";\nexport default Body;', "/rt.ts", "/site")).toThrow(
      /mdx-body-loader\.cjs: gatsby-plugin-mdx's page wrapper no longer has the expected[\s\S]*Update the loader/,
    );
  });
});

describe("addMdxBodyLoader", () => {
  const layout = "/node_modules/gatsby-plugin-mdx/dist/gatsby-layout-loader.js";
  const mdxRule = () => ({
    resourceQuery: /__contentFilePath=/,
    use: () => ["babel-loader", { loader: layout, options: {} }],
  });

  it("runs between the layout loader and Babel (loaders run last to first)", () => {
    const rule = mdxRule();
    expect(addMdxBodyLoader([{ test: /\.js$/ }, rule], "/rt.ts")).toBe(true);
    const loaders = (rule.use as (info: unknown) => unknown[])({});
    expect(loaders).toEqual([
      "babel-loader",
      { loader: MDX_BODY_LOADER, options: { runtime: "/rt.ts" } },
      { loader: layout, options: {} },
    ]);
    expect(path.isAbsolute(MDX_BODY_LOADER)).toBe(true);
  });

  it("reports a config without gatsby-plugin-mdx's wrapper rule", () => {
    expect(addMdxBodyLoader([{ test: /\.js$/ }], "/rt.ts")).toBe(false);
  });

  it("stops when the wrapper rule has no layout loader", () => {
    const rule = { resourceQuery: /__contentFilePath=/, use: () => ["babel-loader"] };
    addMdxBodyLoader([rule], "/rt.ts");
    expect(() => rule.use()).toThrow(/layout loader was not found/);
  });
});
