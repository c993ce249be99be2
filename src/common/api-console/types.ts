/**
 * What the API console knows about one operation. The build writes it to
 * /api-console/{slug}.json and the console fetches it when a reader opens it, so the schemas
 * and examples cost nothing to readers who never do.
 */

export type JsonSchema = Readonly<Record<string, unknown>>;

export interface ConsoleExample {
  /** The key under the description's `examples`, or "example" for a single example. */
  readonly name: string;
  readonly summary: string;
  readonly value: unknown;
}

export type ParameterLocation = "path" | "query" | "header";

/** How a parameter is typed in: enough of its schema to choose and label a form field. */
export interface ParameterField {
  /** string, integer, number, boolean or array (of one of the others); "string" when untyped. */
  readonly type: string;
  readonly format?: string;
  readonly enum?: readonly (string | number | boolean)[];
  readonly default?: unknown;
  /** For arrays: the items' type and values. */
  readonly items?: { readonly type: string; readonly enum?: readonly (string | number | boolean)[] };
}

export interface ConsoleParameter {
  readonly name: string;
  readonly in: ParameterLocation;
  readonly required: boolean;
  /** Built from Markdown at build time with raw HTML disabled. */
  readonly descriptionHtml: string;
  readonly field: ParameterField;
  /** What the value must satisfy once typed in (JSON Schema draft 7). */
  readonly schema: JsonSchema;
}

export interface ConsoleRequestBody {
  readonly required: boolean;
  readonly contentType: string;
  readonly schema: JsonSchema;
  readonly examples: readonly ConsoleExample[];
}

export interface ConsoleResponse {
  readonly status: string;
  readonly descriptionHtml: string;
  readonly examples: readonly ConsoleExample[];
}

export interface ConsoleServer {
  readonly url: string;
  readonly description: string;
}

export interface ConsoleOperation {
  readonly slug: string;
  readonly summary: string;
  readonly method: string;
  /** The path after the server URL, with `{name}` for each path parameter. */
  readonly apiPath: string;
  readonly parameters: readonly ConsoleParameter[];
  readonly requestBody: ConsoleRequestBody | null;
  readonly responses: readonly ConsoleResponse[];
}

/** What the console is opened with: the servers to offer, then the operation's data. */
export interface ConsoleSetup {
  readonly servers: readonly ConsoleServer[];
  readonly operation: ConsoleOperation;
}
