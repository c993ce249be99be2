import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSiteOrStop } from "../load-or-stop";

const FIXTURE_CONFIG = path.resolve(__dirname, "../../../../e2e/fixture-site/site-config.json");

/** A site file that extends the fixture's with `site`'s keys. */
function siteFile(site: unknown): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "load-or-stop-")), "site-config.json");
  writeFileSync(file, JSON.stringify({ extends: FIXTURE_CONFIG, site }));
  return file;
}

class Stopped extends Error {}
const stopWith = (messages: string[]) => (message: string) => {
  messages.push(message);
  throw new Stopped(message);
};

describe("loadSiteOrStop (gatsby-config.ts)", () => {
  it("stops with the validator's message: the file, the key and the fix", () => {
    const messages: string[] = [];
    const file = siteFile({ announcementBar: { backgroundColor: "red;background-image:url(x)" } });
    expect(() => loadSiteOrStop({ SITE_CONFIG: file }, stopWith(messages))).toThrow(Stopped);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(`Invalid site configuration (${path.relative(process.cwd(), file)})`);
    expect(messages[0]).toContain("announcementBar.backgroundColor: must be a CSS colour");
    expect(messages[0]).toMatch(/Fix this value in .* and build again\./);
  });

  it("stops on a site file that does not parse, naming it", () => {
    const messages: string[] = [];
    const file = path.join(mkdtempSync(path.join(tmpdir(), "load-or-stop-")), "site-config.json");
    writeFileSync(file, "{ not json");
    expect(() => loadSiteOrStop({ SITE_CONFIG: file }, stopWith(messages))).toThrow(Stopped);
    expect(messages[0]).toContain(file);
  });

  it("returns the site when the configuration is valid", () => {
    const site = loadSiteOrStop({ SITE_CONFIG: FIXTURE_CONFIG }, () => {
      throw new Error("must not stop");
    });
    expect(site.config.pathPrefix).toBe("/docs");
  });
});
