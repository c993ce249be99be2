/**
 * Structural checks of the API description that the build's validator does not make: the
 * shared error responses, their headers, tags, the path prefix, servers and security. Each
 * returns the problems it finds, one line each naming where, so a test can assert `[]` on the
 * real file and a named problem on a broken copy.
 */
import type { RawDocument, RawOperation, RawReference, RawResponse } from "../../types";

export const PATH_PREFIX = "/api/2/auto_eval/";
export const SERVER_URL = "https://lastmileai.dev";

/** The shared response each error status must reference; 403 and 404 are optional. */
export const SHARED_RESPONSES: Readonly<Record<string, string>> = {
  "400": "BadRequest",
  "401": "Unauthorized",
  "403": "Forbidden",
  "404": "NotFound",
  "429": "TooManyRequests",
  "500": "InternalError",
};
export const REQUIRED_STATUSES = ["400", "401", "429", "500"] as const;

const METHODS = new Set(["get", "put", "post", "delete", "patch", "options", "head", "trace"]);

function operations(doc: RawDocument): { where: string; op: RawOperation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]) => ({ where: `${method.toUpperCase()} ${path}`, op })),
  );
}

const isReference = (value: RawResponse | RawReference): value is RawReference => "$ref" in value;

/** Every operation references 400, 401, 429 and 500, and every error response is a `$ref` to its shared response. */
export function errorResponseProblems(doc: RawDocument): string[] {
  return operations(doc).flatMap(({ where, op }) => {
    const responses = op.responses ?? {};
    const missing = REQUIRED_STATUSES.filter((status) => !(status in responses)).map(
      (status) => `${where}: no ${status} response`,
    );
    const inline = Object.entries(responses)
      .filter(([status]) => !status.startsWith("2"))
      .flatMap(([status, response]) => {
        const name = SHARED_RESPONSES[status];
        const expected = name ? `#/components/responses/${name}` : "a shared response";
        if (isReference(response) && response.$ref === expected) return [];
        return [`${where}: ${status} must be { $ref: ${expected} }`];
      });
    return [...missing, ...inline];
  });
}

/** The shared responses the operations reference exist, and 429 tells the client when to retry. */
export function sharedResponseProblems(doc: RawDocument): string[] {
  const shared = doc.components?.responses ?? {};
  const absent = Object.values(SHARED_RESPONSES)
    .filter((name) => !shared[name])
    .map((name) => `components/responses/${name} is missing`);
  const tooMany = shared["TooManyRequests"];
  const retryAfter = tooMany && !isReference(tooMany) ? tooMany.headers?.["Retry-After"] : undefined;
  return [...absent, ...(retryAfter ? [] : ["components/responses/TooManyRequests has no Retry-After header"])];
}

/** Every response header, shared or inline, says what it means. */
export function headerDescriptionProblems(doc: RawDocument): string[] {
  const described = (where: string, response: RawResponse | RawReference) =>
    isReference(response)
      ? []
      : Object.entries(response.headers ?? {})
          .filter(([, header]) => !header.description?.trim())
          .map(([name]) => `${where} header ${name} has no description`);
  return [
    ...Object.entries(doc.components?.responses ?? {}).flatMap(([name, r]) =>
      described(`components/responses/${name}`, r),
    ),
    ...operations(doc).flatMap(({ where, op }) =>
      Object.entries(op.responses ?? {}).flatMap(([status, r]) => described(`${where} ${status}`, r)),
    ),
  ];
}

/** Every tag an operation uses is declared, with its description, in the top-level `tags`. */
export function undeclaredTagProblems(doc: RawDocument): string[] {
  const declared = new Set((doc.tags ?? []).map((t) => t.name));
  return operations(doc).flatMap(({ where, op }) =>
    (op.tags ?? [])
      .filter((tag) => !declared.has(tag))
      .map((tag) => `${where}: tag "${tag}" is not in the top-level tags`),
  );
}

export function pathPrefixProblems(doc: RawDocument): string[] {
  return Object.keys(doc.paths)
    .filter((path) => !path.startsWith(PATH_PREFIX))
    .map((path) => `${path} is not under ${PATH_PREFIX}`);
}

/** One server, the platform's, described; every call authenticated by the BearerAuth scheme alone. */
export function serverAndSecurityProblems(doc: RawDocument): string[] {
  const problems: string[] = [];
  const servers = doc.servers ?? [];
  if (servers.length !== 1 || servers[0]!.url !== SERVER_URL || !servers[0]!.description?.trim()) {
    problems.push(`servers must be one described entry for ${SERVER_URL}`);
  }
  const schemes = doc.components?.securitySchemes ?? {};
  const bearer = schemes["BearerAuth"];
  if (!bearer || bearer.type !== "http" || bearer.scheme !== "bearer" || !bearer.description?.trim()) {
    problems.push("components/securitySchemes/BearerAuth must be a described http bearer scheme");
  }
  const onlyBearer = (security: RawDocument["security"]) =>
    security?.length === 1 && Object.keys(security[0]!).join() === "BearerAuth";
  if (!onlyBearer(doc.security)) problems.push("the top-level security must be BearerAuth alone");
  for (const { where, op } of operations(doc)) {
    if (op.security !== undefined && !onlyBearer(op.security))
      problems.push(`${where}: security must be BearerAuth alone`);
  }
  return problems;
}
