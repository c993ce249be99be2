import { readFileSync } from "node:fs";
import { Validator } from "@cfworker/json-schema";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadDescription, parseDescription } from "../load";
import { codeSamplesFor } from "../../../../src/build/api/render";
import { normalizeDescription } from "../normalize";
import type { ApiModel, RawDocument, SchemaModel, SchemaNode } from "../types";
import { SCHEMAS } from "../../../../e2e/support/routes";
import { thrownBy } from "./helpers/description-errors";

const REAL = path.resolve(__dirname, "../../../../openapi/autoeval-api-v2.yaml");
const fixture = (name: string) => path.join(__dirname, "../__fixtures__", name);

/** The overrides gatsby-config.ts passes to the plugin. */
const SLUG_OVERRIDES = {
  "lmai.proto.webserver.v2.S3PresignedPost": "s-3-presignedpost",
  "google.protobuf.Value": "google-protobuf-value",
};

/** The schema pages the site promises (DESIGN.md, "Design decisions" › "Routes and URLs"). */
const SPEC_SCHEMA_SLUGS = SCHEMAS;

const MAP_ENTRY = /\.(FieldsEntry|ValuesEntry|StatisticalMetricsEntry|FieldUpdatesEntry)$/;

async function modelOf(name: string, overrides: Record<string, string> = {}): Promise<ApiModel> {
  const file = fixture(name);
  return normalizeDescription(await loadDescription(file), { file, slugOverrides: overrides });
}

function schema(model: ApiModel, name: string): SchemaModel {
  const found = model.schemas.find((s) => s.name === name);
  if (!found) throw new Error(`no schema page for ${name}`);
  return found;
}

function prop(node: SchemaNode, ...names: string[]): SchemaNode {
  return names.reduce((current, name) => {
    const found = current.properties?.find((p) => p.name === name);
    if (!found) throw new Error(`no property ${name}`);
    return found.node;
  }, node);
}

