import { describe, expect, it } from "vitest";
import { navbarItemTypes, type SiteConfigInput } from "../../../config/schema";
import { ENVIRONMENT_KEYS, siteConfigInput } from "../../../config/site";
import { ConfigError, validateSiteConfig } from "../validate";

/** The real configuration with no environment variables set. */
function baseInput(): SiteConfigInput {
  return structuredClone(siteConfigInput({}));
}

function problemsOf(input: unknown): string[] {
  try {
    validateSiteConfig(input);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return [...(error as ConfigError).problems];
  }
  throw new Error("expected validateSiteConfig to throw");
}

describe("the real site configuration", () => {
  it("validates and fills in the defaults", () => {
    const config = validateSiteConfig(siteConfigInput({}));
    expect(config.title).toBe("AutoEval Docs");
    expect(config.url).toBe("https://docs.autoeval.dev");
    expect(config.onBrokenLinks).toBe("throw");
    expect(config.colorMode).toEqual({ defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: false });
    expect(config.navbar.hideOnScroll).toBe(false);
    // position defaults to "right" on every navbar item that does not set one
    const input = siteConfigInput({}).navbar.items;
    config.navbar.items.forEach((item, i) => expect(item.position).toBe(input[i]?.position ?? "right"));
    // the navbar items every page must keep (e2e/navbar.spec.ts checks them in the browser)
    const byLabel = new Map(config.navbar.items.map((item) => ["label" in item ? item.label : item.type, item]));
    expect(byLabel.get("API Reference")).toMatchObject({ type: "default", to: "/sdk/" });
    expect(byLabel.get("Release Notes")).toMatchObject({ type: "default", to: "/release-notes/" });
    expect(byLabel.get("Sign In")).toMatchObject({
      type: "default",
      href: "https://lastmileai.dev/login",
      button: true,
    });
    expect(config.navbar.items.map((item) => item.type)).toEqual(
      expect.arrayContaining(["docsVersionDropdown", "colorModeToggle", "search"]),
    );
    expect(config.search.algolia).toBeUndefined();
    expect(config.apiConsole).toEqual({ enabled: true, baseUrl: "https://lastmileai.dev" });
  });

  it("reads the deployment's environment variables", () => {
    const config = validateSiteConfig(siteConfigInput({ SITE_URL: "https://example.org", SITE_GTAG_ID: "G-TEST123" }));
    expect(config.url).toBe("https://example.org");
    expect(config.gtagId).toBe("G-TEST123");
  });

  it("is not reconfigured by the fixture's options: those live in the fixture's own file (load.test.ts)", () => {
    const config = validateSiteConfig(
      siteConfigInput({
        SITE_NAVBAR_HIDE_ON_SCROLL: "true",
        SITE_COLOR_MODE_DISABLE_SWITCH: "true",
        SITE_COLOR_MODE_RESPECT_SYSTEM: "true",
        SITE_ON_BROKEN_LINKS: "warn",
        SITE_ANNOUNCEMENT_ID: "other-bar",
      }),
    );
    expect(config).toEqual(validateSiteConfig(siteConfigInput({})));
  });

  it("switches the API console off and moves its base URL from the environment", () => {
    const config = validateSiteConfig(
      siteConfigInput({ SITE_API_CONSOLE: "off", SITE_API_BASE_URL: "https://staging.example.org" }),
    );
    expect(config.apiConsole).toEqual({ enabled: false, baseUrl: "https://staging.example.org" });
  });

  it("refuses an API base URL that is not http(s) or ends with a slash", () => {
    const input = baseInput();
    input.apiConsole.baseUrl = "javascript:alert(1)";
    expect(problemsOf(input)).toContain("apiConsole.baseUrl: must be an http(s) URL");
    input.apiConsole.baseUrl = "https://lastmileai.dev/";
    expect(problemsOf(input)).toContain("apiConsole.baseUrl: must not end with a slash");
  });
});

describe("Algolia credentials from the environment", () => {
  const all = {
    GATSBY_ALGOLIA_APP_ID: "APP123",
    GATSBY_ALGOLIA_SEARCH_KEY: "search-only-key",
    GATSBY_ALGOLIA_INDEX_NAME: "autoeval",
  };

  it("are used when all three variables are set", () => {
    expect(validateSiteConfig(siteConfigInput(all)).search.algolia).toEqual({
      appId: "APP123",
      apiKey: "search-only-key",
      indexName: "autoeval",
    });
  });

  it.each(Object.keys(all))("are ignored when %s is missing", (missing) => {
    const env: NodeJS.ProcessEnv = { ...all };
    delete env[missing];
    expect(siteConfigInput(env).search.algolia).toBeUndefined();
    expect(validateSiteConfig(siteConfigInput(env)).search.algolia).toBeUndefined();
  });

  it("are ignored when one of them is empty", () => {
    expect(siteConfigInput({ ...all, GATSBY_ALGOLIA_SEARCH_KEY: "" }).search.algolia).toBeUndefined();
  });
});

