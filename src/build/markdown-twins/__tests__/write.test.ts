import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { CreatePagesArgs } from "gatsby";
import { DigestCache } from "../../cache/digest-cache";
import { writeMarkdownTwins } from "../write";
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

function graphqlFor(body: string, file: string) {
  const data = {
    allDoc: {
      nodes: [
        {
          title: "Guardrails",
          description: "Block unsafe answers.",
          path: "/guides/guardrails/",
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
