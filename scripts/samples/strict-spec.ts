/**
 * The API description as the samples are checked against it: every object schema that lists
 * its properties and says nothing of others refuses others (`additionalProperties: false`), so
 * a misspelt optional field (`pageSzie`) is refused like a missing required one. The API's
 * messages are protobuf messages, whose JSON form has no fields besides those declared.
 * Schemas that combine others (allOf, anyOf, oneOf) are left as they are: closing their parts
 * would refuse the combination.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { parse } from "yaml";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export function closeObjectSchemas(node: Json): Json {
  if (Array.isArray(node)) return node.map(closeObjectSchemas);
  if (node === null || typeof node !== "object") return node;
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(node))
    // Property names and examples are data, not schemas.
    out[key] = key === "example" || key === "examples" ? value : closeObjectSchemas(value);
  const combines = "allOf" in node || "anyOf" in node || "oneOf" in node;
  if (node.properties && typeof node.properties === "object" && !("additionalProperties" in node) && !combines)
    out.additionalProperties = false;
  return out;
}

/** Writes the closed copy of the description at `specPath` to `file` (JSON, which Prism reads too). */
export function writeStrictDescription(specPath: string, file: string): void {
  writeFileSync(file, JSON.stringify(closeObjectSchemas(parse(readFileSync(specPath, "utf8")) as Json)));
}
