/**
 * Passes a fenced code block's meta string (title="x.py" {2-4} operations="...") to the
 * code component, which MDX 2 would otherwise drop.
 */
import { walk, type UnistNode } from "./hast";

export function remarkCodeMeta() {
  return (tree: UnistNode): void => {
    walk(tree, (node) => {
      if (node.type !== "code" || !node.meta) return;
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, metastring: node.meta } };
    });
  };
}
