/** Short type labels for schema trees: "string<date-time>", "Dataset[]", "map<string, string>". */
import type { SchemaNode } from "../../../plugins/gatsby-source-openapi/model";

export type { SchemaNode, SchemaProperty } from "../../../plugins/gatsby-source-openapi/model";

/** Schema trees travel through GraphQL as JSON; the source plugin guarantees their shape. */
export function asSchemaNode(value: unknown): SchemaNode {
  return value as SchemaNode;
}

export function typeLabel(node: SchemaNode): string {
  if (node.ref) return node.ref.title;
  switch (node.kind) {
    case "array":
      return `${node.items ? typeLabel(node.items) : "any"}[]`;
    case "map":
      return `map<string, ${node.values ? typeLabel(node.values) : "any"}>`;
    case "primitive":
      return node.format ? `${node.type}<${node.format}>` : (node.type ?? "any");
    case "oneOf":
    case "anyOf":
    case "allOf":
      return `${node.kind}(${(node.variants ?? []).map(typeLabel).join(", ")})`;
    case "object":
      return "object";
    default:
      return "any";
  }
}

/** Whether a node has inner structure worth expanding. */
export function hasChildren(node: SchemaNode): boolean {
  if (node.kind === "object") return (node.properties?.length ?? 0) > 0;
  if (node.kind === "array") return node.items ? hasChildren(node.items) : false;
  if (node.kind === "map") return node.values ? hasChildren(node.values) : false;
  return node.kind === "oneOf" || node.kind === "anyOf" || node.kind === "allOf";
}

/** The node whose properties an expansion shows: arrays and maps show their element's. */
export function innerNode(node: SchemaNode): SchemaNode {
  if (node.kind === "array" && node.items) return innerNode(node.items);
  if (node.kind === "map" && node.values) return innerNode(node.values);
  return node;
}

/** The schema page of a node, or of its array/map element. */
export function schemaLink(node: SchemaNode): string | null {
  const ref = node.ref ?? (node.kind === "array" || node.kind === "map" ? innerNode(node).ref : undefined);
  return ref?.path ?? null;
}
