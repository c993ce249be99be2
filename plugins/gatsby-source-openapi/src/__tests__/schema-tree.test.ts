import { describe, expect, it } from "vitest";
import { ApiDescriptionError } from "../errors";
import { renderSchemaTree } from "../../../../src/build/api/render";
import { buildTree as buildDataTree, directRefs, refName, type TreeContext } from "../schema-tree";
import type { RawReference, RawSchema, SchemaNode } from "../types";

/** Trees as pages get them: the plugin's data, its descriptions rendered by the site (src/build/api/render.ts). */
const buildTree = (...args: Parameters<typeof buildDataTree>): SchemaNode => renderSchemaTree(buildDataTree(...args));

describe("the plugin's trees hold data only", () => {
  it("keeps descriptions as Markdown and leaves HTML to the site", () => {
    const schema: RawSchema = { type: "object", properties: { a: { type: "string", description: "The *a*." } } };
    const tree = buildDataTree(schema, context({}), ["x"]);
    expect(tree.properties?.[0]?.node).toEqual({ kind: "primitive", type: "string", description: "The *a*." });
    expect(renderSchemaTree(tree).properties?.[0]?.node.descriptionHtml).toBe("<p>The <em>a</em>.</p>");
  });
});

function context(schemas: Record<string, RawSchema | RawReference>, maxDepth = 3): TreeContext {
  return {
    file: "api.yaml",
    schemas,
    slugs: new Map(Object.keys(schemas).map((name) => [name, name.toLowerCase()])),
    maxDepth,
    routeBase: "/api/",
  };
}

const ref = (name: string, description?: string): RawReference => ({
  $ref: `#/components/schemas/${name}`,
  ...(description ? { description } : {}),
});

/** Follows property names down a tree. */
function at(node: SchemaNode, ...names: string[]): SchemaNode {
  return names.reduce((current, name) => {
    const found = current.properties?.find((p) => p.name === name);
    if (!found) throw new Error(`no property ${name} in ${JSON.stringify(current)}`);
    return found.node;
  }, node);
}

describe("buildTree: primitives and objects", () => {
  it("keeps type, format, enum, default, nullable, deprecated, readOnly and constraints", () => {
    const tree = buildTree(
      {
        type: "object",
        required: ["status"],
        properties: {
          status: { type: "string", enum: ["A", "B"], default: "A", description: "The *status*." },
          score: { type: "number", format: "float", minimum: 0, maximum: 1, nullable: true },
          old: { type: "integer", deprecated: true },
          id: { type: "string", readOnly: true, pattern: "^run_" },
          tags: { type: "array", minItems: 1, maxItems: 5, items: { type: "string", minLength: 1, maxLength: 9 } },
        },
      },
      context({}),
      ["x"],
    );
    expect(tree.kind).toBe("object");
    expect(tree.properties?.map((p) => [p.name, p.required])).toEqual([
      ["status", true],
      ["score", false],
      ["old", false],
      ["id", false],
      ["tags", false],
    ]);
    expect(at(tree, "status")).toEqual({
      kind: "primitive",
      type: "string",
      enum: ["A", "B"],
      default: "A",
      description: "The *status*.",
      descriptionHtml: "<p>The <em>status</em>.</p>",
    });
    expect(at(tree, "score")).toEqual({
      kind: "primitive",
      type: "number",
      format: "float",
      nullable: true,
      constraints: ["minimum: 0", "maximum: 1"],
    });
    expect(at(tree, "old")).toEqual({ kind: "primitive", type: "integer", deprecated: true });
    expect(at(tree, "id")).toEqual({
      kind: "primitive",
      type: "string",
      readOnly: true,
      constraints: ["pattern: ^run_"],
    });
    expect(at(tree, "tags")).toEqual({
      kind: "array",
      type: "array",
      constraints: ["minItems: 1", "maxItems: 5"],
      items: { kind: "primitive", type: "string", constraints: ["minLength: 1", "maxLength: 9"] },
    });
  });

  it("keeps a default of false or 0", () => {
    expect(buildTree({ type: "boolean", default: false }, context({}), []).default).toBe(false);
    expect(buildTree({ type: "integer", default: 0 }, context({}), []).default).toBe(0);
  });

  it("treats a schema without a type as any, and properties without a type as an object", () => {
    expect(buildTree({ description: "Anything." }, context({}), [])).toMatchObject({ kind: "any" });
    expect(buildTree({ properties: { a: { type: "string" } } }, context({}), [])).toMatchObject({ kind: "object" });
    expect(buildTree({ type: "array" }, context({}), [])).toEqual({
      kind: "array",
      type: "array",
      items: { kind: "any" },
    });
  });

  it("turns additionalProperties into a map of its values", () => {
    const ctx = context({ V: { type: "object", description: "A value.", additionalProperties: true } });
    expect(buildTree({ type: "object", additionalProperties: { type: "integer" } }, ctx, [])).toEqual({
      kind: "map",
      type: "object",
      values: { kind: "primitive", type: "integer" },
    });
    expect(buildTree({ type: "object", additionalProperties: true }, ctx, [])).toEqual({
      kind: "map",
      type: "object",
      values: { kind: "any" },
    });
    expect(buildTree({ type: "object", additionalProperties: ref("V") }, ctx, []).values).toMatchObject({
      kind: "map",
      ref: { name: "V", slug: "v", path: "/api/schemas/v/" },
    });
    expect(buildTree({ type: "object", additionalProperties: false }, ctx, [])).toEqual({
      kind: "object",
      type: "object",
      properties: [],
    });
  });

  it("keeps named properties over additionalProperties", () => {
    const tree = buildTree(
      { type: "object", properties: { a: { type: "string" } }, additionalProperties: { type: "string" } },
      context({}),
      [],
    );
    expect(tree.kind).toBe("object");
    expect(tree.properties?.map((p) => p.name)).toEqual(["a"]);
  });
});

