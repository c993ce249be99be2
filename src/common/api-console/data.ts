/**
 * Build time: an operation's node as the API console's data file (/api-console/{slug}.json).
 * Only what the console uses goes in: schemas to validate, fields to draw, examples to show.
 */
import type { SchemaNode } from "../../../openapi-contract/schema-label";
import type {
  ConsoleExample,
  ConsoleParameter,
  ConsoleServer,
  ConsoleSetup,
  JsonSchema,
  ParameterField,
  ParameterLocation,
} from "./types";

export const CONSOLE_DATA_DIR = "/api-console/";
/** The API description the site is built from, served as a download. */
export const OPENAPI_DOWNLOAD_PATH = "/openapi.yaml";

/** Where the console's data for an operation is served, under the site's path prefix. */
export function consoleDataPath(slug: string): string {
  return `${CONSOLE_DATA_DIR}${slug}.json`;
}

/** The operation fields the data file is made from, as the GraphQL query returns them. */
export interface OperationNodeForConsole {
  readonly slug: string;
  readonly summary: string;
  readonly method: string;
  readonly apiPath: string;
  readonly parameters: readonly {
    readonly name: string;
    readonly in: string;
    readonly required: boolean;
    readonly descriptionHtml: string;
    readonly schema: unknown;
    readonly jsonSchema: unknown;
  }[];
  readonly requestBody: {
    readonly required: boolean;
    readonly contentType: string;
    readonly jsonSchema: unknown;
    readonly examples: readonly ConsoleExample[];
  } | null;
  readonly responses: readonly {
    readonly status: string;
    readonly descriptionHtml: string;
    readonly examples: readonly ConsoleExample[];
  }[];
}

const LOCATIONS: readonly ParameterLocation[] = ["path", "query", "header"];
const SIMPLE_TYPES = new Set(["string", "integer", "number", "boolean"]);

type EnumValue = string | number | boolean;

function simpleType(node: SchemaNode | undefined): string {
  return node?.kind === "primitive" && node.type && SIMPLE_TYPES.has(node.type) ? node.type : "string";
}

function enumOf(node: SchemaNode | undefined): { enum?: readonly EnumValue[] } {
  const values = node?.enum?.filter((v): v is EnumValue => ["string", "number", "boolean"].includes(typeof v));
  return values && values.length > 0 ? { enum: values } : {};
}

/** The form field for a parameter's schema tree: a primitive, or an array of one. */
export function parameterField(node: SchemaNode): ParameterField {
  if (node.kind === "array") {
    return { type: "array", items: { type: simpleType(node.items), ...enumOf(node.items) } };
  }
  return {
    type: simpleType(node),
    ...(node.format ? { format: node.format } : {}),
    ...enumOf(node),
    ...(node.default !== undefined ? { default: node.default } : {}),
  };
}

function parameterOf(param: OperationNodeForConsole["parameters"][number], slug: string): ConsoleParameter {
  const location = param.in as ParameterLocation;
  if (!LOCATIONS.includes(location)) {
    throw new Error(
      `API console: parameter "${param.name}" of operation "${slug}" is in "${param.in}"; ` +
        `the console sends only ${LOCATIONS.join(", ")} parameters. Describe it as one of those.`,
    );
  }
  return {
    name: param.name,
    in: location,
    required: param.required,
    descriptionHtml: param.descriptionHtml,
    field: parameterField(param.schema as SchemaNode),
    schema: param.jsonSchema as JsonSchema,
  };
}

export function consoleSetup(op: OperationNodeForConsole, servers: readonly ConsoleServer[]): ConsoleSetup {
  const examples = (list: readonly ConsoleExample[]) =>
    list.map(({ name, summary, value }) => ({ name, summary, value }));
  return {
    servers: servers.map(({ url, description }) => ({ url, description })),
    operation: {
      slug: op.slug,
      summary: op.summary,
      method: op.method,
      apiPath: op.apiPath,
      parameters: op.parameters.map((param) => parameterOf(param, op.slug)),
      requestBody: op.requestBody && {
        required: op.requestBody.required,
        contentType: op.requestBody.contentType,
        schema: op.requestBody.jsonSchema as JsonSchema,
        examples: examples(op.requestBody.examples),
      },
      responses: op.responses.map((r) => ({
        status: r.status,
        descriptionHtml: r.descriptionHtml,
        examples: examples(r.examples),
      })),
    },
  };
}
