import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createGatsbyConfig } from "../../../../gatsby-config";
import { loadSite } from "../load";
import { SITE_CONFIG_FILE } from "../read-site-file";
import { createSiteConfigNode, SITE_CONFIG_SOURCE } from "../site-config-node";

const original = readFileSync(SITE_CONFIG_FILE, "utf8");
const dir = mkdtempSync(path.join(tmpdir(), "site-config-"));
const file = path.join(dir, "site.ts");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What onCreateNode makes of the File node of site.ts as it is on disk now. */
function source() {
  const created: { config: { title: string; editUrl?: string }; parent: string }[] = [];
  const reporter = { panicOnBuild: vi.fn() };
  createSiteConfigNode({
    node: {
      id: "file-1",
      parent: null,
      children: [],
      sourceInstanceName: SITE_CONFIG_SOURCE,
      absolutePath: file,
      internal: { type: "File", contentDigest: "x", owner: "gatsby-source-filesystem" },
    },
    actions: {
      createNode: (node: (typeof created)[number]) => void created.push(node),
      createParentChildLink: () => undefined,
    } as never,
    createNodeId: (key: string) => `id:${key}`,
    createContentDigest: (value: unknown) => JSON.stringify(value),
    reporter: reporter as never,
  });
  return { created, problems: reporter.panicOnBuild.mock.calls.map(([e]) => e.context.sourceMessage as string) };
}

describe("the SiteConfig node", () => {
  it("is sourced from src/config/site.ts alone", () => {
    const config = createGatsbyConfig({
      root: "/site",
      apiReference: { specPath: "/site/openapi/api.yaml", slugOverrides: {}, routeBase: "/api/" },
    });
    const instance = config.plugins!.find(
      (p) => typeof p === "object" && p.options?.["name"] === SITE_CONFIG_SOURCE,
    ) as unknown as { options: { path: string; ignore: ((file: string) => boolean)[] } };
    const sourced = (name: string) => !instance.options.ignore.some((ignored) => ignored(path.resolve(name)));
    expect(sourced("src/config/site.ts")).toBe(true);
    expect(sourced("src/config/schema.ts")).toBe(false);
    expect(sourced("src/build/config/__tests__/validate.test.ts")).toBe(false);
  });

  it("follows an edit of the file: the new node holds the new values", () => {
    writeFileSync(file, original);
    const before = source();
    writeFileSync(file, original.replace('title: "AutoEval Docs"', 'title: "AutoEval Handbook"'));
    const after = source();
    expect(before.created[0]?.config.title).toBe("AutoEval Docs");
    expect(after.created[0]?.config.title).toBe("AutoEval Handbook");
    expect(after.created[0]?.parent).toBe("file-1");
  });

  it("a bad edit is reported with the key and the valid choices, and makes no node", () => {
    writeFileSync(file, original.replace('style: "dark"', 'style: "purple"'));
    const { created, problems } = source();
    expect(created).toEqual([]);
    expect(problems[0]).toContain('footer.style: "purple" is not allowed. Valid choices are: "light", "dark"');
  });

  it("in `gatsby build` is the config the build was compiled with: the file is not read again", () => {
    vi.stubEnv("gatsby_executing_command", "build");
    try {
      writeFileSync(file, original.replace('title: "AutoEval Docs"', 'title: "AutoEval Handbook"'));
      const { created } = source();
      expect(created[0]?.config).toEqual(loadSite().config);
      expect(created[0]?.config.title).toBe("AutoEval Docs");
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
