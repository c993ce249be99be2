import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ApiDescriptionError, jsonPointer } from "../errors";
import { loadDescription, parseDescription, validateDescription } from "../load";
import { rejectionOf, thrownBy } from "./helpers/description-errors";

const REAL = path.resolve(__dirname, "../../../../openapi/autoeval-api-v2.yaml");
const fixture = (name: string) => path.join(__dirname, "../__fixtures__", name);

describe("jsonPointer and ApiDescriptionError", () => {
  it("escapes ~ and / as RFC 6901 says", () => {
    expect(jsonPointer(["paths", "/api/2/x", "post", 0])).toBe("/paths/~1api~12~1x/post/0");
    expect(jsonPointer(["a~b"])).toBe("/a~0b");
    expect(jsonPointer([])).toBe("");
  });

  it("puts the file, the pointer and the problem in the message", () => {
    const error = new ApiDescriptionError("openapi/x.yaml", "/paths", "bad");
    expect(error.message).toBe("openapi/x.yaml at /paths: bad");
    expect(new ApiDescriptionError("f.yaml", "", "bad").message).toBe("f.yaml at /: bad");
    expect(error.name).toBe("ApiDescriptionError");
  });
});

describe("the real API description", () => {
  it("loads and passes swagger-parser's validation", async () => {
    const document = await loadDescription(REAL);
    expect(document.openapi).toBe("3.0.3");
    expect(document.info.title).toBe("AutoEval API v2");
    await expect(validateDescription(document, REAL)).resolves.toBeUndefined();
  });

  it("is not changed by validation (swagger-parser works on a copy)", async () => {
    const document = parseDescription(readFileSync(REAL, "utf8"), REAL);
    const before = JSON.stringify(document);
    await validateDescription(document, REAL);
    expect(JSON.stringify(document)).toBe(before);
  });
});

describe("parseDescription", () => {
  it("names the file and the line of malformed YAML", () => {
    const text = [
      'openapi: "3.0.3"',
      "info:",
      "  title: Broken",
      '  version: "1"',
      "   description: x",
      "paths: {}",
    ].join("\n");
    const error = thrownBy(() => parseDescription(text, "openapi/broken.yaml"));
    expect(error.file).toBe("openapi/broken.yaml");
    expect(error.message).toMatch(/^openapi\/broken\.yaml at \/: not valid YAML or JSON \(line 5, column \d+\)/);
  });

  it("names the line of a duplicate key", () => {
    const error = thrownBy(() => parseDescription('openapi: "3.0.3"\ninfo: {}\nopenapi: "3.1.0"\n', "dup.yaml"));
    expect(error.message).toContain("dup.yaml");
    expect(error.message).toContain("(line 3,");
    expect(error.message).toContain("DUPLICATE_KEY");
  });

  it("reads JSON too, and names the position of broken JSON", () => {
    expect(
      parseDescription('{"openapi": "3.0.3", "info": {"title": "T", "version": "1"}, "paths": {}}', "a.json"),
    ).toEqual({
      openapi: "3.0.3",
      info: { title: "T", version: "1" },
      paths: {},
    });
    expect(thrownBy(() => parseDescription('{"openapi": "3.0.3",\n "info": {', "b.json")).message).toMatch(
      /^b\.json at \/: not valid YAML or JSON \(line \d+, column \d+\)/,
    );
  });

  it("refuses a document without an openapi field", () => {
    const error = thrownBy(() => parseDescription(readFileSync(fixture("not-openapi.yaml"), "utf8"), "old.yaml"));
    expect(error.pointer).toBe("/openapi");
    expect(error.message).toBe('old.yaml at /openapi: expected an OpenAPI 3 document with an "openapi" version field');
    expect(thrownBy(() => parseDescription("just text", "t.yaml")).pointer).toBe("/openapi");
    expect(thrownBy(() => parseDescription("", "e.yaml")).pointer).toBe("/openapi");
  });
});

