import { describe, expect, it } from "vitest";
import { FRAMEWORK_MODULE, PREACT_ALIASES, PREACT_STAGES, switchFrameworkToPreact } from "../preact-aliases";

describe("the production build on Preact", () => {
  it("switches only the two build stages, never gatsby develop", () => {
    expect([...PREACT_STAGES].sort()).toEqual(["build-html", "build-javascript"]);
    expect(PREACT_STAGES.has("develop")).toBe(false);
    expect(PREACT_STAGES.has("develop-html")).toBe(false);
  });

  it("points react, react-dom (client and server through it) and the JSX runtime at Preact", () => {
    expect(PREACT_ALIASES.react).toBe("preact/compat");
    expect(PREACT_ALIASES["react-dom"]).toBe("preact/compat");
    expect(PREACT_ALIASES["react/jsx-runtime"]).toBe("preact/jsx-runtime");
  });

  it("drops Gatsby's React directory aliases, which would otherwise win, and keeps the others", () => {
    const config = {
      resolve: { alias: { react: "/nm/react", "react-dom": "/nm/react-dom", "@reach/router": "/nm/reach" } },
      optimization: { splitChunks: { cacheGroups: { framework: { test: () => true, name: "framework" } } } },
    };
    switchFrameworkToPreact(config);
    expect(config.resolve.alias).toEqual({ "@reach/router": "/nm/reach" });
    expect(config.optimization.splitChunks.cacheGroups.framework.test).toBe(FRAMEWORK_MODULE);
  });

  it("leaves a stage without a framework chunk (build-html) without one", () => {
    const config = { resolve: { alias: { react: "/nm/react" } }, optimization: { splitChunks: false as const } };
    switchFrameworkToPreact(config);
    expect(config.optimization.splitChunks).toBe(false);
  });

  it("puts top-level Preact in the framework chunk, but not a copy nested inside another package", () => {
    expect(FRAMEWORK_MODULE.test("/site/node_modules/preact/compat/dist/compat.module.js")).toBe(true);
    expect(FRAMEWORK_MODULE.test("/site/node_modules/preact/hooks/dist/hooks.module.js")).toBe(true);
    expect(FRAMEWORK_MODULE.test("/site/node_modules/some-lib/node_modules/preact/dist/preact.js")).toBe(false);
    expect(FRAMEWORK_MODULE.test("/site/node_modules/preact-render-to-string/dist/index.js")).toBe(false);
    expect(FRAMEWORK_MODULE.test("/site/src/components/Navbar/index.tsx")).toBe(false);
  });
});
