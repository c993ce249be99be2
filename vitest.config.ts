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
  },
  define: {
    __SITE_CONFIG__: "globalThis.__SITE_CONFIG__",
    __PATH_PREFIX__: '""',
  },
});