describe("buildTree: references", () => {
  const schemas: Record<string, RawSchema | RawReference> = {
    "pkg.User": { type: "object", title: "The User", description: "Any user.", properties: { id: { type: "string" } } },
    "pkg.Status": { type: "string", description: "A status.", enum: ["ON", "OFF"] },
    Alias: ref("pkg.User"),
  };

  it("expands a named schema and marks where it links to", () => {
    expect(buildTree(ref("pkg.Status"), context(schemas), ["p"])).toEqual({
      kind: "primitive",
      type: "string",
      enum: ["ON", "OFF"],
      description: "A status.",
      descriptionHtml: "<p>A status.</p>",
      ref: { name: "pkg.Status", title: "Status", slug: "pkg.status", path: "/api/schemas/pkg.status/" },
    });
  });

  it("uses the schema's title for the link", () => {
    expect(buildTree(ref("pkg.User"), context(schemas), []).ref).toEqual({
      name: "pkg.User",
      title: "The User",
      slug: "pkg.user",
      path: "/api/schemas/pkg.user/",
    });
  });

  it("uses a description written beside a $ref instead of the target's", () => {
    const node = buildTree(ref("pkg.User", "The user who *owns* it."), context(schemas), []);
    expect(node.description).toBe("The user who *owns* it.");
    expect(node.descriptionHtml).toBe("<p>The user who <em>owns</em> it.</p>");
    expect(node.kind).toBe("object");
  });

  it("uses the beside description also when the reference only links", () => {
    const node = buildTree(ref("pkg.User", "The owner."), context(schemas, 0), []);
    expect(node).toEqual({
      kind: "ref",
      ref: { name: "pkg.User", title: "The User", slug: "pkg.user", path: "/api/schemas/pkg.user/" },
      description: "The owner.",
      descriptionHtml: "<p>The owner.</p>",
    });
  });

  it("stops expanding at the depth limit and links instead", () => {
    const chain = {
      L1: { type: "object", properties: { next: ref("L2") } },
      L2: { type: "object", properties: { next: ref("L3") } },
      L3: { type: "object", description: "Third.", properties: { leaf: { type: "string" } } },
    } satisfies Record<string, RawSchema>;
    const deep = buildTree(ref("L1"), context(chain, 3), []);
    expect(at(deep, "next", "next")).toMatchObject({ kind: "object", ref: { name: "L3" } });
    const shallow = buildTree(ref("L1"), context(chain, 2), []);
    expect(at(shallow, "next", "next")).toEqual({
      kind: "ref",
      ref: { name: "L3", title: "L3", slug: "l3", path: "/api/schemas/l3/" },
      description: "Third.",
      descriptionHtml: "<p>Third.</p>",
    });
  });

  it("ends a circular A -> B -> A reference in a ref link", () => {
    const cyclic = {
      A: { type: "object", properties: { b: ref("B") } },
      B: { type: "object", properties: { a: ref("A") } },
    } satisfies Record<string, RawSchema>;
    const tree = buildTree(cyclic.A, context(cyclic, 50), ["components", "schemas", "A"], ["A"]);
    expect(at(tree, "b").ref?.name).toBe("B");
    expect(at(tree, "b", "a")).toEqual({
      kind: "ref",
      ref: { name: "A", title: "A", slug: "a", path: "/api/schemas/a/" },
    });
  });

  it("ends a self-reference in a ref link, also through arrays and maps", () => {
    const self = {
      Node: {
        type: "object",
        properties: {
          parent: ref("Node"),
          children: { type: "array", items: ref("Node") },
          byName: { type: "object", additionalProperties: ref("Node") },
        },
      },
    } satisfies Record<string, RawSchema>;
    const tree = buildTree(ref("Node"), context(self, 50), []);
    expect(tree.kind).toBe("object");
    expect(at(tree, "parent").kind).toBe("ref");
    expect(at(tree, "children").items?.kind).toBe("ref");
    expect(at(tree, "byName").values?.kind).toBe("ref");
  });

  it("follows a schema that is only an alias of another, linking to the alias", () => {
    expect(buildTree(ref("Alias"), context(schemas), [])).toMatchObject({
      kind: "object",
      description: "Any user.",
      ref: { name: "Alias", slug: "alias", path: "/api/schemas/alias/" },
    });
  });

  it("gives a link to a schema without a page a null slug", () => {
    const ctx: TreeContext = { ...context(schemas, 0), slugs: new Map() };
    expect(buildTree(ref("pkg.Status"), ctx, []).ref).toEqual({
      name: "pkg.Status",
      title: "Status",
      slug: null,
      path: null,
    });
  });
});