describe("the real API description", () => {
  let model: ApiModel;
  const raw = parse(readFileSync(REAL, "utf8")) as RawDocument;
  const rawSchemaNames = Object.keys(raw.components?.schemas ?? {});

  beforeAll(async () => {
    model = normalizeDescription(await loadDescription(REAL), { file: REAL, slugOverrides: SLUG_OVERRIDES });
  });

  it("has the information page's title and slug", () => {
    expect(model.title).toBe("AutoEval API v2");
    expect(model.slug).toBe("autoeval-api-v-2");
    expect(model.servers[0]?.url).toBe("https://lastmileai.dev");
    expect(model.security).toMatchObject([{ name: "BearerAuth", type: "http", scheme: "bearer" }]);
  });

  it("normalizes to 53 operations with distinct slugs", () => {
    expect(model.operations).toHaveLength(53);
    expect(new Set(model.operations.map((op) => op.slug)).size).toBe(53);
  });

  it("gives every schema a page except the map entries", () => {
    expect(rawSchemaNames).toHaveLength(164);
    const entries = rawSchemaNames.filter((name) => MAP_ENTRY.test(name));
    expect(entries.length).toBeGreaterThanOrEqual(3);
    expect(model.schemas).toHaveLength(164 - entries.length);
    const pageNames = new Set(model.schemas.map((s) => s.name));
    for (const name of entries) expect(pageNames.has(name), name).toBe(false);
    expect(new Set(model.schemas.map((s) => s.slug)).size).toBe(model.schemas.length);
  });

  it("gives every schema page the site promises its slug", () => {
    const slugs = new Set(model.schemas.map((s) => s.slug));
    expect(SPEC_SCHEMA_SLUGS.filter((slug) => !slugs.has(slug))).toEqual([]);
    expect(schema(model, "lmai.proto.webserver.v2.S3PresignedPost").slug).toBe("s-3-presignedpost");
    expect(schema(model, "google.protobuf.Value").slug).toBe("google-protobuf-value");
    expect(schema(model, "autoeval.api.v2.Error").slug).toBe("error");
  });

  it("groups operations by their first tag, in the order the description lists the tags", () => {
    expect(model.tags.map((t) => t.name)).toEqual((raw.tags ?? []).map((t) => t.name));
    expect(model.tags.flatMap((t) => t.operationIds).sort()).toEqual(
      model.operations.map((op) => op.operationId).sort(),
    );
    expect(model.tags.find((t) => t.name === "Fine Tune Job")?.slug).toBe("fine-tune-job");
  });

  it("describes the Evaluate operation as the description does", () => {
    const op = model.operations.find((o) => o.slug === "evaluate")!;
    const rawOp = raw.paths["/api/2/auto_eval/evaluation/evaluate"]!["post"]!;
    expect(op).toMatchObject({
      summary: "Evaluate",
      method: "POST",
      apiPath: "/api/2/auto_eval/evaluation/evaluate",
      url: "https://lastmileai.dev/api/2/auto_eval/evaluation/evaluate",
      tag: "Evaluation",
      deprecated: false,
      security: ["BearerAuth"],
    });
    const rawBody = rawOp.requestBody as { content: Record<string, { example: unknown }> };
    expect(op.requestBody?.example).toEqual(rawBody.content["application/json"]!.example);
    expect(op.requestBody?.contentType).toBe("application/json");
    expect(op.responses.map((r) => r.status)).toEqual(Object.keys(rawOp.responses ?? {}));
    const tooMany = op.responses.find((r) => r.status === "429")!;
    expect(tooMany.example).toMatchObject({ code: "RESOURCE_EXHAUSTED" });
    expect(tooMany.headers.map((h) => h.name)).toEqual(["Retry-After"]);
    expect(tooMany.node?.ref?.name).toBe("autoeval.api.v2.Error");
    expect(op.schemaNames).toContain("autoeval.api.v2.Error");
    expect(op.description).not.toBe("");
    expect(op).not.toHaveProperty("descriptionHtml");
  });

  it("lists on each operation only schemas that have pages", () => {
    const pages = new Set(model.schemas.map((s) => s.name));
    for (const op of model.operations) for (const name of op.schemaNames) expect(pages.has(name), name).toBe(true);
  });

  it("reads properties named allOf and anyOf as properties, not as composition", () => {
    const filter = schema(model, "lmai.proto.datasets.v2.DatasetRowFilter").node;
    expect(filter.kind).toBe("object");
    expect(prop(filter, "allOf").ref?.slug).toBe("allof");
    expect(prop(filter, "anyOf").ref?.slug).toBe("anyof");
    expect(prop(filter, "allOf").description).toContain("must all hold");
  });

  it("renders Struct.fields as a map", () => {
    expect(prop(schema(model, "google.protobuf.Struct").node, "fields").kind).toBe("map");
  });

  it("produces code samples for every operation", () => {
    for (const op of model.operations) {
      expect(codeSamplesFor(op).map((s) => s.lang)).toEqual(["curl", "python", "javascript"]);
    }
  });

  it("has an example for every documented response that has a body, to show beside a real answer", () => {
    const missing = model.operations.flatMap((op) =>
      op.responses.filter((r) => r.contentType && r.examples.length === 0).map((r) => `${op.slug} ${r.status}`),
    );
    expect(missing).toEqual([]);
  });

  it("gives every request body a JSON Schema that its own example passes, so the console sends it as it is", () => {
    const failing = model.operations.flatMap((op) => {
      if (!op.requestBody) return [];
      const result = new Validator(op.requestBody.jsonSchema, "7", false).validate(op.requestBody.example);
      return result.valid ? [] : [`${op.slug}: ${result.errors.map((e) => e.error).join("; ")}`];
    });
    expect(failing).toEqual([]);
    expect(model.operations.filter((op) => op.requestBody).length).toBe(53);
  });
});

