/**
 * The GraphQL types of the API reference, declared explicitly with descriptions for GraphiQL.
 * Data only: the site adds the rendered fields (descriptionHtml, exampleHtml, metaDescription,
 * codeSamples) with resolvers of its own (src/build/api/rendered-fields.ts).
 */
export const apiTypeDefs = /* GraphQL */ `
  """
  The API description's header: what the API is called, its version, where it is served and how callers authenticate.
  """
  type ApiInfo implements Node @dontInfer {
    "Title of the API, e.g. AutoEval API v2."
    title: String!
    "Version string from info.version."
    version: String!
    "Markdown introduction from info.description."
    description: String!
    "Slug of the information page (kebab-case of the title)."
    slug: String!
    "Route of the information page, e.g. /api/autoeval-api-v-2/."
    path: String!
    "Servers the API is reachable at; the first is used in code samples."
    servers: [ApiServer!]!
    "Security schemes callers authenticate with."
    security: [ApiSecurityScheme!]!
    "Tags in the order the description lists them."
    tags: [ApiTag!]! @link(by: "name", from: "tagNames")
  }

  "A server entry of the API description."
  type ApiServer {
    url: String!
    description: String!
  }

  "A security scheme, e.g. HTTP bearer authentication."
  type ApiSecurityScheme {
    name: String!
    type: String!
    scheme: String!
    bearerFormat: String!
    description: String!
  }

  "A group of operations (an OpenAPI tag)."
  type ApiTag implements Node @dontInfer {
    name: String!
    slug: String!
    description: String!
    "Operations whose first tag is this one, in description order."
    operations: [ApiOperation!]! @link(by: "operationId", from: "operationIds")
  }

  "One API operation; each has a page at /api/{slug}/."
  type ApiOperation implements Node @dontInfer {
    operationId: String!
    "Kebab-case of the summary; the page is /api/{slug}/."
    slug: String!
    "Route of the operation's page."
    path: String!
    summary: String!
    "Markdown description as written in the API description."
    description: String!
    "HTTP method in capitals."
    method: String!
    "Path of the endpoint, e.g. /api/2/auto_eval/evaluation/evaluate."
    apiPath: String!
    "Server URL plus apiPath."
    url: String!
    tag: ApiTag! @link(by: "name", from: "tagName")
    deprecated: Boolean!
    "Names of the security schemes that apply."
    security: [String!]!
    parameters: [ApiParameter!]!
    requestBody: ApiRequestBody
    "Responses by status code, in description order."
    responses: [ApiResponse!]!
    "Named schemas the operation uses, directly or nested."
    schemas: [ApiSchema!]! @link(by: "name", from: "schemaNames")
  }

  "A path, query or header parameter."
  type ApiParameter {
    name: String!
    in: String!
    required: Boolean!
    description: String!
    "The parameter's schema as a tree (see ApiSchema.tree)."
    schema: JSON!
    "The parameter's schema as self-contained JSON Schema (draft 7), for validators such as the API console's."
    jsonSchema: JSON!
  }

  "The JSON request body of an operation."
  type ApiRequestBody {
    description: String!
    required: Boolean!
    contentType: String!
    "The body's schema as a tree (see ApiSchema.tree)."
    schema: JSON!
    "The request example from the description (the first of examples)."
    example: JSON
    "Every example of the body: the description's named examples, or its one example named 'example'."
    examples: [ApiExample!]!
    "The body's schema as self-contained JSON Schema (draft 7), for validators such as the API console's."
    jsonSchema: JSON!
  }

  "One response of an operation."
  type ApiResponse {
    "HTTP status code, e.g. 200 or 404."
    status: String!
    description: String!
    contentType: String
    "The response body's schema as a tree. Null when the response has no body, or when sameSchemaAs is set."
    schema: JSON
    "Status of an earlier response of this operation whose body has the same named schema (most often the shared Error): its tree is given there, once, and this response points to it."
    sameSchemaAs: String
    "The response example from the description (the first of examples)."
    example: JSON
    "Every example of the body: the description's named examples, or its one example named 'example'."
    examples: [ApiExample!]!
    headers: [ApiHeader!]!
  }

  "One example of a request or response body."
  type ApiExample {
    "The example's key under examples, or 'example' for a single example."
    name: String!
    "Its summary from the description; empty when it has none."
    summary: String!
    value: JSON
  }

  "A response header."
  type ApiHeader {
    name: String!
    description: String!
  }

  "A named schema of components.schemas; each (but map entries) has a page at /api/schemas/{slug}/."
  type ApiSchema implements Node @dontInfer {
    "Full name, e.g. lmai.proto.model_fine_tuning.v1.Dataset."
    name: String!
    slug: String!
    path: String!
    title: String!
    description: String!
    """
    The schema as a tree: { kind, type, format, description, enum, default, nullable, deprecated,
    readOnly, constraints, ref { name, title, slug, path }, properties [{ name, required, node }], items, values, variants }.
    """
    tree: JSON!
    example: JSON
    "Named schemas this one refers to."
    uses: [ApiSchema!]! @link(by: "name", from: "usesNames")
    "Named schemas that refer to this one."
    usedBy: [ApiSchema!]! @link(by: "name", from: "usedByNames")
    "Operations that use this schema, directly or nested."
    operations: [ApiOperation!]! @link(by: "operationId", from: "operationIds")
  }
`;
