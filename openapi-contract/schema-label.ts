/**
 * Schema trees, the shape the OpenAPI source plugin gives every schema and the site renders,
 * and their short type labels: "string<date-time>", "Dataset[]", "map<string, string>".
 * Shared by both sides of the plugin line, so it imports neither.
 */

/** A schema as a tree the page renders; named schemas become links, cycles stop at a link. */
export interface SchemaNode {
  kind: "object" | "array" | "map" | "primitive" | "ref" | "oneOf" | "anyOf" | "allOf" | "any";
  type?: string;
  format?: string;
  /** Markdown as written in the description. */
  description?: string;
  /** The description rendered to HTML: added by the site when it serves the tree (src/build/api/render.ts), never by the plugin. */
  descriptionHtml?: string;
  enum?: unknown[];
  default?: unknown;
  nullable?: boolean;
  deprecated?: boolean;
  readOnly?: boolean;
  constraints?: string[];
  /** Set on named schemas (kind "ref" or an expanded one): the page to link to. */
  ref?: { name: string; title: string; slug: string | null; path: string | null };
  properties?: SchemaProperty[];
  items?: SchemaNode;
  values?: SchemaNode;
  variants?: SchemaNode[];
  discriminator?: string;
}

export interface SchemaProperty {
  name: string;
  required: boolean;
  node: SchemaNode;
}

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