describe("the awkward-spec corpus", () => {
  it("allOf: a named base and an inline extension", async () => {
    const model = await modelOf("allof.yaml");
    const dog = schema(model, "example.Dog");
    expect(dog.slug).toBe("dog");
    expect(dog.title).toBe("Dog");
    expect(dog.example).toEqual({ name: "Rex", barks: true });
    expect(dog.uses).toEqual(["example.Pet"]);
    expect(dog.node.kind).toBe("allOf");
    expect(dog.node.variants?.[0]).toMatchObject({ kind: "object", ref: { name: "example.Pet", slug: "pet" } });
    expect(prop(dog.node.variants![1]!, "barks")).toMatchObject({ type: "boolean", default: true });
    const op = model.operations[0]!;
    expect(op).toMatchObject({ slug: "create-pet", url: "https://api.example.com/pets", tag: "Pets" });
    expect(op.requestBody?.example).toEqual({ name: "Rex", barks: true });
    // the 200 response has no example of its own: the schema's is used
    expect(op.responses[0]?.example).toEqual({ name: "Rex", barks: true });
    expect(op.schemaNames.sort()).toEqual(["example.Dog", "example.Pet"]);
  });

  it("oneOf with a discriminator, and anyOf", async () => {
    const model = await modelOf("oneof-anyof.yaml");
    const shape = schema(model, "Shape").node;
    expect(shape.kind).toBe("oneOf");
    expect(shape.discriminator).toBe("kind");
    expect(shape.variants?.map((v) => v.ref?.slug)).toEqual(["circle", "square"]);
    const label = schema(model, "Label").node;
    expect(label.kind).toBe("anyOf");
    expect(label.variants?.map((v) => v.type)).toEqual(["string", "integer"]);
    expect(model.operations[0]?.tag).toBe("Other");
    expect(model.tags.map((t) => t.name)).toEqual(["Other"]);
  });

  it("circular references terminate in ref links", async () => {
    const model = await modelOf("circular.yaml");
    expect(prop(schema(model, "A").node, "b", "a")).toMatchObject({ kind: "ref", ref: { name: "A", slug: "a" } });
    expect(prop(schema(model, "B").node, "a", "b")).toMatchObject({ kind: "ref", ref: { name: "B", slug: "b" } });
    const tree = schema(model, "TreeNode").node;
    expect(prop(tree, "parent")).toMatchObject({ kind: "ref", ref: { name: "TreeNode" } });
    expect(prop(tree, "children").items).toMatchObject({ kind: "ref", ref: { name: "TreeNode" } });
    const op = model.operations[0]!;
    expect(op.requestBody?.node).toMatchObject({ kind: "object", ref: { name: "A" } });
    expect(op.schemaNames.sort()).toEqual(["A", "B", "TreeNode"]);
    expect(JSON.stringify(model).length).toBeLessThan(20_000);
  });

  it("maps: additionalProperties become maps, key/value entries get no page", async () => {
    const model = await modelOf("maps.yaml");
    expect(model.schemas.map((s) => s.slug).sort()).toEqual(["entry", "labels", "value"]);
    const labels = schema(model, "pkg.Labels").node;
    expect(prop(labels, "byName")).toMatchObject({ kind: "map", values: { kind: "primitive", type: "string" } });
    expect(prop(labels, "counts").values).toMatchObject({ type: "integer", format: "int64" });
    expect(prop(labels, "anything").values).toEqual({ kind: "any" });
    expect(prop(labels, "values").values).toMatchObject({ kind: "map", ref: { name: "pkg.Value", slug: "value" } });
    expect(model.operations[0]?.method).toBe("PUT");
    expect(model.operations[0]?.responses[0]).toMatchObject({
      status: "200",
      contentType: null,
      node: null,
      example: null,
    });
  });

  it("arrays of refs, enums, nullable, deprecated and a description beside a $ref", async () => {
    const model = await modelOf("primitives.yaml");
    const filter = schema(model, "Filter").node;
    expect(prop(filter, "statuses").items).toMatchObject({
      kind: "primitive",
      enum: ["RUN_STATUS_PENDING", "RUN_STATUS_DONE"],
      ref: { name: "Status" },
    });
    expect(prop(filter, "owner").description).toBe("Only runs started by this user, not any user.");
    expect(prop(filter, "reviewer").description).toBe("Any user of the platform.");
    expect(prop(filter, "untyped")).toMatchObject({ kind: "any", description: "Anything at all." });
    const run = schema(model, "Run").node;
    expect(prop(run, "note")).toMatchObject({ type: "string", nullable: true });
    expect(prop(run, "legacyScore")).toMatchObject({ type: "number", format: "float", deprecated: true });
    expect(prop(run, "id")).toMatchObject({ readOnly: true });
    const op = model.operations[0]!;
    expect(op.deprecated).toBe(true);
    expect(op.parameters).toEqual([
      {
        name: "limit",
        in: "query",
        required: false,
        description: "How many runs.",
        node: { kind: "primitive", type: "integer", constraints: ["minimum: 1", "maximum: 100"] },
        jsonSchema: { type: "integer", minimum: 1, maximum: 100 },
      },
    ]);
    const ok = op.responses[0]!;
    expect(ok.node).toMatchObject({ kind: "array", items: { kind: "object", ref: { name: "Run" } } });
    expect(ok.example).toEqual([{ id: "run_1", status: "RUN_STATUS_DONE" }]);
    expect(op.schemaNames.sort()).toEqual(["Filter", "Run", "Status", "User"]);
  });
});

