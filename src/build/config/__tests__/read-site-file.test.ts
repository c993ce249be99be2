import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readSiteConfigFile, SITE_CONFIG_FILE } from "../read-site-file";
import { siteConfigInput } from "../../../config/site";
import { validateSiteConfig } from "../validate";

const text = readFileSync(SITE_CONFIG_FILE, "utf8");

describe("reading the site config from the text of site.ts", () => {
  it("gives what importing the module gives", () => {
    const env = { SITE_URL: "https://example.org" };
    expect(readSiteConfigFile(text, SITE_CONFIG_FILE, env)).toEqual(validateSiteConfig(siteConfigInput(env)));
  });

  it("an edited text gives the edited config, not the one loaded first", () => {
    readSiteConfigFile(text);
    const edited = text.replace('title: "AutoEval Docs"', 'title: "AutoEval Handbook"');
    expect(readSiteConfigFile(edited).title).toBe("AutoEval Handbook");
  });

  it("a bad value fails with the key, a runtime import with the file and the fix", () => {
    expect(() => readSiteConfigFile(text.replace('defaultMode: "light"', 'defaultMode: "blue"'))).toThrow(
      /colorMode\.defaultMode: "blue" is not allowed/,
    );
    expect(() => readSiteConfigFile(`import { x } from "./other";\nexport const siteConfigInput = () => x;`)).toThrow(
      'src/config/site.ts: imports "./other" at run time; the site config may import types only',
    );
  });
});
