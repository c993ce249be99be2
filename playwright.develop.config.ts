/**
 * Browser tests against `gatsby develop` (e2e/develop/), run by `npm run test:develop`: the
 * develop server is started on DEVELOP_PORT (default 8000), or one already running there is
 * reused. Not part of `npm test`: the server alone takes minutes to start.
 */
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS } from "./playwright.config";

const PORT = Number(process.env.DEVELOP_PORT ?? 8000);

export default defineConfig({
  testDir: "e2e/develop",
  // Develop compiles each page's code on its first visit.
  timeout: 120_000,
  expect: { timeout: 7_000 },
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS },
    trace: "off",
  },
  webServer: {
    command: `GATSBY_TELEMETRY_DISABLED=1 node_modules/.bin/gatsby develop -H 127.0.0.1 -p ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: true,
    timeout: 600_000,
  },
});
