import { describe, expect, it, vi } from "vitest";
import { CollectWhileBuildingPlugin } from "../collect-garbage";
import { MDX_COMPILE_MEMO } from "../mdx-compile-memo";
import { gatsbyConfigWith, runWebpackHook, type HookConfig } from "./__fixtures__/webpack-hook";

class MiniCssExtractPlugin {
  options: { ignoreOrder?: boolean } = {};
}

describe("onCreateWebpackConfig", () => {
  it("lets CSS modules arrive in any order, in the build and in gatsby develop", () => {
    for (const stage of ["build-javascript", "develop"]) {
      const extract = new MiniCssExtractPlugin();
      runWebpackHook(gatsbyConfigWith([extract]), stage);
      expect(extract.options.ignoreOrder, stage).toBe(true);
    }
  });

  it("compiles each MDX file once for both production bundles, and leaves gatsby develop's compiles alone", () => {
    const mdxLoadersOf = (config: HookConfig) =>
      (
        config.module.rules.find((rule) => String((rule as { test?: unknown }).test) === String(/\.mdx?$/)) as {
          use: (info: unknown) => unknown[];
        }
      ).use({});
    for (const stage of ["build-javascript", "build-html"]) {
      const config = gatsbyConfigWith([]);
      runWebpackHook(config, stage);
      expect(mdxLoadersOf(config), stage).toContain(MDX_COMPILE_MEMO);
    }
    const develop = gatsbyConfigWith([]);
    runWebpackHook(develop, "develop");
    expect(mdxLoadersOf(develop)).not.toContain(MDX_COMPILE_MEMO);
  });

  it("has the production compiles collect garbage as their heap grows, and not gatsby develop's", () => {
    const hasCollector = (config: HookConfig) =>
      config.plugins.some((plugin) => plugin instanceof CollectWhileBuildingPlugin);
    for (const stage of ["build-javascript", "build-html"]) {
      const config = gatsbyConfigWith([]);
      runWebpackHook(config, stage);
      expect(hasCollector(config), stage).toBe(true);
    }
    const develop = gatsbyConfigWith([]);
    runWebpackHook(develop, "develop");
    expect(hasCollector(develop)).toBe(false);
  });

  it("collects garbage before a production compile that has no webpack cache, not before gatsby develop's", async () => {
    // A fresh copy of the hook and of collect-garbage.ts, which remembers whether the build collected.
    vi.resetModules();
    const hook = await import("./__fixtures__/webpack-hook");
    const garbage = await import("../collect-garbage");
    hook.runWebpackHook(hook.gatsbyConfigWith([]), "develop");
    expect(garbage.collectAfterCompiles()).toBe(false);
    hook.runWebpackHook(hook.gatsbyConfigWith([]), "build-html");
    expect(garbage.collectAfterCompiles()).toBe(true);
  });
});
