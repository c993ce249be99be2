import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "src/**/__tests__/**/*.test.ts",
      "plugins/**/__tests__/**/*.test.ts",
      "gatsby/**/__tests__/**/*.test.ts",
      "scripts/**/__tests__/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 30_000,
    // gatsby-core-utils' ES modules import their neighbours without ".mjs", which Node's loader
    // refuses; Vite's resolver finds them (Gatsby itself loads its CommonJS build).
    server: { deps: { inline: ["gatsby-core-utils"] } },
  },
  define: {
    __SITE_CONFIG__: "globalThis.__SITE_CONFIG__",
    __SITE_SEARCH_CONFIG__: "globalThis.__SITE_SEARCH_CONFIG__",
    __PATH_PREFIX__: '""',
    // Unit tests see the site as shipped: every runtime piece of the tuning on.
    __SITE_TUNING__: JSON.stringify({ mdxBody: true, hydrateInTransition: true, deferAnalytics: true }),
  },
});