describe("validateDescription and loadDescription", () => {
  it("names the file and the JSON pointer of a path item with the wrong type", async () => {
    const file = fixture("invalid-path-item.yaml");
    const error = await rejectionOf(loadDescription(file));
    expect(error.file).toBe(file);
    expect(error.pointer).toBe("/paths/~1things");
    expect(error.message).toContain(`${file} at /paths/~1things: expected`);
    expect(error.message).toContain("object");
  });

  it("names a missing info.version", async () => {
    const document = parseDescription('openapi: "3.0.3"\ninfo:\n  title: T\npaths: {}\n', "nv.yaml");
    const error = await rejectionOf(validateDescription(document, "nv.yaml"));
    expect(error.pointer).toBe("/info");
    expect(error.message).toContain("version");
  });

  it("names the missing target of a $ref", async () => {
    const file = fixture("missing-ref.yaml");
    const error = await rejectionOf(loadDescription(file));
    expect(error.message).toContain(file);
    expect(error.message).toContain("#/components/schemas/Owner");
    expect(error.pointer).toMatch(/^\/components\/schemas\//);
  });

  it("names a file that cannot be read and the option to check", async () => {
    const missing = path.join(mkdtempSync(path.join(tmpdir(), "openapi-")), "nope.yaml");
    const error = await rejectionOf(loadDescription(missing));
    expect(error.message).toBe(`${missing} at /: the file could not be read; check the plugin's specPath option`);
  });

  it("reports malformed YAML from a file with its path", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "openapi-")), "broken.yaml");
    writeFileSync(file, 'openapi: "3.0.3"\ninfo:\n  title: [unclosed\n');
    const error = await rejectionOf(loadDescription(file));
    expect(error.message).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} at /: not valid YAML`));
    expect(error.message).toMatch(/\(line \d+, column \d+\)/);
  });
});

/** A description whose one schema has a property that is the $ref `ref`. */
function withOwnerRef(ref: string): string {
  return [
    'openapi: "3.0.3"',
    "info: { title: T, version: '1' }",
    "paths: {}",
    "components:",
    "  schemas:",
    "    Thing:",
    "      properties:",
    `        owner: { $ref: '${ref}' }`,
  ].join("\n");
}

describe("$refs with malformed percent-escapes", () => {
  it("points at the $ref itself, before swagger-parser reports its target as missing", async () => {
    const file = fixture("malformed-ref.yaml");
    const error = await rejectionOf(loadDescription(file));
    expect(error.message).toBe(
      `${file} at /paths/~1words/get/responses/200/content/application~1json/schema/$ref: ` +
        `$ref "#/components/schemas/%E0%A4%A" has a malformed percent-escape in "%E0%A4%A"; ` +
        `a "%" must start a complete UTF-8 escape such as %20 or %C3%A9, and a literal "%" is written %25.`,
    );
  });

  it("checks every $ref, a lone % included", async () => {
    const text = withOwnerRef("#/components/schemas/a%");
    const error = await rejectionOf(validateDescription(parseDescription(text, "p.yaml"), "p.yaml"));
    expect(error.pointer).toBe("/components/schemas/Thing/properties/owner/$ref");
    expect(error.message).toContain('malformed percent-escape in "a%"');
  });

  it("still reads a well-formed escape", async () => {
    const text = [
      'openapi: "3.0.3"',
      "info: { title: T, version: '1' }",
      "paths: {}",
      "components:",
      "  schemas:",
      "    'A B': { type: string }",
      "    Thing:",
      "      properties:",
      "        owner: { $ref: '#/components/schemas/A%20B' }",
    ].join("\n");
    await expect(validateDescription(parseDescription(text, "e.yaml"), "e.yaml")).resolves.toBeUndefined();
  });
});

describe("$refs that point outside the description", () => {
  it.each([
    "/etc/hostname",
    "../secret.json",
    "rel-fx/secret.json",
    "http://127.0.0.1:4014/schema.json",
    "other.yaml#/Thing",
  ])("%s stops the build where it is written, before anything is read", async (ref) => {
    const text = withOwnerRef(ref);
    const error = await rejectionOf(validateDescription(parseDescription(text, "p.yaml"), "p.yaml"));
    expect(error.pointer).toBe("/components/schemas/Thing/properties/owner/$ref");
    expect(error.message).toContain(`$ref "${ref}" points outside this description; the build reads no other file`);
  });
});