describe("examples and JSON Schemas", () => {
  let op: ApiModel["operations"][number];
  beforeAll(async () => {
    op = (await modelOf("named-examples.yaml")).operations[0]!;
  });

  it("reads named examples, shared ones included, in the description's order", () => {
    expect(op.requestBody?.examples).toEqual([
      { name: "rename", summary: "Rename the widget", value: { name: "Second widget" } },
      { name: "archive", summary: "Archive the widget", value: { archived: true } },
    ]);
    expect(op.requestBody?.example).toEqual({ name: "Second widget" });
    const ok = op.responses.find((r) => r.status === "200")!;
    expect(ok.examples.map((e) => [e.name, e.summary])).toEqual([
      ["renamed", "After a rename"],
      ["archived", ""],
    ]);
  });

  it("names a single example 'example', falls back to the schema's, and gives a body-less response none", () => {
    const byStatus = (status: string) => op.responses.find((r) => r.status === status)!.examples;
    expect(byStatus("404")).toEqual([{ name: "example", summary: "", value: { message: "not found" } }]);
    expect(byStatus("500")).toEqual([{ name: "example", summary: "", value: { message: "internal error" } }]);
    expect(byStatus("204")).toEqual([]);
  });

  it("gives the body and every parameter a self-contained JSON Schema", () => {
    expect(op.requestBody?.jsonSchema).toEqual({
      allOf: [{ $ref: "#/definitions/Update" }],
      definitions: {
        Update: {
          type: "object",
          properties: { name: { type: "string", minLength: 1 }, archived: { type: "boolean" } },
        },
      },
    });
    expect(op.parameters.map((p) => [p.name, p.in, p.jsonSchema])).toEqual([
      ["widgetId", "path", { type: "string", pattern: "^w_" }],
      ["status", "query", { type: "string", enum: ["RUNNING", "DONE"] }],
      ["limit", "query", { type: "integer", minimum: 1, maximum: 100 }],
      ["X-Request-Id", "header", { type: "string" }],
    ]);
  });
});

