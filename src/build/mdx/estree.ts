/**
 * The JavaScript inside an MDX page: MDX parses every `{expression}`, expression-valued
 * attribute, spread attribute and ESM block into an ESTree program (`data.estree`). JSX written
 * there (`{<script />}`) is no Markdown node, so the checks that walk the Markdown tree
 * (remark-no-script.ts, remark-safe-links.ts) also walk these programs. Kept structural and
 * minimal on purpose, like ./hast.ts.
 */
import type { UnistNode } from "./hast";
import type { Point } from "./source-location";

export interface EsNode {
  readonly type: string;
  readonly loc?: { readonly start?: { readonly line?: number; readonly column?: number } } | null;
  readonly [key: string]: unknown;
}

interface WithEstree {
  data?: { estree?: EsNode | null } | null;
}

/** A JSX attribute of a Markdown JSX element, as MDX gives it. */
export interface MdxAttribute {
  readonly type: string;
  readonly name?: string;
  readonly value?: unknown;
  readonly data?: { estree?: EsNode | null } | null;
}

const isEsNode = (value: unknown): value is EsNode =>
  typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";

/** The programs a Markdown node carries: its own (expressions, ESM) and its attributes'. */
export function programsOf(node: UnistNode & { attributes?: readonly MdxAttribute[] }): EsNode[] {
  const own = (node as WithEstree).data?.estree;
  const attributes = (node.attributes ?? []).flatMap((attribute) => {
    const value = attribute.value as WithEstree | string | null | undefined;
    return [attribute.data?.estree, typeof value === "object" ? value?.data?.estree : undefined];
  });
  return [own, ...attributes].filter(isEsNode);
}

/** Every ESTree node under `node`, itself included, depth first. */
export function walkEstree(node: EsNode, visit: (node: EsNode) => void): void {
  visit(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === "loc" || key === "range") continue;
    for (const child of Array.isArray(value) ? value : [value]) if (isEsNode(child)) walkEstree(child, visit);
  }
}

/** Where an ESTree node starts, as a point of the page (ESTree columns count from 0). */
export function esPoint(node: EsNode): Point | undefined {
  const start = node.loc?.start;
  return start?.line ? { line: start.line, column: (start.column ?? 0) + 1 } : undefined;
}

/** The name of a JSX element or attribute name node (`script`, `svg:script`, `a.b`). */
export function jsxName(name: unknown): string | undefined {
  if (!isEsNode(name)) return undefined;
  if (name.type === "JSXIdentifier") return String(name["name"]);
  if (name.type === "JSXNamespacedName") return `${jsxName(name["namespace"])}:${jsxName(name["name"])}`;
  if (name.type === "JSXMemberExpression") return `${jsxName(name["object"])}.${jsxName(name["property"])}`;
  return undefined;
}

/** The text an expression stands for when it is a plain string (`"x"`, `` `x` ``), else undefined. */
export function plainString(expression: unknown): string | undefined {
  if (!isEsNode(expression)) return undefined;
  if (expression.type === "Literal" && typeof expression["value"] === "string") return expression["value"];
  if (expression.type === "TemplateLiteral" && (expression["expressions"] as unknown[]).length === 0) {
    const [quasi] = expression["quasis"] as { value: { cooked?: string | null } }[];
    return quasi?.value.cooked ?? undefined;
  }
  return undefined;
}

/** The single expression of an attribute-value program (`href={"x"}` -> the Literal "x"). */
export function expressionOf(program: EsNode | null | undefined): EsNode | undefined {
  const body = program?.["body"];
  const [statement] = Array.isArray(body) ? (body as EsNode[]) : [];
  return statement?.type === "ExpressionStatement" && isEsNode(statement["expression"])
    ? statement["expression"]
    : undefined;
}
