/**
 * Turns the Markdown admonition syntax into the <Admonition> author component. remark-directive
 * parses the directives; this plugin rewrites them:
 *
 *     :::tip[Optional title]
 *     Body in **Markdown**.
 *     :::
 *
 * becomes <Admonition type="tip" title="Optional title">. An unknown container name stops the
 * build naming the file and the valid types. Text (`:name`) and leaf (`::name`) directives are
 * not ours: they are put back as the text the author wrote, so prose such as "ratio 3:1 or
 * see:this" reads as before remark-directive was added.
 */
import { ADMONITION_TYPES } from "../../common/admonition-types";
import { textOf, type UnistNode } from "./hast";

interface DirectiveNode extends UnistNode {
  name?: string;
  attributes?: Record<string, string | null | undefined> | null;
  position?: { start: { offset?: number }; end: { offset?: number } };
  data?: UnistNode["data"] & { directiveLabel?: boolean };
}

interface VFileLike {
  path?: string;
  history?: string[];
  value?: unknown;
}

const isType = (name: string): name is (typeof ADMONITION_TYPES)[number] =>
  (ADMONITION_TYPES as readonly string[]).includes(name);

function jsxAttribute(name: string, value: string) {
  return { type: "mdxJsxAttribute", name, value };
}

function toAdmonition(node: DirectiveNode, file: string): UnistNode {
  const name = node.name ?? "";
  if (!isType(name)) {
    throw new Error(
      `${file}: ":::${name}" is not an admonition type. Valid types are: ${ADMONITION_TYPES.join(", ")} ` +
        `(e.g. ":::tip[Optional title]" ... ":::").`,
    );
  }
  const children = node.children ?? [];
  const [first, ...rest] = children;
  const labelled = first?.type === "paragraph" && (first as DirectiveNode).data?.directiveLabel === true;
  const title = labelled ? textOf(first).trim() : (node.attributes?.["title"] ?? "").trim();
  return {
    type: "mdxJsxFlowElement",
    name: "Admonition",
    attributes: [jsxAttribute("type", name), ...(title ? [jsxAttribute("title", title)] : [])],
    children: labelled ? rest : children,
    // Where the author wrote it, for the readers of the tree (the Markdown twins) and for errors.
    ...(node.position ? { position: node.position } : {}),
  } as UnistNode;
}

/** The directive as the author typed it, from the source when positions are known. */
function sourceText(node: DirectiveNode, source: string, marker: string): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (source && start !== undefined && end !== undefined) return source.slice(start, end);
  const label = node.children?.length ? `[${textOf(node)}]` : "";
  return `${marker}${node.name ?? ""}${label}`;
}

function rewrite(parent: UnistNode, file: string, source: string): void {
  // Nodes without children (imports, expressions) keep none: `children: undefined` breaks MDX's compile.
  if (!parent.children) return;
  parent.children = parent.children.map((child: DirectiveNode) => {
    if (child.type === "containerDirective") return toAdmonition(child, file);
    if (child.type === "textDirective") return { type: "text", value: sourceText(child, source, ":") };
    if (child.type === "leafDirective")
      return { type: "paragraph", children: [{ type: "text", value: sourceText(child, source, "::") }] };
    return child;
  });
  parent.children.forEach((child) => rewrite(child, file, source));
}

export function remarkAdmonitions() {
  return (tree: UnistNode, vfile: VFileLike): void => {
    const file = vfile.path ?? vfile.history?.[0] ?? "an MDX file";
    rewrite(tree, file, typeof vfile.value === "string" ? vfile.value : String(vfile.value ?? ""));
  };
}
