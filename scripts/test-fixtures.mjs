// Builds the fixture site (e2e/fixture-site: a few pages, a one-operation API) from the
// site's own code, twice, each with its configuration file (SITE_CONFIG, see DESIGN.md):
//  1. with one more docs folder holding a broken link: the build must fail and name the page
//     and the target;
//  2. with the configurations the main site does not use (path prefix, colour-mode switch
//     disabled with the system preference respected, hide on scroll, Algolia mode, the API
//     console switched off); its output
//     moves to e2e/fixture-site/public for the browser tests of the "fixture" project.
// Run it before the main build: both use public/ and .cache/, and it leaves neither behind, so
// the next build of the main site starts cold (a warm start from the fixture's cache would take
// the fixture's finished image jobs for done and leave the main site's images out). Prints one
// summary line.
import { spawnSync } from "node:child_process";
import { existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";

const fixture = "e2e/fixture-site";
const output = path.join(fixture, "public");
const baseEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", FORCE_COLOR: "0" };
let passed = 0;
let failed = 0;

function build(configFile, args = []) {
  // Gatsby keeps stale files in public/ across builds of different sites.
  rmSync("public", { recursive: true, force: true });
  const result = spawnSync(path.resolve("node_modules/.bin/gatsby"), ["build", ...args], {
    env: { ...baseEnv, SITE_CONFIG: path.join(fixture, configFile) },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

function check(name, ok, detail) {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? "✓" : "✗"} ${name}${ok ? "" : `\n${detail}`}`);
}

const broken = build("site-config.broken.json");
check(
  "a broken link fails the build, naming the page and the target",
  broken.status !== 0 &&
    broken.output.includes("Broken links found") &&
    broken.output.includes("On /broken-link/") &&
    broken.output.includes("/this-page-does-not-exist/"),
  broken.output.slice(-4000),
);

const configured = build("site-config.json", ["--prefix-paths"]);
const built = configured.status === 0 && existsSync("public/index.html");
if (built) {
  rmSync(output, { recursive: true, force: true });
  renameSync("public", output);
}
check(
  "the fixture site builds with a path prefix, Algolia and the other options",
  built,
  configured.output.slice(-4000),
);

rmSync(".cache", { recursive: true, force: true });
rmSync("public", { recursive: true, force: true });
console.log(`fixtures: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
