/**
 * Browser tests against the built site, served on 127.0.0.1:9000 with its deploy headers, in
 * Debian's Chromium (never a downloaded browser), with a Prism mock of the API on
 * 127.0.0.1:PRISM_PORT (default 4010) for the API console. Third-party hosts are blocked in e2e/fixtures.ts.
 */
import { defineConfig } from "@playwright/test";
// The machine's Chromium launch flags, shared with the benchmark and the search comparison.
import CHROMIUM_FLAGS from "./scripts/chromium-flags.json";
import { PRISM_PORT } from "./e2e/support/prism";

export const CHROMIUM_ARGS = [...CHROMIUM_FLAGS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"];

const PORT = Number(process.env.E2E_PORT ?? 9000);
// Separate ports let two checkouts run their browser tests side by side.
const FIXTURE_PORT = Number(process.env.E2E_FIXTURE_PORT ?? 9001);

export default defineConfig({
  testDir: "e2e",
  testIgnore: ["fixture-site/**"],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // No retries: a test that passes only on its second try hides a bug or a race.
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS },
    trace: "off",
  },
  projects: [
    { name: "site", testMatch: /.*\.spec\.ts$/, testIgnore: /(fixture|develop)\/.*/ },
    { name: "fixture", testMatch: /fixture\/.*\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${FIXTURE_PORT}` } },
  ],
  webServer: [
    {
      // Served with the headers of public/_headers, as a static host would: a CSP violation fails a test.
      command: `node scripts/serve-static.mjs public ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // Stoplight Prism mocks the API from its description for the API console's tests (CORS on by
      // default). SCARF_ANALYTICS=false keeps its telemetry package off the network.
      command: `node_modules/.bin/prism mock --host 127.0.0.1 --port ${PRISM_PORT} openapi/autoeval-api-v2.yaml`,
      env: { SCARF_ANALYTICS: "false" },
      port: PRISM_PORT,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node scripts/serve-static.mjs e2e/fixture-site/public ${FIXTURE_PORT} /docs`,
      url: `http://127.0.0.1:${FIXTURE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