describe("normalizeDescription: errors and shared components", () => {
  it("names both schemas of a slug collision and the slugOverrides option", async () => {
    const file = fixture("slug-collision.yaml");
    const document = await loadDescription(file);
    const error = thrownBy(() => normalizeDescription(document, { file }));
    expect(error.message).toContain(file);
    expect(error.message).toContain('"alpha.v1.Thing"');
    expect(error.message).toContain('"beta.v2.Thing"');
    expect(error.message).toContain("/api/schemas/thing/");
    expect(error.message).toContain("slugOverrides");
    expect(error.pointer).toBe("/components/schemas/beta.v2.Thing");
  });

  it("accepts the collision once an override separates the two", async () => {
    const model = await modelOf("slug-collision.yaml", { "beta.v2.Thing": "beta-thing" });
    expect(model.schemas.map((s) => s.slug)).toEqual(["thing", "beta-thing"]);
  });

  it("names the pointer of a $ref to a missing schema", () => {
    const file = fixture("missing-ref.yaml");
    const document = parseDescription(readFileSync(file, "utf8"), file);
    const error = thrownBy(() => normalizeDescription(document, { file }));
    expect(error.pointer).toBe("/components/schemas/Thing/properties/owner");
    expect(error.message).toBe(
      `${file} at /components/schemas/Thing/properties/owner: $ref "#/components/schemas/Owner" names no schema in components.schemas`,
    );
  });

  const minimal = (paths: RawDocument["paths"], components: RawDocument["components"] = {}): RawDocument => ({
    openapi: "3.0.3",
    info: { title: "T", version: "1" },
    paths,
    components,
  });

  it("requires a summary and points at it", () => {
    const error = thrownBy(() =>
      normalizeDescription(minimal({ "/x": { get: { responses: {} } } }), { file: "f.yaml" }),
    );
    expect(error.message).toBe("f.yaml at /paths/~1x/get/summary: expected a summary: it names the operation's page");
  });

  it("names two operations whose summaries give the same page", () => {
    const error = thrownBy(() =>
      normalizeDescription(
        minimal({
          "/a": { post: { summary: "Get Thing", operationId: "GetThingA" } },
          "/b": { post: { summary: "Get  thing!", operationId: "GetThingB" } },
        }),
        { file: "f.yaml" },
      ),
    );
    expect(error.message).toContain('"GetThingA" and "GetThingB"');
    expect(error.message).toContain("/api/get-thing/");
  });

  it("resolves a shared response", () => {
    const model = normalizeDescription(
      minimal(
        { "/x": { get: { summary: "Get X", responses: { "400": { $ref: "#/components/responses/Oops" } } } } },
        { responses: { Oops: { description: "Oops.", content: { "application/json": { example: { code: "X" } } } } } },
      ),
      { file: "f.yaml" },
    );
    expect(model.operations[0]?.operationId).toBe("get-x");
    expect(model.operations[0]?.responses[0]).toMatchObject({
      status: "400",
      description: "Oops.",
      example: { code: "X" },
    });
  });

  it("resolves a shared parameter", () => {
    const model = normalizeDescription(
      minimal(
        { "/x": { get: { summary: "Get X", parameters: [{ $ref: "#/components/parameters/Limit" }], responses: {} } } },
        { parameters: { Limit: { name: "limit", in: "query", description: "Max.", schema: { type: "integer" } } } },
      ),
      { file: "f.yaml" },
    );
    expect(model.operations[0]?.parameters[0]).toMatchObject({
      name: "limit",
      in: "query",
      description: "Max.",
      node: { kind: "primitive", type: "integer" },
    });
  });

  it("points at a shared response that does not resolve", () => {
    const error = thrownBy(() =>
      normalizeDescription(
        minimal({ "/x": { get: { summary: "Get X", responses: { "404": { $ref: "#/components/responses/Gone" } } } } }),
        { file: "f.yaml" },
      ),
    );
    expect(error.message).toBe(
      'f.yaml at /paths/~1x/get/responses/404/$ref: $ref "#/components/responses/Gone" does not resolve',
    );
  });
});

