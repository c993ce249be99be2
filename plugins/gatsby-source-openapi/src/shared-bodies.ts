/**
 * Responses of one operation that share a named body schema. Most operations answer every
 * error status with the same `Error` object; the page draws its tree once, under the first
 * such response, and the later ones point back to it instead of repeating (and hydrating)
 * the same tree five times over.
 */
import type { SchemaNode } from "./types";

/** For each response, the status of the first earlier response with the same named root schema, or null. */
export function sameSchemaAs(responses: readonly { status: string; node: SchemaNode | null }[]): (string | null)[] {
  const firstByName = new Map<string, string>();
  return responses.map(({ status, node }) => {
    const name = node?.ref?.name;
    if (!name) return null;
    const first = firstByName.get(name);
    if (first !== undefined) return first;
    firstByName.set(name, status);
    return null;
  });
}
