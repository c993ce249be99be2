/**
 * The two sides of the plugin: the raw OpenAPI shapes we read, and the plain models we
 * turn them into. Components and templates only ever see the models.
 */
import type { SchemaNode } from "../../../openapi-contract/schema-label";

export type { SchemaNode, SchemaProperty } from "../../../openapi-contract/schema-label";

// ---- Raw OpenAPI 3.0 (only what we read) ----
export interface RawReference {
  $ref: string;
  /** Tools may ignore siblings of $ref; we read a description written beside one. */
  description?: string;
}

export interface RawSchema {
  type?: string;
  format?: string;
  title?: string;
  description?: string;
  enum?: unknown[];
  default?: unknown;
  example?: unknown;
  nullable?: boolean;
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  required?: string[];
  properties?: Record<string, RawSchema | RawReference>;
  items?: RawSchema | RawReference;
  additionalProperties?: boolean | RawSchema | RawReference;
  allOf?: (RawSchema | RawReference)[];
  oneOf?: (RawSchema | RawReference)[];
  anyOf?: (RawSchema | RawReference)[];
  discriminator?: { propertyName: string; mapping?: Record<string, string> };
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

export interface RawExample {
  summary?: string;
  description?: string;
  value?: unknown;
}

export interface RawMediaType {
  schema?: RawSchema | RawReference;
  example?: unknown;
  examples?: Record<string, RawExample | RawReference>;
}

export interface RawResponse {
  description?: string;
  headers?: Record<string, { description?: string; schema?: RawSchema | RawReference }>;
  content?: Record<string, RawMediaType>;
}

export interface RawParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  deprecated?: boolean;
  schema?: RawSchema | RawReference;
  example?: unknown;
}

export interface RawOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  security?: Record<string, string[]>[];
  parameters?: (RawParameter | RawReference)[];
  requestBody?: RawReference | { description?: string; required?: boolean; content?: Record<string, RawMediaType> };
  responses?: Record<string, RawResponse | RawReference>;
}

export interface RawDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string; description?: string }[];
  security?: Record<string, string[]>[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, RawOperation>>;
  components?: {
    schemas?: Record<string, RawSchema | RawReference>;
    responses?: Record<string, RawResponse | RawReference>;
    parameters?: Record<string, RawParameter | RawReference>;
    requestBodies?: Record<string, unknown>;
    examples?: Record<string, RawExample | RawReference>;
    securitySchemes?: Record<
      string,
      { type: string; scheme?: string; bearerFormat?: string; description?: string; name?: string; in?: string }
    >;
  };
}

// ---- Models ----

/** One example of a body: the description's named examples, or its single `example` named "example". */
export interface NamedExample {
  name: string;
  summary: string;
  value: unknown;
}

export interface OperationModel {
  operationId: string;
  slug: string;
  /** The page of this part of the description: the plugin's routeBase and the slug. */
  path: string;
  summary: string;
  description: string;
  method: string;
  apiPath: string;
  url: string;
  tag: string;
  deprecated: boolean;
  security: string[];
  parameters: {
    name: string;
    in: string;
    required: boolean;
    description: string;
    node: SchemaNode;
    /** The parameter's schema as self-contained JSON Schema, for validators. */
    jsonSchema: Record<string, unknown>;
  }[];
  requestBody: {
    description: string;
    required: boolean;
    contentType: string;
    node: SchemaNode;
    example: unknown;
    examples: NamedExample[];
    /** The body's schema as self-contained JSON Schema, for validators. */
    jsonSchema: Record<string, unknown>;
  } | null;
  responses: {
    status: string;
    description: string;
    contentType: string | null;
    node: SchemaNode | null;
    example: unknown;
    examples: NamedExample[];
    headers: { name: string; description: string }[];
  }[];
  /** Names of the named schemas this operation's request and responses use, directly or nested. */
  schemaNames: string[];
}

export interface SchemaModel {
  name: string;
  slug: string;
  /** The page of this part of the description: the plugin's routeBase and the slug. */
  path: string;
  title: string;
  description: string;
  node: SchemaNode;
  example: unknown;
  /** Names of the named schemas this one refers to. */
  uses: string[];
}

export interface TagModel {
  name: string;
  slug: string;
  description: string;
  operationIds: string[];
}

export interface ApiModel {
  title: string;
  version: string;
  description: string;
  slug: string;
  /** The page of this part of the description: the plugin's routeBase and the slug. */
  path: string;
  servers: { url: string; description: string }[];
  /** What the build should warn about (descriptions over a size: description-size.ts). */
  warnings: string[];
  security: {
    name: string;
    type: string;
    scheme: string;
    bearerFormat: string;
    description: string;
  }[];
  tags: TagModel[];
  operations: OperationModel[];
  schemas: SchemaModel[];
}