describe("normalizeDescription: what it cannot render", () => {
  /** Loaded and validated as the build does, so swagger-parser lets each one through. */
  async function errorOf(name: string): Promise<{ file: string; message: string; pointer: string }> {
    const file = fixture(name);
    const document = await loadDescription(file);
    const { message, pointer } = thrownBy(() => normalizeDescription(document, { file }));
    return { file, message, pointer };
  }

  const minimal = (paths: RawDocument["paths"], components: RawDocument["components"] = {}): RawDocument => ({
    openapi: "3.0.3",
    info: { title: "T", version: "1" },
    paths,
    components,
  });

  it("names two operations that share an operationId, and points at the second one's", async () => {
    const { file, message, pointer } = await errorOf("duplicate-operation-id.yaml");
    expect(pointer).toBe("/paths/~1datasets~1search/post/operationId");
    expect(message).toBe(
      `${file} at /paths/~1datasets~1search/post/operationId: operations GET /datasets and POST /datasets/search ` +
        `both have the operationId "ListDatasets", so one page would replace the other; give each operation its own operationId.`,
    );
  });

  it("counts an operation's default operationId (its summary's slug) as taken", () => {
    const error = thrownBy(() =>
      normalizeDescription(
        minimal({
          "/a": { get: { summary: "Get Thing" } },
          "/b": { get: { summary: "Fetch Thing", operationId: "get-thing" } },
        }),
        { file: "f.yaml" },
      ),
    );
    expect(error.pointer).toBe("/paths/~1b/get/operationId");
    expect(error.message).toContain('GET /a and GET /b both have the operationId "get-thing"');
  });

  it("refuses a summary that gives an empty slug, and points at it", async () => {
    const { file, message } = await errorOf("empty-operation-slug.yaml");
    expect(message).toBe(
      `${file} at /paths/~1dash/get/summary: summary "—" has no ASCII letter or digit, so its page would have an empty slug; ` +
        `reword the summary so that it has some.`,
    );
  });

  it("refuses an info.title that gives the information page an empty slug", () => {
    const document = { ...minimal({ "/x": { get: { summary: "Get X" } } }), info: { title: "!!!", version: "1" } };
    expect(thrownBy(() => normalizeDescription(document, { file: "f.yaml" })).message).toBe(
      'f.yaml at /info/title: title "!!!" has no ASCII letter or digit, so its page would have an empty slug; ' +
        "reword the title so that it has some.",
    );
  });

  it("names an operation whose page would be the information page", async () => {
    const { file, message } = await errorOf("operation-info-slug-collision.yaml");
    expect(message).toBe(
      `${file} at /paths/~1pets/get/summary: the summary of operation "ListPets" (GET /pets) gives the page /api/pets/, ` +
        `which the API information page (info.title "Pets") already has; reword the summary or the title.`,
    );
  });

  it("lets an operation and a schema have the same slug: schema pages live under schemas/", () => {
    const model = normalizeDescription(
      minimal({ "/thing": { get: { summary: "Thing" } } }, { schemas: { "pkg.Thing": { type: "object" } } }),
      { file: "f.yaml" },
    );
    expect(model.operations[0]?.slug).toBe("thing");
    expect(model.schemas[0]?.slug).toBe("thing");
  });

  it("names a loop of shared responses instead of overflowing the stack", async () => {
    const { file, message } = await errorOf("circular-responses.yaml");
    expect(message).toBe(
      `${file} at /components/responses/Gone/$ref: $ref "#/components/responses/NotFound" closes a loop ` +
        "(#/components/responses/NotFound -> #/components/responses/Gone -> #/components/responses/NotFound) " +
        "that never reaches a response; make one of them a response object instead of a $ref.",
    );
  });

  it("names a loop of shared parameters", async () => {
    const { file, message } = await errorOf("circular-parameters.yaml");
    expect(message).toBe(
      `${file} at /components/parameters/PageSize/$ref: $ref "#/components/parameters/Limit" closes a loop ` +
        "(#/components/parameters/Limit -> #/components/parameters/PageSize -> #/components/parameters/Limit) " +
        "that never reaches a parameter; make one of them a parameter object instead of a $ref.",
    );
  });

  it("names a shared request body that refers to itself", () => {
    const error = thrownBy(() =>
      normalizeDescription(
        minimal(
          { "/x": { post: { summary: "Post X", requestBody: { $ref: "#/components/requestBodies/X" } } } },
          { requestBodies: { X: { $ref: "#/components/requestBodies/X" } } },
        ),
        { file: "f.yaml" },
      ),
    );
    expect(error.pointer).toBe("/components/requestBodies/X/$ref");
    expect(error.message).toContain("never reaches a request body");
  });

  it("names a $ref with a malformed percent-escape instead of throwing a URIError", () => {
    const file = fixture("malformed-ref.yaml");
    const document = parseDescription(readFileSync(file, "utf8"), file);
    expect(thrownBy(() => normalizeDescription(document, { file })).message).toBe(
      `${file} at /paths/~1words/get/responses/200/content/application~1json/schema/$ref: ` +
        `$ref "#/components/schemas/%E0%A4%A" has a malformed percent-escape in "%E0%A4%A"; ` +
        `a "%" must start a complete UTF-8 escape such as %20 or %C3%A9, and a literal "%" is written %25.`,
    );
  });

  it("names a malformed percent-escape in a component schema's $ref", () => {
    const document = minimal(
      { "/x": { get: { summary: "Get X" } } },
      { schemas: { Thing: { type: "object", properties: { owner: { $ref: "#/components/schemas/a%" } } } } },
    );
    const error = thrownBy(() => normalizeDescription(document, { file: "f.yaml" }));
    expect(error.pointer).toBe("/components/schemas/Thing/properties/owner");
    expect(error.message).toContain('$ref "#/components/schemas/a%" has a malformed percent-escape in "a%"');
  });
});
