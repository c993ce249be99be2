/**
 * Passes a fenced code block's meta string (title="x.py" {2-4} operations="...") to the
 * code component, which MDX 2 would otherwise drop. What only the sample runner reads
 * (norun, then, env, flow, save-as, response-of, serve: CONTRIBUTING, "Code samples run in npm test") is left out, so it never
 * reaches a page or its scripts.
 */
import { walk, type UnistNode } from "./hast";

const RUNNER_ONLY = /\s*\b(norun|then|env|flow|save-as|response-of|serve)="[^"]*"/g;

/** The meta a page may carry: the fence's meta less the sample runner's attributes. */
export function readerMeta(meta: string): string {
  return meta.replace(RUNNER_ONLY, "").trim();
}

export function remarkCodeMeta() {
  return (tree: UnistNode): void => {
    walk(tree, (node) => {
      if (node.type !== "code" || !node.meta) return;
      const meta = readerMeta(node.meta);
      node.meta = meta || null;
      if (!meta) return;
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, metastring: meta } };
    });
  };
}
