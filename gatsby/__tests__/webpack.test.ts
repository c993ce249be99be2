import { describe, expect, it, vi } from "vitest";
import { CollectWhileBuildingPlugin } from "../tuning/collect-garbage";
import { MDX_COMPILE_MEMO } from "../tuning/mdx-compile-memo";
import {
  DefinePlugin,
  gatsbyConfigWith,
  NormalModuleReplacementPlugin,
  runWebpackHook,
  type HookConfig,
} from "./__fixtures__/webpack-hook";

// The real list reads .cache/, which a fresh clone has only after a build.
vi.mock("../tuning/idle-browser-modules", () => ({
  idleBrowserModules: () => [[/idle\.js$/, "/stubs/empty-module.cjs"]],
}));

class MiniCssExtractPlugin {
  options: { ignoreOrder?: boolean } = {};
}

/** Checks that the hook gives both production compiles what `has` looks for, and gatsby develop's not. */
function expectProductionOnly(has: (config: HookConfig) => boolean): void {
  for (const stage of ["build-javascript", "build-html", "develop"]) {
    const config = gatsbyConfigWith([]);
    runWebpackHook(config, stage);
    expect(has(config), stage).toBe(stage !== "develop");
  }
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
    expectProductionOnly((config) => mdxLoadersOf(config).includes(MDX_COMPILE_MEMO));
  });

  it("swaps idle modules of Gatsby's browser runtime for an empty one in the browser build only", () => {
    for (const stage of ["build-javascript", "build-html", "develop"]) {
      const replacements = runWebpackHook(gatsbyConfigWith([]), stage).filter(
        (plugin) => plugin instanceof NormalModuleReplacementPlugin,
      );
      expect(
        replacements.map((plugin) => plugin.file),
        stage,
      ).toEqual(stage === "build-javascript" ? ["/stubs/empty-module.cjs"] : []);
    }
  });

  it("has the production compiles collect garbage as their heap grows, and not gatsby develop's", () => {
    expectProductionOnly((config) => config.plugins.some((plugin) => plugin instanceof CollectWhileBuildingPlugin));
  });

  it("collects garbage before a production compile that has no webpack cache, not before gatsby develop's", async () => {
    // A fresh copy of the hook and of collect-garbage.ts, which remembers whether the build collected.
    vi.resetModules();
    const hook = await import("./__fixtures__/webpack-hook");
    const garbage = await import("../tuning/collect-garbage");
    hook.runWebpackHook(hook.gatsbyConfigWith([]), "develop");
    expect(garbage.collectAfterCompiles()).toBe(false);
    hook.runWebpackHook(hook.gatsbyConfigWith([]), "build-html");
    expect(garbage.collectAfterCompiles()).toBe(true);
  });
});

describe("onCreateWebpackConfig with SITE_TUNING=off", () => {
  const withTuning = (value: string, run: () => void) => {
    vi.stubEnv("SITE_TUNING", value);
    try {
      run();
    } finally {
      vi.unstubAllEnvs();
    }
  };

  it("leaves Gatsby's config as Gatsby made it, but for the site's own rules", () => {
    withTuning("off", () => {
      for (const stage of ["build-javascript", "build-html"]) {
        const config = gatsbyConfigWith([]);
        const before = JSON.stringify(config.optimization);
        const added = runWebpackHook(config, stage);
        expect(JSON.stringify(config.optimization), stage).toBe(before);
        expect(
          config.plugins.some((plugin) => plugin instanceof CollectWhileBuildingPlugin),
          stage,
        ).toBe(false);
        expect(
          added.filter((plugin) => plugin instanceof NormalModuleReplacementPlugin),
          stage,
        ).toEqual([]);
        const define = added.find(
          (plugin) => plugin instanceof DefinePlugin && "__SITE_TUNING__" in plugin.definitions,
        ) as DefinePlugin;
        expect(define.definitions.__SITE_TUNING__, stage).toEqual({
          mdxBody: false,
          hydrateInTransition: false,
          deferAnalytics: false,
        });
      }
    });
  });

  it("tells the runtime which pieces are on", () => {
    withTuning("on", () => {
      const added = runWebpackHook(gatsbyConfigWith([]), "build-javascript");
      const define = added.find(
        (plugin) => plugin instanceof DefinePlugin && "__SITE_TUNING__" in plugin.definitions,
      ) as DefinePlugin;
      expect(define.definitions.__SITE_TUNING__).toEqual({
        mdxBody: true,
        hydrateInTransition: true,
        deferAnalytics: true,
      });
    });
  });
});
