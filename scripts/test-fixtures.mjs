// Builds the fixture site (e2e/fixture-site: a few pages, a one-operation API) from the
// site's own code, each time with its configuration file (SITE_CONFIG, see DESIGN.md):
//  1. with bad values in its configuration file, and the main site with a bad value in an
//     environment variable: each build must stop with the validator's message (the file, each
//     key, the variable, the fix), and it stops before Gatsby does anything else;
//  2. with one more docs folder holding a broken link: the build must fail and name the file,
//     line and text of the link, the target and the page;
//  3. with the configurations the main site does not use (path prefix, colour-mode switch
//     disabled with the system preference respected, hide on scroll, Algolia mode, the API
//     console switched off), from a copy on which CONTRIBUTING's example of cutting a version
//     (`npm run docs:version -- 2.x`) has run; its output moves to e2e/fixture-site/public for
//     the browser tests of the "fixture" project.
// Run it before the main build: both use public/ and .cache/, and it leaves neither behind, so
// the next build of the main site starts cold (a warm start from the fixture's cache would take
// the fixture's finished image jobs for done and leave the main site's images out). Prints one
// summary line.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const fixture = "e2e/fixture-site";
// A copy of the fixture for the version example, inside the project so that its MDX finds the
// project's packages; removed at the end.
const work = "e2e/.fixture-work";
const output = path.join(fixture, "public");
const baseEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", FORCE_COLOR: "0" };
let passed = 0;
let failed = 0;

/** `configFile` relative to the fixture, or absolute; null builds the main site. */
function build(configFile, args = [], env = {}) {
  // Gatsby keeps stale files in public/ across builds of different sites.
  rmSync("public", { recursive: true, force: true });
  const siteConfig = configFile === null ? {} : { SITE_CONFIG: path.resolve(fixture, configFile) };
  const result = spawnSync(path.resolve("node_modules/.bin/gatsby"), ["build", ...args], {
    env: { ...baseEnv, ...siteConfig, ...env },
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

/**
 * Whether a failed build printed every expected line and nothing of Gatsby's own "is not
 * allowed" verdict. Gatsby's reporter wraps long lines, so spaces and line breaks compare as one.
 */
function stoppedWith(result, lines) {
  const flat = (text) => text.replace(/\s+/g, " ");
  const output = flat(result.output);
  return (
    result.status !== 0 && lines.every((line) => output.includes(flat(line))) && !output.includes("createGatsbyConfig")
  );
}

// A configuration file that extends the fixture's with bad values: every one of them is listed.
const badValuesFile = path.join(mkdtempSync(path.join(tmpdir(), "fixture-bad-config-")), "site-config.json");
writeFileSync(
  badValuesFile,
  JSON.stringify({
    extends: path.resolve(fixture, "site-config.json"),
    site: {
      gtagId: "G-1</script>",
      announcementBar: { id: "</script><script>alert(1)</script>", backgroundColor: "red;background-image:url(x)" },
      search: { externalUrlRegex: "(unclosed" },
    },
  }),
);
const badValues = build(badValuesFile);
check(
  "bad values in a site configuration file stop the build, each named with the file and the fix",
  stoppedWith(badValues, [
    `Invalid site configuration (${path.relative(process.cwd(), badValuesFile)})`,
    "gtagId: must look like G-XXXXXXX",
    "announcementBar.id: may hold only letters, digits",
    "announcementBar.backgroundColor: must be a CSS colour",
    "search.externalUrlRegex: is not a regular expression JavaScript can compile",
    "and build again.",
  ]),
  badValues.output.slice(-4000),
);

const badEnvironment = build(null, [], { SITE_GTAG_ID: "G-1</script>", SITE_API_BASE_URL: "javascript:alert(1)" });
check(
  "a bad value in an environment variable stops the main site's build, naming the key and the variable",
  stoppedWith(badEnvironment, [
    "Invalid site configuration (src/config/site.ts)",
    "gtagId (from the environment variable SITE_GTAG_ID): must look like G-XXXXXXX",
    "apiConsole.baseUrl (from the environment variable SITE_API_BASE_URL): must be an http(s) URL",
  ]),
  badEnvironment.output.slice(-4000),
);

const broken = build("site-config.broken.json");
check(
  "a broken link fails the build, naming the file, line and text of the link and the page",
  broken.status !== 0 &&
    broken.output.includes("Broken links found") &&
    // Gatsby wraps the message's lines: compare with the whitespace collapsed.
    broken.output
      .replace(/\s+/g, " ")
      .includes(
        "e2e/fixture-site/broken/broken-link.mdx:8:20: [a page that does not exist](/this-page-does-not-exist/) -> /this-page-does-not-exist/ (on /broken-link/)",
      ),
  broken.output.slice(-4000),
);

// CONTRIBUTING's worked example of cutting a version runs on a copy of the fixture, which is
// then built: the browser tests (e2e/fixture/versions.spec.ts) read its result.
rmSync(work, { recursive: true, force: true });
cpSync(fixture, work, { recursive: true, filter: (file) => !/[\\/](public|\.cache)$/.test(file) });
const cut = spawnSync(process.execPath, [path.resolve("scripts/docs-version.mjs"), "2.x"], {
  cwd: work,
  encoding: "utf8",
});
check(
  "npm run docs:version -- 2.x freezes the fixture's current docs as the newest release",
  cut.status === 0 && cut.stdout.includes("Cut docs version 2.x, now the newest release"),
  `${cut.stdout}\n${cut.stderr}`,
);

const configured = build(path.resolve(work, "site-config.json"), ["--prefix-paths"]);
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
check(
  "the build prints no gatsby-plugin-react-helmet notice",
  !/gatsby-plugin-react-helmet: Gatsby now has built-in support/.test(configured.output),
  configured.output
    .split("\n")
    .filter((line) => line.includes("react-helmet"))
    .join("\n"),
);

rmSync(".cache", { recursive: true, force: true });
rmSync("public", { recursive: true, force: true });
rmSync(work, { recursive: true, force: true });
console.log(`fixtures: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
