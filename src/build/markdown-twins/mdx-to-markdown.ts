/**
 * Turns an MDX body into plain Markdown for the page's twin and for llms-full.txt. The body is
 * read into the Markdown tree MDX builds (../mdx/read-mdx.ts); the tree says where each author
 * component, admonition and code block is, and the author's own lines are copied as written
 * around them: components become their Markdown equivalents, ApiExample becomes the curl
 * request it renders, code blocks keep their language and lose our meta.
 */
import { generateSamples } from "../../common/code-samples";
import { readApiExample } from "../mdx/remark-api-example";
import { readMdx } from "../mdx/read-mdx";
import type { UnistNode } from "../mdx/hast";
import { ADMONITION_TITLES as TITLES } from "../../common/admonition-types";

/** What a twin needs of an operation an <ApiExample> names (an ApiOperation node, by slug). */
export interface OperationRef {
  readonly method: string;
  readonly url: string;
  readonly path: string;
}

const ADMONITION_TITLES: Record<string, string> = TITLES;

/**
 * Where a twin finds an image the page names relatively (`./diagram.png`): the page's HTML
 * gets it from the image pipeline, the twin from the URL this returns (null keeps it as written).
 */
export type ImageUrl = (relativeUrl: string) => string | null;

interface Point {
  readonly line: number;
  readonly column: number;
  readonly offset?: number;
}

interface TreeNode extends UnistNode {
  name?: string;
  url?: string;
  alt?: string | null;
  attributes?: { type: string; name: string; value: unknown }[];
  position?: { start: Point; end: Point };
  children?: TreeNode[];
}

/** What becomes of one line of the body (0-based line numbers). */
type LineRole =
  | { readonly kind: "drop" }
  | { readonly kind: "label"; readonly text: string; readonly quoted: boolean }
  | { readonly kind: "quote-start"; readonly heading: string }
  | { readonly kind: "quote-end" }
  | { readonly kind: "fence-open"; readonly lang: string }
  | { readonly kind: "code" };

interface Replacement {
  readonly start: Point;
  readonly end: Point;
  readonly text: string;
  /** Card list items are kept flush left, as the list they stand for. */
  readonly flush: boolean;
}

function attribute(node: TreeNode, name: string): string | null {
  const value = node.attributes?.find((a) => a.type === "mdxJsxAttribute" && a.name === name)?.value;
  return typeof value === "string" ? value : null;
}

function apiExampleMarkdown(node: TreeNode, operations: ReadonlyMap<string, OperationRef>): string {
  const use = readApiExample(node as Parameters<typeof readApiExample>[0], "an MDX body");
  const op = operations.get(use.operation);
  if (!op) return "";
  const curl = generateSamples({ method: op.method, url: op.url, body: use.body, variables: use.variables }).find(
    (s) => s.lang === "curl",
  )!;
  return `\`${op.method} ${new URL(op.url).pathname}\` ([API reference](${op.path}))\n\n\`\`\`bash\n${curl.code}\n\`\`\``;
}

