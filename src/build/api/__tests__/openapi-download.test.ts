import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiDescriptionFile } from "../../config/paths";
import { OPENAPI_DOWNLOAD_PATH, writeOpenApiDownload } from "../openapi-download";

describe("the OpenAPI download", () => {
  it("writes the description the site is built from to /openapi.yaml, byte for byte", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "public-"));
    const written = writeOpenApiDownload(dir);
    expect(OPENAPI_DOWNLOAD_PATH).toBe("/openapi.yaml");
    expect(written).toBe(path.join(dir, "openapi.yaml"));
    expect(readFileSync(written, "utf8")).toBe(readFileSync(apiDescriptionFile(), "utf8"));
    expect(readFileSync(written, "utf8")).toContain("title: AutoEval API v2");
  });
});
