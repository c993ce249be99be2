import { describe, expect, it } from "vitest";
import { ApiDescriptionError } from "../errors";
import {
  assertNoOperationAtInfoPage,
  assertUniqueOperationIds,
  assertUniqueOperationSlugs,
  assignSchemaSlugs,
  defaultSchemaSlug,
  isMapEntry,
  operationSlug,
  pageSlug,
} from "../slugs";
import { thrownBy } from "./helpers/description-errors";

describe("operationSlug", () => {
  it("is the kebab case of the summary", () => {
    expect(operationSlug("Finalize Single Dataset File Upload")).toBe("finalize-single-dataset-file-upload");
    expect(operationSlug("Get Dataset Download URL")).toBe("get-dataset-download-url");
  });
});

describe("defaultSchemaSlug", () => {
  it.each([
    ["lmai.proto.webserver.v2.Dataset", "dataset"],
    ["lmai.proto.webserver.v2.S3PresignedPost", "s3presignedpost"],
    ["google.protobuf.Value", "value"],
    ["autoeval.api.v2.Error", "error"],
    ["Plain", "plain"],
  ])("%s -> %s", (name, slug) => {
    expect(defaultSchemaSlug(name)).toBe(slug);
  });
});

describe("isMapEntry", () => {
  const entry = { type: "object", properties: { key: { type: "string" }, value: { type: "string" } } };

  it.each(["google.protobuf.Struct.FieldsEntry", "x.ModelCard.ValuesEntry", "x.Summary.StatisticalMetricsEntry"])(
    "is true for a key/value schema named %s",
    (name) => {
      expect(isMapEntry(name, entry)).toBe(true);
    },
  );

  it("is false for a name that does not end in Entry", () => {
    expect(isMapEntry("x.FieldsEntryList", entry)).toBe(false);
  });

  it("is false for an Entry schema that is not exactly key and value", () => {
    expect(isMapEntry("x.Entry", { properties: { key: { type: "string" } } })).toBe(false);
    expect(isMapEntry("x.LogEntry", { properties: { key: {}, value: {}, at: {} } })).toBe(false);
    expect(isMapEntry("x.LogEntry", {})).toBe(false);
  });

  it("is false for a $ref alias", () => {
    expect(isMapEntry("x.FieldsEntry", { $ref: "#/components/schemas/y" })).toBe(false);
  });
});

describe("assignSchemaSlugs", () => {
  it("uses the lowercased last segment, or the override", () => {
    const slugs = assignSchemaSlugs(
      ["lmai.proto.webserver.v2.S3PresignedPost", "google.protobuf.Value", "lmai.proto.model.Value"],
      {
        "lmai.proto.webserver.v2.S3PresignedPost": "s-3-presignedpost",
        "google.protobuf.Value": "google-protobuf-value",
      },
      "api.yaml",
    );
    expect([...slugs]).toEqual([
      ["lmai.proto.webserver.v2.S3PresignedPost", "s-3-presignedpost"],
      ["google.protobuf.Value", "google-protobuf-value"],
      ["lmai.proto.model.Value", "value"],
    ]);
  });

  it("names both schemas of a collision, the page and the slugOverrides option", () => {
    let error: unknown;
    try {
      assignSchemaSlugs(["a.v1.Thing", "b.v2.Other", "b.v2.Thing"], {}, "openapi/api.yaml");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiDescriptionError);
    const { message, pointer } = error as ApiDescriptionError;
    expect(pointer).toBe("/components/schemas/b.v2.Thing");
    expect(message).toContain("openapi/api.yaml");
    expect(message).toContain('schemas "a.v1.Thing" and "b.v2.Thing" would both have the page /api/schemas/thing/');
    expect(message).toContain("slugOverrides");
  });

  it("reports an override that collides with another schema's default slug", () => {
    expect(() => assignSchemaSlugs(["a.Dataset", "b.Data"], { "b.Data": "dataset" }, "f.yaml")).toThrow(
      /"a\.Dataset" and "b\.Data"/,
    );
  });
});

describe("assertUniqueOperationSlugs", () => {
  it("accepts distinct slugs", () => {
    expect(() =>
      assertUniqueOperationSlugs(
        [
          { slug: "get-dataset", operationId: "GetDataset" },
          { slug: "list-datasets", operationId: "ListDatasets" },
        ],
        "f.yaml",
      ),
    ).not.toThrow();
  });

  it("names both operations and the page they would share", () => {
    expect(() =>
      assertUniqueOperationSlugs(
        [
          { slug: "get-dataset", operationId: "GetDataset" },
          { slug: "get-dataset", operationId: "GetDatasetV2" },
        ],
        "f.yaml",
      ),
    ).toThrow(
      'f.yaml at /paths: operations "GetDataset" and "GetDatasetV2" have summaries that give the same page /api/get-dataset/; make the summaries distinct.',
    );
  });
});

describe("pageSlug", () => {
  it("is the kebab case of the text", () => {
    expect(pageSlug("Get Dataset Download URL", "f.yaml", ["paths", "/x", "get", "summary"])).toBe(
      "get-dataset-download-url",
    );
  });

  it.each(["!!!", "—", "数据集", " "])("refuses %j, which keeps no letter or digit, and points at it", (text) => {
    const error = thrownBy(() => pageSlug(text, "f.yaml", ["paths", "/x", "get", "summary"]));
    expect(error.pointer).toBe("/paths/~1x/get/summary");
    expect(error.message).toContain(`summary "${text}" has no ASCII letter or digit`);
    expect(error.message).toContain("reword the summary");
  });
});

describe("assertUniqueOperationIds", () => {
  const op = (operationId: string, method: string, apiPath: string) => ({
    operationId,
    slug: apiPath,
    method,
    apiPath,
  });

  it("accepts distinct operationIds", () => {
    expect(() => assertUniqueOperationIds([op("A", "GET", "/a"), op("B", "GET", "/b")], "f.yaml")).not.toThrow();
  });

  it("names both operations and points at the second one's operationId", () => {
    const error = thrownBy(() => assertUniqueOperationIds([op("A", "GET", "/a"), op("A", "POST", "/a")], "f.yaml"));
    expect(error.message).toBe(
      'f.yaml at /paths/~1a/post/operationId: operations GET /a and POST /a both have the operationId "A", ' +
        "so one page would replace the other; give each operation its own operationId.",
    );
  });
});

describe("assertNoOperationAtInfoPage", () => {
  const info = { slug: "pets", title: "Pets" };

  it("accepts operations with other slugs", () => {
    const ops = [{ operationId: "ListPets", slug: "list-pets", method: "GET", apiPath: "/pets" }];
    expect(() => assertNoOperationAtInfoPage(ops, info, "f.yaml")).not.toThrow();
  });

  it("points at the summary of the operation that takes the information page's route", () => {
    const ops = [{ operationId: "ListPets", slug: "pets", method: "GET", apiPath: "/pets" }];
    const error = thrownBy(() => assertNoOperationAtInfoPage(ops, info, "f.yaml"));
    expect(error.pointer).toBe("/paths/~1pets/get/summary");
    expect(error.message).toContain('(info.title "Pets")');
  });
});
