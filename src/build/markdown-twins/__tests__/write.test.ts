import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { CreatePagesArgs } from "gatsby";
import { DigestCache } from "../../cache/digest-cache";
import { fileInPublic, writeMarkdownTwins } from "../write";
import { validateSiteConfig } from "../../config/validate";
import { siteConfigInput } from "../../../config/site";

const site = validateSiteConfig(siteConfigInput({}));

/** A content folder with one doc that shows an image, and a graphql() that returns that doc's `body`. */
function project() {
  const content = mkdtempSync(path.join(os.tmpdir(), "twins-content-"));
  mkdirSync(path.join(content, "guides"));
  writeFileSync(path.join(content, "guides", "flow.png"), "not really a PNG");
  const file = path.join(content, "guides", "guard.mdx");
  return (body: string) => graphqlFor(body, file);
}

function graphqlFor(body: string, file: string, pagePath = "/guides/guardrails/") {
  const data = {
    allDoc: {
      nodes: [
        {
          title: "Guardrails",
          description: "Block unsafe answers.",
          path: pagePath,
          version: "current",
          unlisted: false,
          draft: false,
          mdx: { body, internal: { contentFilePath: file } },
        },
      ],
    },
    allStandalonePage: { nodes: [] },
    allReleaseNote: { nodes: [] },
    allApiOperation: { nodes: [] },
    allApiSchema: { nodes: [] },
    apiInfo: null,
  };
  return (() => Promise.resolve({ data })) as unknown as CreatePagesArgs["graphql"];
}

const twin = (publicDir: string) => readFileSync(path.join(publicDir, "guides/guardrails.md"), "utf8");

describe("writeMarkdownTwins", () => {
  it("converts a doc's MDX once, and still copies its images into a cleaned public/", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "twins-cache-"));
    const body = "The guard flow:\n\n![Guard flow](./flow.png)\n";
    const withBody = project();
    const first = mkdtempSync(path.join(os.tmpdir(), "twins-public-"));
    await writeMarkdownTwins(withBody(body), first, site, new DigestCache(dir));

    const cache = new DigestCache(dir);
    const second = mkdtempSync(path.join(os.tmpdir(), "twins-public-"));
    await writeMarkdownTwins(withBody(body), second, site, cache);
    expect(cache.stats("twin-body")).toEqual({ hits: 1, misses: 0 });
    expect(twin(second)).toBe(twin(first));
    expect(twin(second)).toContain(`](${site.url}/guides/guardrails/flow.png)`);
    expect(readFileSync(path.join(second, "guides/guardrails/flow.png"), "utf8")).toBe("not really a PNG");

    const edited = new DigestCache(dir);
    await writeMarkdownTwins(withBody(body.replace("guard flow", "whole guard flow")), second, site, edited);
    expect(edited.stats("twin-body")).toEqual({ hits: 0, misses: 1 });
    expect(twin(second)).toContain("The whole guard flow:");
  });
});

describe("fileInPublic", () => {
  const publicDir = path.join(os.tmpdir(), "twins-public");

  it("puts a site path under public/", () => {
    expect(fileInPublic(publicDir, "/guides/guardrails.md")).toBe(path.join(publicDir, "guides", "guardrails.md"));
    expect(fileInPublic(publicDir, "/index.md")).toBe(path.join(publicDir, "index.md"));
  });

  it.each(["/../CONTRIBUTING.md", "/../../etc/x.md", "/a/../../x.md", "/.."])(
    "fails loudly on a path that leaves public/: %j",
    (urlPath) => {
      expect(() => fileInPublic(publicDir, urlPath)).toThrow(
        /Markdown twins: the path .* would be written to .*, outside /,
      );
    },
  );

  it("refuses to write a twin for a route that leaves public/, and writes nothing outside it", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "twins-root-"));
    const pub = path.join(root, "public");
    mkdirSync(pub);
    const content = mkdtempSync(path.join(os.tmpdir(), "twins-content-"));
    const graphql = graphqlFor("Text.\n", path.join(content, "x.mdx"), "/../escaped/");
    await expect(writeMarkdownTwins(graphql, pub, site, new DigestCache(path.join(root, "cache")))).rejects.toThrow(
      /outside/,
    );
    expect(existsSync(path.join(root, "escaped.md"))).toBe(false);
  });
});
