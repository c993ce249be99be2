/**
 * The API reference's options, in one place: gatsby-config hands them to
 * gatsby-source-openapi, and the site's build-time tools load the plugin's model with them.
 * Build-time only (it reads the file system's paths).
 */
import type { ApiReferenceOptions } from "../../../plugins/gatsby-source-openapi/model";
import { apiDescriptionFile } from "./paths";

/** Where the API pages live; every API page's path starts with it. */
export const API_ROUTE_BASE = "/api/";

export function apiReferenceOptions(env: NodeJS.ProcessEnv = process.env): ApiReferenceOptions {
  return {
    specPath: apiDescriptionFile(env),
    // The two slugs the docs' URL policy fixes (DESIGN.md, "API slugs").
    slugOverrides: {
      "lmai.proto.webserver.v2.S3PresignedPost": "s-3-presignedpost",
      "google.protobuf.Value": "google-protobuf-value",
    },
    routeBase: API_ROUTE_BASE,
  };
}