describe("validation messages", () => {
  it("name a navbar item whose type has no component, and list the valid types", () => {
    const input = baseInput();
    (input.navbar.items as unknown[])[2] = { type: "fancy", label: "Fancy" };
    const problems = problemsOf(input);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("navbar.items[2]");
    expect(problems[0]).toContain('No NavbarItem component found for type "fancy"');
    for (const type of navbarItemTypes) expect(problems[0]).toContain(type);
    expect(problems[0]).toContain(`Valid types are: ${navbarItemTypes.join(", ")}.`);
  });

  it("put the problems in the error message with the config file", () => {
    const input = baseInput();
    (input.navbar.items as unknown[])[0] = { type: "fancy" };
    expect(() => validateSiteConfig(input)).toThrow(/src\/config\/site\.ts[\s\S]*navbar\.items\[0\]/);
  });

  it("list the valid colour modes", () => {
    const input = baseInput();
    (input.colorMode as Record<string, unknown>).defaultMode = "blue";
    const problems = problemsOf(input);
    expect(problems).toEqual(['colorMode.defaultMode: "blue" is not allowed. Valid choices are: "light", "dark".']);
  });

  it("list the valid footer styles and onBrokenLinks values", () => {
    const input = baseInput() as Record<string, unknown> & SiteConfigInput;
    (input.footer as Record<string, unknown>).style = "purple";
    (input as Record<string, unknown>).onBrokenLinks = "ignore";
    const problems = problemsOf(input);
    expect(problems).toContain('footer.style: "purple" is not allowed. Valid choices are: "light", "dark".');
    expect(problems).toContain('onBrokenLinks: "ignore" is not allowed. Valid choices are: "throw", "warn".');
  });

  it("name an unknown top-level key", () => {
    const input = { ...baseInput(), colourMode: {} };
    const problems = problemsOf(input);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("(root)");
    expect(problems[0]).toContain('unknown key(s) "colourMode"');
  });

  it("name an unknown nested key with its path", () => {
    const input = baseInput();
    (input.colorMode as Record<string, unknown>).defualtMode = "dark";
    const problems = problemsOf(input);
    expect(problems).toEqual(['colorMode: unknown key(s) "defualtMode"; remove them or check the spelling.']);
  });

  it("name an unknown key inside a navbar item of a known type", () => {
    const input = baseInput();
    (input.navbar.items[0] as Record<string, unknown>).target = "_blank";
    const problems = problemsOf(input);
    expect(problems.join("\n")).toContain("navbar.items[0]");
    expect(problems.join("\n")).toContain('"target"');
  });

  it("name a navbar item position that is neither left nor right", () => {
    const input = baseInput();
    (input.navbar.items[1] as Record<string, unknown>).position = "center";
    expect(problemsOf(input)).toEqual([
      'navbar.items[1].position: "center" is not allowed. Valid choices are: "left", "right".',
    ]);
  });

  it("reject a site URL with a trailing slash and a malformed gtag id", () => {
    const input = { ...baseInput(), url: "https://docs.autoeval.dev/", gtagId: "UA-1234" };
    const problems = problemsOf(input);
    expect(problems).toContain("url: must not end with a slash");
    expect(problems).toContain("gtagId: must look like G-XXXXXXX");
  });

  it("report every problem at once", () => {
    const input = baseInput();
    (input.colorMode as Record<string, unknown>).defaultMode = "blue";
    (input.navbar.items as unknown[])[4] = { type: "fancy" };
    const problems = problemsOf(input);
    expect(problems).toHaveLength(2);
    expect(problems.some((p) => p.startsWith("colorMode.defaultMode:"))).toBe(true);
    expect(problems.some((p) => p.includes("navbar.items[4]"))).toBe(true);
  });
});

describe("URLs and ids that end up in pages and scripts", () => {
  it.each(["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:msgbox(1)"])(
    "rejects %j as a link, naming the key",
    (href) => {
      const input = baseInput();
      input.footer.links = [{ label: "Bad", href }];
      input.search.feedbackUrl = href;
      const problems = problemsOf(input);
      expect(problems.some((p) => p.includes("footer.links") && p.includes("http(s)"))).toBe(true);
      expect(problems.some((p) => p.includes("search.feedbackUrl"))).toBe(true);
    },
  );

  it("rejects a protocol-relative 'site path' that would leave the site", () => {
    const input = baseInput();
    input.footer.links = [{ label: "Away", to: "//evil.example/" }];
    expect(problemsOf(input).some((p) => p.includes("footer.links") && p.includes("one leading slash"))).toBe(true);
  });

  it.each(["/docs", "/docs/v2", "/my_site-1.0~x"])("accepts the path prefix %j", (prefix) => {
    expect(validateSiteConfig(siteConfigInput({ SITE_PATH_PREFIX: prefix })).pathPrefix).toBe(prefix);
  });

  it.each(["docs", "/docs/", "//evil.example", "/a/../b", '/a"</script><script>alert(1)</script>', "/a b", "/é"])(
    "rejects the path prefix %j, naming the key and the form it must take",
    (prefix) => {
      expect(problemsOf(siteConfigInput({ SITE_PATH_PREFIX: prefix }))).toEqual([
        expect.stringMatching(/^pathPrefix: must be a path such as \/docs/),
      ]);
    },
  );

  it("rejects an announcement id that could break out of an inline script", () => {
    const input = baseInput();
    input.announcementBar!.id = "</script><script>alert(1)</script>";
    expect(problemsOf(input).some((p) => p.includes("announcementBar.id"))).toBe(true);
  });
});

