import { describe, expect, it } from "vitest";
import { dropMemoryCache } from "../webpack-memory-cache";
import { gatsbyConfigWith, runWebpackHook, type HookConfig } from "../../__tests__/__fixtures__/webpack-hook";

const filesystemCache = (stage: string) => ({
  type: "filesystem",
  name: stage,
  cacheLocation: `.cache/webpack/stage-${stage}`,
});

describe("webpack's memory cache", () => {
  it("is off in both production stages, which keep their cache on disk", () => {
    for (const stage of ["build-javascript", "build-html"]) {
      const config: { cache?: unknown } = { cache: filesystemCache(stage) };
      dropMemoryCache(config, stage);
      expect(config.cache, stage).toEqual({ ...filesystemCache(stage), maxMemoryGenerations: 0 });
    }
  });

  it("stays as webpack has it in gatsby develop, which compiles again on every change", () => {
    const config: { cache?: unknown } = { cache: filesystemCache("develop") };
    dropMemoryCache(config, "develop");
    expect(config.cache).toEqual(filesystemCache("develop"));
  });

  it("leaves a build without a persistent cache without one", () => {
    const config: { cache?: unknown } = { cache: false };
    dropMemoryCache(config, "build-javascript");
    expect(config.cache).toBe(false);
  });

  it("is switched off by onCreateWebpackConfig in the config it hands back to Gatsby", () => {
    const config: HookConfig = gatsbyConfigWith([], filesystemCache("build-html"));
    runWebpackHook(config, "build-html");
    expect(config.cache).toMatchObject({ type: "filesystem", maxMemoryGenerations: 0 });
  });
});
