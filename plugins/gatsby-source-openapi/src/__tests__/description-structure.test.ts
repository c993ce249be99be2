/**
 * The structure of the API description beyond what OpenAPI validation asks: shared error
 * responses, the Retry-After header, header descriptions, declared tags, the path prefix,
 * servers and security, and header examples. Each check also runs on a broken copy of the
 * file, so it can fail.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { RawDocument } from "../types";
import { API_DESCRIPTION_FILE, createSchemaValidator, loadOpenApi } from "./helpers/openapi-ajv";
import {
  errorResponseProblems,
  headerDescriptionProblems,
  pathPrefixProblems,
  serverAndSecurityProblems,
  sharedResponseProblems,
  undeclaredTagProblems,
} from "./helpers/description-structure";

const document = parse(readFileSync(API_DESCRIPTION_FILE, "utf8")) as RawDocument;
const EVALUATE = "/api/2/auto_eval/evaluation/evaluate";

/** A deep copy of the real document, changed by `change`. */
function broken(change: (doc: RawDocument) => void): RawDocument {
  const copy = structuredClone(document);
  change(copy);
  return copy;
}

const evaluate = (doc: RawDocument) => doc.paths[EVALUATE]!["post"]!;

describe("structure of the API description", () => {
  it("has 53 operations to check", () => {
    const count = Object.values(document.paths).reduce((n, item) => n + Object.keys(item).length, 0);
    expect(count).toBe(53);
  });

  it("references the shared 400, 401, 429 and 500 responses from every operation", () => {
    expect(errorResponseProblems(document)).toEqual([]);
    const withoutTooMany = broken((doc) => delete evaluate(doc).responses!["429"]);
    expect(errorResponseProblems(withoutTooMany)).toEqual([`POST ${EVALUATE}: no 429 response`]);
    const inline = broken((doc) => (evaluate(doc).responses!["500"] = { description: "Something broke." }));
    expect(errorResponseProblems(inline)).toEqual([
      `POST ${EVALUATE}: 500 must be { $ref: #/components/responses/InternalError }`,
    ]);
    const wrongTarget = broken(
      (doc) => (evaluate(doc).responses!["401"] = { $ref: "#/components/responses/BadRequest" }),
    );
    expect(errorResponseProblems(wrongTarget)).toEqual([
      `POST ${EVALUATE}: 401 must be { $ref: #/components/responses/Unauthorized }`,
    ]);
  });

  it("has every shared response, and a Retry-After header on 429", () => {
    expect(sharedResponseProblems(document)).toEqual([]);
    const noHeader = broken((doc) => {
      const tooMany = doc.components!.responses!["TooManyRequests"] as { headers?: object };
      delete tooMany.headers;
    });
    expect(sharedResponseProblems(noHeader)).toEqual([
      "components/responses/TooManyRequests has no Retry-After header",
    ]);
    const noForbidden = broken((doc) => delete doc.components!.responses!["Forbidden"]);
    expect(sharedResponseProblems(noForbidden)).toEqual(["components/responses/Forbidden is missing"]);
  });

  it("describes every response header", () => {
    expect(headerDescriptionProblems(document)).toEqual([]);
    const bare = broken((doc) => {
      const tooMany = doc.components!.responses!["TooManyRequests"] as {
        headers: Record<string, { description?: string }>;
      };
      delete tooMany.headers["Retry-After"]!.description;
      evaluate(doc).responses!["200"] = {
        ...evaluate(doc).responses!["200"],
        headers: { "X-Request-Id": { schema: { type: "string" } } },
      };
    });
    expect(headerDescriptionProblems(bare)).toEqual([
      "components/responses/TooManyRequests header Retry-After has no description",
      `POST ${EVALUATE} 200 header X-Request-Id has no description`,
    ]);
  });

  it("gives header examples that validate against their schemas", () => {
    const validator = createSchemaValidator(loadOpenApi());
    const headers = Object.entries(document.components?.responses ?? {}).flatMap(([name, response]) =>
      Object.entries(
        (response as { headers?: Record<string, { schema?: unknown; example?: unknown }> }).headers ?? {},
      ).map(([header, { schema, example }]) => ({ where: `${name} ${header}`, schema, example })),
    );
    expect(headers.map((h) => h.where)).toContain("TooManyRequests Retry-After");
    const problems = headers.flatMap(({ where, schema, example }) =>
      example === undefined ? [] : validator.errors(schema, example).map((e) => `${where}: ${e}`),
    );
    expect(problems).toEqual([]);
    const retryAfter = headers.find((h) => h.where === "TooManyRequests Retry-After")!;
    expect(validator.errors(retryAfter.schema, "soon").join()).toContain("must be integer");
    expect(validator.errors(retryAfter.schema, 0).join()).toContain("must be >= 1");
  });

  it("declares every operation tag in the top-level tags", () => {
    expect(undeclaredTagProblems(document)).toEqual([]);
    const undeclared = broken((doc) => (evaluate(doc).tags = ["Evaluations"]));
    expect(undeclaredTagProblems(undeclared)).toEqual([
      `POST ${EVALUATE}: tag "Evaluations" is not in the top-level tags`,
    ]);
  });

  it("keeps every path under /api/2/auto_eval", () => {
    expect(pathPrefixProblems(document)).toEqual([]);
    const outside = broken((doc) => (doc.paths["/api/3/evaluate"] = doc.paths[EVALUATE]!));
    expect(pathPrefixProblems(outside)).toEqual(["/api/3/evaluate is not under /api/2/auto_eval/"]);
  });

  it("has the platform's one server and authenticates every call with BearerAuth", () => {
    expect(serverAndSecurityProblems(document)).toEqual([]);
    const staging = broken((doc) => doc.servers!.push({ url: "https://staging.lastmileai.dev", description: "S." }));
    expect(serverAndSecurityProblems(staging)).toEqual([
      "servers must be one described entry for https://lastmileai.dev",
    ]);
    const apiKey = broken((doc) => {
      doc.components!.securitySchemes!["BearerAuth"] = {
        type: "apiKey",
        name: "X-Key",
        in: "header",
        description: "K.",
      };
    });
    expect(serverAndSecurityProblems(apiKey)).toEqual([
      "components/securitySchemes/BearerAuth must be a described http bearer scheme",
    ]);
    const open = broken((doc) => {
      doc.security = [];
      evaluate(doc).security = [{ BasicAuth: [] }];
    });
    expect(serverAndSecurityProblems(open)).toEqual([
      "the top-level security must be BearerAuth alone",
      `POST ${EVALUATE}: security must be BearerAuth alone`,
    ]);
  });
});
