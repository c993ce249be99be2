/** The few hast/mdast shapes our MDX plugins touch, kept minimal on purpose. */
export interface UnistNode {
  type: string;
  tagName?: string;
  value?: string;
  lang?: string | null;
  meta?: string | null;
  properties?: Record<string, unknown>;
  data?: { hProperties?: Record<string, unknown> } & Record<string, unknown>;
  children?: UnistNode[];
}

export function walk(node: UnistNode, visit: (node: UnistNode) => void): void {
  visit(node);
  node.children?.forEach((child) => walk(child, visit));
}

export function textOf(node: UnistNode): string {
  if (node.type === "text" || node.type === "inlineCode") return node.value ?? "";
  if (
    node.type === "element" &&
    node.properties?.["className"] &&
    String(node.properties["className"]).includes("hash-link")
  )
    return "";
  return (node.children ?? []).map(textOf).join("");
}
