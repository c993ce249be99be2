/**
 * Reads the description (YAML or JSON), then lets swagger-parser, a well-kept validator,
 * check it against the OpenAPI 3 schema. Problems come back as ApiDescriptionError.
 */
import { readFileSync } from "node:fs";
import SwaggerParser from "@apidevtools/swagger-parser";
import { parseDocument } from "yaml";
import { ApiDescriptionError, jsonPointer, refSegment } from "./errors";
import type { RawDocument } from "./types";

export function parseDescription(text: string, file: string): RawDocument {
  const document = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  const [error] = document.errors;
  if (error) {
    const [line, column] = error.linePos?.[0] ? [error.linePos[0].line, error.linePos[0].col] : [0, 0];
    throw new ApiDescriptionError(
      file,
      "",
      `not valid YAML or JSON (line ${line}, column ${column}): ${error.code}. ${error.message.split("\n")[0]}`,
    );
  }
  const value: unknown = document.toJS();
  if (!value || typeof value !== "object" || !("openapi" in value)) {
    throw new ApiDescriptionError(file, "/openapi", 'expected an OpenAPI 3 document with an "openapi" version field');
  }
  return value as RawDocument;
}

interface ValidationDetail {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * Every $ref must point into this description ("#/..."), and decode. swagger-parser opens any
 * other reference (a path it resolves against the build's working folder, or a URL) before the
 * model refuses it, so a description could make the build read a file outside the project; and
 * it reports a malformed escape as a missing target, at the target's pointer rather than where
 * the $ref is written. Arrays are walked as objects: their keys "0", "1", ... are their pointer
 * segments.
 */
function assertLocalRefs(value: unknown, file: string, at: readonly string[]): void {
  if (!value || typeof value !== "object") return;
  for (const [key, child] of Object.entries(value)) {
    if (key === "$ref" && typeof child === "string") {
      const pointer = jsonPointer([...at, key]);
      if (!child.startsWith("#")) {
        throw new ApiDescriptionError(
          file,
          pointer,
          `$ref "${child}" points outside this description; the build reads no other file or URL. ` +
            'Copy what it names under components/ and refer to it as "#/components/...".',
        );
      }
      for (const segment of child.slice(1).split("/")) refSegment(segment, child, file, pointer);
    } else {
      assertLocalRefs(child, file, [...at, key]);
    }
  }
}

export async function validateDescription(document: RawDocument, file: string): Promise<void> {
  assertLocalRefs(document, file, []);
  try {
    // swagger-parser mutates what it dereferences: give it a copy.
    await SwaggerParser.validate(structuredClone(document) as never);
  } catch (error) {
    const details = (error as { details?: ValidationDetail[] }).details;
    const first = details?.[0];
    if (first) {
      const extra = first.params && Object.keys(first.params).length > 0 ? ` (${JSON.stringify(first.params)})` : "";
      throw new ApiDescriptionError(
        file,
        first.instancePath ?? "",
        `expected ${first.message ?? "a valid value"}${extra}`,
      );
    }
    const message = error instanceof Error ? error.message : String(error);
    const pointer = /#(\/[^\s"]*)/.exec(message)?.[1] ?? "";
    throw new ApiDescriptionError(file, pointer, message.split("\n")[0] ?? message);
  }
}

export async function loadDescription(file: string): Promise<RawDocument> {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new ApiDescriptionError(file, "", "the file could not be read; check the plugin's specPath option");
  }
  return loadDescriptionText(text, file);
}

/** The description from its text, as read by the caller; `file` names it in errors. */
export async function loadDescriptionText(text: string, file: string): Promise<RawDocument> {
  const document = parseDescription(text, file);
  await validateDescription(document, file);
  return document;
}
