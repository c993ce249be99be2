/**
 * GitHub's alert syntax, which authors paste from READMEs, becomes the site's admonitions:
 *
 *     > [!WARNING]
 *     > Keys are shown once.
 *
 * becomes <Admonition type="warning">. GitHub has five alert types and the site five admonition
 * types; the two without a namesake keep GitHub's word as their title: IMPORTANT is an `info`
 * titled "Important", CAUTION a `danger` titled "Caution". A blockquote that does not start
 * with a marker alone on its first line stays a blockquote, as on GitHub.
 */
import type { AdmonitionType } from "../../common/admonition-types";
import type { UnistNode } from "./hast";

/** GitHub's alert types, and the admonition each becomes (with a title where the names differ). */
export const GITHUB_ALERTS: Readonly<Record<string, { type: AdmonitionType; title?: string }>> = {
  NOTE: { type: "note" },
  TIP: { type: "tip" },
  IMPORTANT: { type: "info", title: "Important" },
  WARNING: { type: "warning" },
  CAUTION: { type: "danger", title: "Caution" },
};

const MARKER = /^\[!([A-Za-z]+)\][ \t]*(?:\r?\n|$)/;

/** The alert a blockquote starts with, and its body once the marker is taken off; null for a plain quote. */
function readAlert(quote: UnistNode): { alert: (typeof GITHUB_ALERTS)[string]; body: UnistNode[] } | null {
  const [first, ...rest] = quote.children ?? [];
  const text = first?.type === "paragraph" ? first.children?.[0] : undefined;
  const match = text?.type === "text" ? MARKER.exec(text.value ?? "") : null;
  const alert = match ? GITHUB_ALERTS[match[1]!.toUpperCase()] : undefined;
  if (!first || !text || !match || !alert) return null;
  const remainder = (text.value ?? "").slice(match[0].length);
  const inline = remainder ? [{ ...text, value: remainder }, ...first.children!.slice(1)] : first.children!.slice(1);
  // "[!NOTE]" alone in its paragraph: the body starts with the next block.
  return { alert, body: inline.length > 0 ? [{ ...first, children: inline }, ...rest] : rest };
}

function rewrite(parent: UnistNode): void {
  // Nodes without children (imports, expressions) keep none: `children: undefined` breaks MDX's compile.
  if (!parent.children) return;
  parent.children = parent.children.map((child) => {
    const found = child.type === "blockquote" ? readAlert(child) : null;
    if (!found) return child;
    const { alert, body } = found;
    return {
      type: "mdxJsxFlowElement",
      name: "Admonition",
      attributes: [
        { type: "mdxJsxAttribute", name: "type", value: alert.type },
        ...(alert.title ? [{ type: "mdxJsxAttribute", name: "title", value: alert.title }] : []),
      ],
      children: body,
      ...("position" in child ? { position: child.position } : {}),
    } as UnistNode;
  });
  parent.children.forEach(rewrite);
}

export function remarkGithubAlerts() {
  return (tree: UnistNode): void => rewrite(tree);
}