describe("buildTree: composition", () => {
  const schemas: Record<string, RawSchema | RawReference> = {
    Circle: { type: "object", properties: { kind: { type: "string", enum: ["circle"] } } },
    Square: { type: "object", properties: { kind: { type: "string", enum: ["square"] } } },
  };

  it.each(["oneOf", "anyOf", "allOf"] as const)("keeps %s variants in order", (key) => {
    const tree = buildTree(
      { description: "Either.", [key]: [ref("Circle"), { type: "string" }] },
      context(schemas),
      [],
    );
    expect(tree.kind).toBe(key);
    expect(tree.description).toBe("Either.");
    expect(tree.variants?.map((v) => v.ref?.name ?? v.type)).toEqual(["Circle", "string"]);
  });

  it("names the discriminator property", () => {
    const tree = buildTree(
      { oneOf: [ref("Circle"), ref("Square")], discriminator: { propertyName: "kind" } },
      context(schemas),
      [],
    );
    expect(tree.discriminator).toBe("kind");
  });

  it("ends a cycle through allOf in a ref link", () => {
    const cyclic = { Base: { allOf: [ref("Base"), { type: "object" }] } } satisfies Record<string, RawSchema>;
    const tree = buildTree(ref("Base"), context(cyclic, 50), []);
    expect(tree.kind).toBe("allOf");
    expect(tree.variants?.[0]).toEqual({
      kind: "ref",
      ref: { name: "Base", title: "Base", slug: "base", path: "/api/schemas/base/" },
    });
  });
});

describe("refName", () => {
  const ctx = context({ "a/b": { type: "string" }, "pkg.X": { type: "string" } });

  it("decodes ~1 and ~0 in the schema name", () => {
    expect(refName("#/components/schemas/a~1b", ctx, [])).toBe("a/b");
  });

  it("names the pointer of a $ref to a schema that does not exist", () => {
    expect(() =>
      refName("#/components/schemas/Nope", ctx, ["components", "schemas", "pkg.X", "properties", "y"]),
    ).toThrow(
      'api.yaml at /components/schemas/pkg.X/properties/y: $ref "#/components/schemas/Nope" names no schema in components.schemas',
    );
  });

  it("refuses a $ref outside components.schemas", () => {
    let error: unknown;
    try {
      refName("other.yaml#/Thing", ctx, ["paths"]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiDescriptionError);
    expect((error as Error).message).toContain(
      'expected a $ref to "#/components/schemas/<name>", got "other.yaml#/Thing"',
    );
  });
});

describe("directRefs", () => {
  const ctx = context({ A: { type: "string" }, B: { type: "string" }, C: { type: "string" } });

  it("finds the named schemas a schema refers to, without entering them", () => {
    expect(
      directRefs(
        {
          type: "object",
          properties: { a: ref("A"), list: { type: "array", items: ref("B") }, again: ref("A") },
          oneOf: [ref("C")],
        },
        ctx,
        [],
      ).sort(),
    ).toEqual(["A", "B", "C"]);
  });

  it("ignores examples, enums and defaults, but not properties named like them", () => {
    expect(
      directRefs(
        {
          example: { $ref: "#/components/schemas/A" },
          enum: [{ $ref: "#/components/schemas/A" }],
          default: { $ref: "#/components/schemas/A" },
          properties: { example: ref("B"), enum: ref("C") },
        },
        ctx,
        [],
      ).sort(),
    ).toEqual(["B", "C"]);
  });
});
