import { createRequire } from "node:module";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * patches/@parcel+core+*.patch: before every build, Gatsby's Parcel walks the project for changed
 * files, and without the patch it walks node_modules too (about 90,000 files, 1.1 s a build).
 * This reads the Parcel that Gatsby itself loads, so it fails if the patch stops being applied.
 */
const gatsbyRequire = createRequire(createRequire(import.meta.url).resolve("gatsby/package.json"));
const requestTracker = gatsbyRequire(gatsbyRequire.resolve("@parcel/core/lib/RequestTracker.js")) as {
  getWatcherOptions: (options: { projectRoot: string; cacheDir: string }) => { ignore: string[] };
};

const projectRoot = path.resolve("/site");
const ignoreOf = () =>
  requestTracker.getWatcherOptions({ projectRoot, cacheDir: path.join(projectRoot, ".cache/.parcel-cache") }).ignore;

describe("Parcel's walk for changed files (patched)", () => {
  vi.stubEnv("SITE_TUNING", "on");
  vi.stubEnv("SITE_TUNING_SKIP", "");
  const ignore = ignoreOf();
  vi.unstubAllEnvs();
  afterEach(() => vi.unstubAllEnvs());

  it("walks what Parcel walks unpatched with SITE_TUNING=off, or with the piece skipped", () => {
    const parcels = [".cache/.parcel-cache", ".git", ".hg"].map((dir) => path.join(projectRoot, dir));
    vi.stubEnv("SITE_TUNING", "off");
    expect(ignoreOf()).toEqual(parcels);
    vi.stubEnv("SITE_TUNING", "on");
    vi.stubEnv("SITE_TUNING_SKIP", "swc-minifier, parcel-watcher");
    expect(ignoreOf()).toEqual(parcels);
  });

  it("skips node_modules and the built site as well as its own cache and .git", () => {
    expect(ignore).toEqual(
      expect.arrayContaining(
        ["node_modules", "public", ".cache/.parcel-cache", ".git"].map((dir) => path.join(projectRoot, dir)),
      ),
    );
  });

  it("still walks .cache/compiled, which Gatsby empties before each compile for Parcel to write again", () => {
    const compiled = path.join(projectRoot, ".cache/compiled");
    expect(ignore.some((dir) => compiled === dir || compiled.startsWith(dir + path.sep))).toBe(false);
  });

  it("still walks the sources Parcel compiles", () => {
    for (const file of [
      "gatsby-node.ts",
      "gatsby/on-create-node.ts",
      "src/config/site.ts",
      "plugins/x/gatsby-node.ts",
    ]) {
      const full = path.join(projectRoot, file);
      expect(ignore.some((dir) => full.startsWith(dir + path.sep))).toBe(false);
    }
  });
});
