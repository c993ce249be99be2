/**
 * The strings of the API reference pages (operations, schemas, the API's information page), the
 * API examples in docs and the console's Try it button. They live apart from src/strings.ts,
 * which ships in the first load of every page, so only the pages that show them load them; the
 * console's own strings are in src/console-strings.ts.
 */
export const apiStrings = {
  authentication: "Authentication",
  parameters: "Parameters",
  requestBody: "Request body",
  codeSamples: "Code samples",
  responses: "Responses",
  properties: "Properties",
  example: "Example",
  usedBy: "Used by",
  baseUrl: "Base URL",
  operations: "Operations",
  openApiDescription: "OpenAPI description",
  downloadOpenApi: "Download the OpenAPI description (openapi.yaml)",
  openApiDescriptionNote:
    "It is the OpenAPI 3.0 file this reference is built from: load it into an API client or a code generator.",
  version: (version: string) => `Version ${version}`,
  deprecated: "Deprecated.",
  deprecatedOperation: "This operation will be removed; avoid it in new code.",
  required: "required",
  requiredSuffix: " — required",
  readOnly: "read-only",
  deprecatedFlag: "deprecated",
  nullable: "nullable",
  requestExample: "Request example",
  responseExample: "Response example",
  exampleOf: (title: string) => `${title}:`,
  header: "header:",
  sameSchemaAs: "The body has the same schema as the",
  statusResponse: (status: string) => `${status} response`,
  noReferences: "No operation or schema refers to this schema.",
  referringOperations: "Operations:",
  referringSchemas: "Schemas:",
  readsVariables: (names: readonly string[]) =>
    `Reads ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`} from the environment, beside AUTOEVAL_API_KEY: set ${names.length === 1 ? "it to your own value" : "them to your own values"} first.`,
  // The API console's Try it button, on every operation page; the console's own strings are in src/console-strings.ts.
  tryIt: "Try it",
  tryItLabel: (summary: string) => `Try it: send ${summary} from this page`,
  consoleLoading: "Loading the console…",
  consoleFailed: "The API console stopped working because of an error:",
} as const;
