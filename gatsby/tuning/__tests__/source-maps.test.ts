import { describe, expect, it } from "vitest";
import { setProductionSourceMaps } from "../source-maps";

const configFor = (stage: string, env: NodeJS.ProcessEnv = {}) => {
  // Gatsby's own choice, as its webpack config makes it.
  const config: { devtool?: unknown } = {
    devtool: stage === "develop" ? "eval-cheap-module-source-map" : "source-map",
  };
  setProductionSourceMaps(config, stage, env);
  return config.devtool;
};

describe("production source maps", () => {
  it("are off in both production stages by default", () => {
    expect(configFor("build-javascript")).toBe(false);
    expect(configFor("build-html")).toBe(false);
  });

  it("are Gatsby's with SOURCE_MAPS=true, and develop keeps its own either way", () => {
    expect(configFor("build-javascript", { SOURCE_MAPS: "true" })).toBe("source-map");
    expect(configFor("build-html", { SOURCE_MAPS: "1" })).toBe("source-map");
    expect(configFor("develop")).toBe("eval-cheap-module-source-map");
  });

  it("key webpack's persistent cache by the choice, so a switch does not reuse the other's files", () => {
    const versionFor = (env: NodeJS.ProcessEnv) => {
      const config: { devtool?: unknown; cache?: unknown } = {
        devtool: "source-map",
        cache: { type: "filesystem", name: "build-javascript" },
      };
      setProductionSourceMaps(config, "build-javascript", env);
      return (config.cache as { version?: string; name: string }).version;
    };
    expect(versionFor({})).toBe("source-maps-off");
    expect(versionFor({ SOURCE_MAPS: "true" })).toBe("source-maps-on");
  });
});
