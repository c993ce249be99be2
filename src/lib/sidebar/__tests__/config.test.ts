import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseSidebarsFile } from "../config";

const FILE = "content/sidebars/current.json";

function messageOf(raw: unknown, file = FILE): string {
  try {
    parseSidebarsFile(raw, file);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected parseSidebarsFile to throw");
}

describe("parseSidebarsFile", () => {
  it.each(["current", "1.x"])("accepts the real sidebars file of version %s", (version) => {
    const file = path.resolve(__dirname, `../../../../content/sidebars/${version}.json`);
    const parsed = parseSidebarsFile(JSON.parse(readFileSync(file, "utf8")), file);
    expect(Object.keys(parsed)).toEqual(["docs"]);
    expect(parsed["docs"]![0]).toBe("index");
  });

  it("accepts every item form", () => {
    const raw = {
      docs: [
        "index",
        { type: "doc", id: "quickstart", label: "Start here" },
        { type: "link", label: "Console", href: "https://lastmileai.dev", unlisted: true },
        { type: "api-reference" },
        {
          type: "category",
          label: "API",
          collapsed: false,
          link: { type: "generated-index", slug: "api", title: "API", description: "All of it." },
          items: [{ type: "category", label: "Nested", link: { type: "doc", id: "sdk" }, items: ["api-keys"] }],
        },
      ],
    };
    expect(parseSidebarsFile(raw, FILE)).toEqual(raw);
  });

  it("names the file and the item of an unknown type, and lists the item types", () => {
    const message = messageOf({ docs: ["index", { type: "html", value: "<b>x</b>" }] });
    expect(message).toContain(`Invalid sidebars file ${FILE}`);
    expect(message).toContain("docs.1");
    expect(message).toContain(
      'Items are a doc id string, or objects of type "doc", "link", "category" or "api-reference".',
    );
  });

  it("names the file for a sidebar that is not a list", () => {
    const message = messageOf({ docs: "index" }, "content/sidebars/1.x.json");
    expect(message).toContain("Invalid sidebars file content/sidebars/1.x.json");
    expect(message).toContain("docs");
  });

  it("rejects an empty doc id, an unknown key and a generated-index slug with a slash", () => {
    expect(messageOf({ docs: [""] })).toContain("docs.0");
    expect(messageOf({ docs: [{ type: "doc", id: "index", sidebar_label: "x" }] })).toContain("docs.0");
    const message = messageOf({
      docs: [{ type: "category", label: "API", link: { type: "generated-index", slug: "api/ref" }, items: ["sdk"] }],
    });
    expect(message).toContain(FILE);
    expect(message).toContain("docs.0");
  });

  it("rejects a sidebar id with characters other than letters, digits, - and _", () => {
    expect(messageOf({ "my docs": ["index"] })).toContain(FILE);
  });

  it("rejects a file that is not an object", () => {
    expect(messageOf(["index"])).toMatch(/Invalid sidebars file content\/sidebars\/current\.json:\n {2}- \(root\): /);
  });
});
