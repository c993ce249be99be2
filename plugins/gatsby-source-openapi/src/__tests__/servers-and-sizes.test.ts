import path from "node:path";
import { describe, expect, it } from "vitest";
import { oversizedDescriptions } from "../description-size";
import { loadDescription } from "../load";
import { normalizeDescription } from "../normalize";
import type { RawDocument } from "../types";
import { thrownBy } from "./helpers/description-errors";

const FIXTURE = path.resolve(__dirname, "../__fixtures__/primitives.yaml");

async function documentWith(change: (doc: RawDocument) => void): Promise<RawDocument> {
  const doc = structuredClone(await loadDescription(FIXTURE));
  change(doc);
  return doc;
}

describe("the description's servers", () => {
  it.each([
    ["javascript:alert(1)", "/servers/1/url"],
    ["data:text/html,<b>x</b>", "/servers/1/url"],
    ["ftp://files.example.com", "/servers/1/url"],
    ["/v2", "/servers/1/url"],
    ["https://user:secret@api.example.com", "/servers/1/url"],
  ])("stop the build on %j, naming the file, the pointer and the fix", async (url, pointer) => {
    const doc = await documentWith((d) => {
      d.servers = [{ url: "https://api.example.com" }, { url, description: "bad" }];
    });
    const error = thrownBy(() => normalizeDescription(doc, { file: FIXTURE }));
    expect(error.file).toBe(FIXTURE);
    expect(error.pointer).toBe(pointer);
    expect(error.message).toContain("is not an absolute http(s) URL");
    expect(error.message).toContain("https://api.example.com/v2");
  });

  it("keep http(s) servers, described or not", async () => {
    const doc = await documentWith((d) => {
      d.servers = [{ url: "https://api.example.com/v2", description: "Production" }, { url: "http://localhost:4010" }];
    });
    expect(normalizeDescription(doc, { file: FIXTURE }).servers).toEqual([
      { url: "https://api.example.com/v2", description: "Production" },
      { url: "http://localhost:4010", description: "" },
    ]);
  });
});

describe("descriptions over the size a page should need", () => {
  it("warn, naming the file and where the description is, and not otherwise", async () => {
    const doc = await documentWith((d) => {
      d.info.description = "x".repeat(40 * 1024);
    });
    expect(oversizedDescriptions(doc, FIXTURE)).toEqual([
      expect.stringMatching(new RegExp(`^${FIXTURE} at /info/description: this description is 40 KB, over the 32 KB`)),
    ]);
    expect(normalizeDescription(doc, { file: FIXTURE }).warnings).toHaveLength(1);
    expect(oversizedDescriptions(await loadDescription(FIXTURE), FIXTURE)).toEqual([]);
  });

  it("find none in the site's own description", async () => {
    const file = path.resolve(__dirname, "../../../../openapi/autoeval-api-v2.yaml");
    expect(oversizedDescriptions(await loadDescription(file), file)).toEqual([]);
  });
});
