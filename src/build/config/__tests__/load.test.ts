/**
 * Another site built from this code (the browser tests' fixture) has a configuration file of
 * its own, named by SITE_CONFIG: its whole site configuration and where its sources are.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite, readSiteConfigAt, rereadSiteConfig, siteConfigFile, siteFromFile } from "../load";
import { ConfigError } from "../validate";

const FIXTURE = path.resolve(__dirname, "../../../../e2e/fixture-site");

function problemsOf(file: string): { file: string; problems: readonly string[] } {
  try {
    siteFromFile(file);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return { file: (error as ConfigError).file, problems: (error as ConfigError).problems };
  }
  throw new Error("expected siteFromFile to throw");
}

function tempFile(content: unknown, name = "site-config.json"): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "site-config-")), name);
  writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content));
  return file;
}

describe("the fixture site's configuration file", () => {
  it("configures what the main site does not use, with the fixture's own sources", () => {
    const site = siteFromFile(path.join(FIXTURE, "site-config.json"));
    expect(site.root).toBe(FIXTURE);
    expect(site.apiDescription).toBe(path.join(FIXTURE, "openapi/fixture-api.yaml"));
    expect(site.extraDocs).toEqual([]);
    expect(site.config.pathPrefix).toBe("/docs");
    expect(site.config.navbar.hideOnScroll).toBe(true);
    expect(site.config.colorMode.disableSwitch).toBe(true);
    expect(site.config.colorMode.respectPrefersColorScheme).toBe(true);
    expect(site.config.onBrokenLinks).toBe("warn");
    expect(site.config.announcementBar?.id).toBe("fixture-announcement");
    expect(site.config.search.algolia).toEqual({
      appId: "FIXTUREAPP",
      apiKey: "fixture-search-only-key",
      indexName: "fixture-index",
    });
    expect(site.config.apiConsole.enabled).toBe(false);
  });

  it("has a variant with a broken page that fails on broken links, extending it key by key", () => {
    const site = siteFromFile(path.join(FIXTURE, "site-config.broken.json"));
    expect(site.root).toBe(FIXTURE);
    expect(site.extraDocs).toEqual([path.join(FIXTURE, "broken")]);
    expect(site.config.onBrokenLinks).toBe("throw");
    expect(site.config.navbar.hideOnScroll).toBe(true);
  });

  it("is chosen by SITE_CONFIG; without it the main site is built", () => {
    const fixture = loadSite({ SITE_CONFIG: path.join(FIXTURE, "site-config.json") });
    expect(fixture.config.announcementBar?.id).toBe("fixture-announcement");
    const main = loadSite({});
    expect(main.root).toBe(process.cwd());
    expect(main.apiDescription).toBe(path.join(process.cwd(), "openapi/autoeval-api-v2.yaml"));
    expect(main.config.announcementBar?.id).toBe("official-sdks-2026-12");
  });
});

describe("the config file `gatsby develop` watches and re-reads", () => {
  it("is the SITE_CONFIG file when one is named, else src/config/site.ts", () => {
    const fixtureFile = path.join(FIXTURE, "site-config.json");
    expect(siteConfigFile({ SITE_CONFIG: fixtureFile })).toBe(fixtureFile);
    expect(siteConfigFile({})).toBe(path.resolve("src/config/site.ts"));
    expect(rereadSiteConfig({ SITE_CONFIG: fixtureFile }).announcementBar?.id).toBe("fixture-announcement");
    expect(rereadSiteConfig({}).announcementBar?.id).toBe("official-sdks-2026-12");
  });

  it("is read as it is on disk now, not as this process first loaded it", () => {
    const fixture = path.join(FIXTURE, "site-config.json");
    const file = tempFile({ extends: fixture, site: { title: "Before" } });
    expect(readSiteConfigAt(file).title).toBe("Before");
    writeFileSync(file, JSON.stringify({ extends: fixture, site: { title: "After" } }));
    expect(readSiteConfigAt(file).title).toBe("After");
  });
});

describe("a site configuration file with a mistake", () => {
  it("names the file and the bad key of the site configuration", () => {
    const site = siteFromFile(path.join(FIXTURE, "site-config.json")).config;
    const file = tempFile({ site: { ...site, colorMode: { ...site.colorMode, defaultMode: "blue" } } });
    const { file: named, problems } = problemsOf(file);
    expect(named).toBe(path.relative(process.cwd(), file));
    expect(problems).toEqual([expect.stringMatching(/^colorMode\.defaultMode: "blue" is not allowed/)]);
  });

  it("names an unknown key of the file, a missing site and a file that is not JSON", () => {
    expect(problemsOf(tempFile({ site: {}, rooot: "." })).problems).toEqual([
      expect.stringContaining('Unrecognized key: "rooot"'),
    ]);
    expect(problemsOf(tempFile({ root: "." })).problems).toEqual([expect.stringContaining('"site" is missing')]);
    expect(problemsOf(tempFile("{ nope")).problems).toEqual([expect.stringContaining("cannot be read as JSON")]);
  });
});