/** The lines of an element's opening and closing tags: those before its first child and after its last. */
function tagLines(node: TreeNode): { opening: number[]; closing: number[] } {
  const start = node.position!.start.line - 1;
  const end = node.position!.end.line - 1;
  const children = (node.children ?? []).filter((child) => child.position);
  if (children.length === 0) return { opening: range(start, end), closing: [] };
  const first = children[0]!.position!.start.line - 1;
  const last = children[children.length - 1]!.position!.end.line - 1;
  return { opening: range(start, first - 1), closing: range(last + 1, end) };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

class LinePlan {
  readonly roles = new Map<number, LineRole>();
  readonly replacements: Replacement[] = [];
  readonly quoted = new Set<number>();
  private step = 0;

  constructor(
    private readonly lines: readonly string[],
    private readonly source: string,
    private readonly operations: ReadonlyMap<string, OperationRef>,
    private readonly imageUrl: ImageUrl,
  ) {}

  /** Tag lines go; blank lines among them stay blank. */
  private dropTags(lines: readonly number[]): void {
    for (const line of lines) if (this.lines[line]!.trim() !== "") this.roles.set(line, { kind: "drop" });
  }

  private label(node: TreeNode, text: string, quoted: boolean): void {
    const { opening, closing } = tagLines(node);
    this.dropTags([...opening.slice(1), ...closing]);
    this.roles.set(opening[0]!, { kind: "label", text, quoted });
  }

  element(node: TreeNode): boolean {
    const { opening, closing } = tagLines(node);
    switch (node.name) {
      case "ApiExample":
        this.replace(node, apiExampleMarkdown(node, this.operations), false);
        return false;
      case "Card": {
        const children = node.children ?? [];
        const inner =
          children.length > 0
            ? this.source.slice(
                children[0]!.position!.start.offset,
                children[children.length - 1]!.position!.end.offset,
              )
            : "";
        const text = `- [${attribute(node, "title") ?? ""}](${attribute(node, "to") ?? ""}): ${inner.replace(/\s+/g, " ").trim()}`;
        this.replace(node, text, true);
        return false;
      }
      case "Admonition": {
        const type = attribute(node, "type") ?? "note";
        const title = attribute(node, "title");
        this.roles.set(opening[0]!, {
          kind: "quote-start",
          heading: `${ADMONITION_TITLES[type] ?? "Note"}${title ? `: ${title}` : ""}`,
        });
        this.dropTags(opening.slice(1));
        for (const line of range(opening[opening.length - 1]! + 1, node.position!.end.line - 1)) this.quoted.add(line);
        if (closing.length > 0) this.roles.set(closing[closing.length - 1]!, { kind: "quote-end" });
        this.dropTags(closing.slice(0, -1));
        return true;
      }
      case "TabItem":
        this.label(node, attribute(node, "label") ?? attribute(node, "value") ?? "", false);
        return true;
      case "Steps":
        this.step = 0;
        this.dropTags([...opening, ...closing]);
        return true;
      case "Step":
        this.label(node, `${(this.step += 1)}. ${attribute(node, "title") ?? ""}`, true);
        return true;
      case "Details":
        this.label(node, attribute(node, "summary") ?? "", true);
        return true;
      case "Tabs":
      case "CardGrid":
        this.dropTags([...opening, ...closing]);
        return true;
      default:
        return true;
    }
  }

  private replace(node: TreeNode, text: string, flush: boolean): void {
    this.replacements.push({ start: node.position!.start, end: node.position!.end, text, flush });
  }

  image(node: TreeNode): void {
    if (!node.url || /^([a-z]+:|\/)/i.test(node.url)) return;
    const url = this.imageUrl(node.url);
    if (url) this.replace(node, `![${node.alt ?? ""}](${url})`, false);
  }

  code(node: TreeNode): void {
    const start = node.position!.start.line - 1;
    const end = node.position!.end.line - 1;
    if (!/^(`{3,}|~{3,})/.test(this.lines[start]!.trim())) return;
    // Keep the language, drop our meta (title, operations, line ranges).
    this.roles.set(start, { kind: "fence-open", lang: node.lang ?? "" });
    for (const line of range(start + 1, end)) this.roles.set(line, { kind: "code" });
  }
}

function plan(body: string, operations: ReadonlyMap<string, OperationRef>, imageUrl: ImageUrl): LinePlan {
  const lines = body.split("\n");
  const result = new LinePlan(lines, body, operations, imageUrl);
  const visit = (node: TreeNode): void => {
    if (node.type === "mdxJsxFlowElement" && node.position && !result.element(node)) return;
    if (node.type === "code" && node.position) result.code(node);
    if (node.type === "image" && node.position) result.image(node);
    node.children?.forEach(visit);
  };
  visit(readMdx(body));
  return result;
}

export function mdxToMarkdown(
  body: string,
  operations: ReadonlyMap<string, OperationRef>,
  imageUrl: ImageUrl = () => null,
): string {
  const raw = body.split("\n");
  const { roles, replacements, quoted } = plan(body, operations, imageUrl);
  const byLine = new Map(replacements.map((r) => [r.start.line - 1, r]));
  const out: string[] = [];
  const plain = (line: string, quote: boolean) => out.push(quote ? (line.trim() ? `> ${line}` : ">") : line);
  for (let i = 0; i < raw.length; i++) {
    const line = raw[i]!;
    const quote = quoted.has(i);
    const replacement = byLine.get(i);
    if (replacement) {
      const last = replacement.end.line - 1;
      const text = `${line.slice(0, replacement.start.column - 1)}${replacement.text}${raw[last]!.slice(replacement.end.column - 1)}`;
      for (const part of text.split("\n")) plain(replacement.flush ? part.trimStart() : part, quote);
      i = last;
      continue;
    }
    const role = roles.get(i);
    switch (role?.kind) {
      case "drop":
        break;
      case "label":
        out.push(`${role.quoted && quote ? "> " : ""}**${role.text}**`, role.quoted && quote ? ">" : "");
        break;
      case "quote-start":
        out.push(`> **${role.heading}**`, ">");
        break;
      case "quote-end":
        out.push("");
        break;
      case "fence-open": {
        const indent = line.slice(0, line.length - line.trimStart().length);
        const fence = /^(`{3,}|~{3,})/.exec(line.trimStart())![1]!;
        out.push(`${quote ? "> " : ""}${indent}${fence}${role.lang}`);
        break;
      }
      case "code":
        out.push(`${quote ? "> " : ""}${line}`);
        break;
      default:
        plain(line, quote);
    }
  }
  return out
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
