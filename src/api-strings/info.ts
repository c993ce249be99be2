/** The words of the API's information page. */
export const apiInfoStrings = {
  baseUrl: "Base URL",
  operations: "Operations",
  openApiDescription: "OpenAPI description",
  downloadOpenApi: "Download the OpenAPI description (openapi.yaml)",
  openApiDescriptionNote:
    "It is the OpenAPI 3.0 file this reference is built from: load it into an API client or a code generator.",
  version: (version: string) => `Version ${version}`,
  httpAuthentication: (scheme: string, bearerFormat: string | null | undefined) =>
    `HTTP ${scheme} authentication${bearerFormat ? ` (${bearerFormat})` : ""}.`,
} as const;
