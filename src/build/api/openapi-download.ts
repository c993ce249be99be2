/**
 * The API description the site is built from, served as a download at /openapi.yaml
 * (docs/decisions.md, "Added pages and files"), so readers can feed it to their own tools.
 */
import { copyFileSync } from "node:fs";
import path from "node:path";
import { apiDescriptionFile } from "../config/paths";

export const OPENAPI_DOWNLOAD_PATH = "/openapi.yaml";

/** Copies the description into the build; returns the file written. */
export function writeOpenApiDownload(publicDir: string, source: string = apiDescriptionFile()): string {
  const target = path.join(publicDir, OPENAPI_DOWNLOAD_PATH);
  copyFileSync(source, target);
  return target;
}