describe("the search synonyms table", () => {
  it("holds the site's synonyms, and is empty when a site sets none", () => {
    expect(validateSiteConfig(siteConfigInput({})).search.synonyms.changelog).toEqual(["release notes"]);
    const input = baseInput();
    delete (input.search as { synonyms?: unknown }).synonyms;
    expect(validateSiteConfig(input).search.synonyms).toEqual({});
  });

  it("names an entry with no phrase, a phrase of no word and a phrase that is not text", () => {
    const input = baseInput();
    input.search.synonyms = { changelog: [], "": ["release notes"], org: ["---"], team: [42 as unknown as string] };
    const problems = problemsOf(input);
    expect(problems).toContainEqual(
      expect.stringMatching(/^search\.synonyms\.changelog: must list at least one phrase/),
    );
    expect(problems).toContainEqual(expect.stringMatching(/^search\.synonyms\.org\[0\]: must hold a word/));
    expect(problems).toContainEqual(expect.stringMatching(/^search\.synonyms\.team\[0\]: /));
    expect(problems.some((p) => p.startsWith("search.synonyms"))).toBe(true);
  });
});

describe("values that end up in style attributes, and regular expressions", () => {
  it.each(["#1d2a5c", "#fff", "white", "rgb(29 42 92)", "rgba(0, 0, 0, 0.5)", "hsl(228 52% 24%)", " #ffffff "])(
    "accepts the colour %j",
    (colour) => {
      const input = baseInput();
      input.announcementBar!.backgroundColor = colour;
      expect(validateSiteConfig(input).announcementBar!.backgroundColor).toBe(colour.trim());
    },
  );

  it.each([
    "red;background-image:url(https://evil.example/track.png)",
    "red; position: fixed",
    "url(https://evil.example/x.png)",
    "var(--danger-color)",
    "#12345",
    "",
  ])("rejects %j as a colour, naming the key and the forms a colour takes", (colour) => {
    const input = baseInput();
    input.announcementBar!.textColor = colour;
    expect(problemsOf(input)).toEqual([
      expect.stringMatching(/^announcementBar\.textColor: must be a CSS colour: a hex value/),
    ]);
  });

  it("compiles search.externalUrlRegex and the navbar's activeBaseRegex, and names a bad one", () => {
    const input = baseInput();
    input.search.externalUrlRegex = "(unclosed";
    (input.navbar.items[2] as { activeBaseRegex?: string }).activeBaseRegex = "^/(sdk|api";
    expect(problemsOf(input)).toEqual([
      "navbar.items[2].activeBaseRegex: is not a regular expression JavaScript can compile: Invalid regular expression: /^/(sdk|api/: Unterminated group",
      "search.externalUrlRegex: is not a regular expression JavaScript can compile: Invalid regular expression: /(unclosed/: Unterminated group",
    ]);
  });
});

describe("values set by environment variables", () => {
  it("name the variable beside the key, and say how to fix it", () => {
    const env = { SITE_GTAG_ID: "G-1</script>", SITE_API_BASE_URL: "javascript:alert(1)" };
    const sources = { gtagId: "SITE_GTAG_ID", "apiConsole.baseUrl": "SITE_API_BASE_URL" };
    let message = "";
    try {
      validateSiteConfig(siteConfigInput(env), undefined, sources);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(
      [
        "Invalid site configuration (src/config/site.ts):",
        "  - apiConsole.baseUrl (from the environment variable SITE_API_BASE_URL): must be an http(s) URL",
        "  - gtagId (from the environment variable SITE_GTAG_ID): must look like G-XXXXXXX",
        "Fix these values in src/config/site.ts (or in the environment variable named) and build again.",
      ].join("\n"),
    );
  });

  it.each(Object.entries(ENVIRONMENT_KEYS))("%s is the key that %s sets", (key, variable) => {
    const algolia = {
      GATSBY_ALGOLIA_APP_ID: "APP",
      GATSBY_ALGOLIA_SEARCH_KEY: "key",
      GATSBY_ALGOLIA_INDEX_NAME: "idx",
    };
    const input = siteConfigInput({ ...algolia, [variable]: "marker-value" });
    const value = key.split(".").reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], input);
    expect(value).toBe("marker-value");
  });
});
