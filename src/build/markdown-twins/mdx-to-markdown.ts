/**
 * Turns an MDX body into plain Markdown for the page's twin and for llms-full.txt. The body is
 * read into the Markdown tree MDX builds (../mdx/read-mdx.ts); each author component becomes
 * the Markdown it stands for (components.ts), each imported partial the Markdown of its own
 * body, imports and JavaScript expressions go, and the tree is written out again by
 * mdast-util-to-markdown. So a twin holds no JSX however the author laid the tags out, and no
 * text that was indented inside a component turns into a code block.
 */
import { gfmToMarkdown } from "mdast-util-gfm";
import { toMarkdown } from "mdast-util-to-markdown";
import { mdxImports, readPartialBody } from "../docs/partials";
import { readMdx } from "../mdx/read-mdx";
import { COMPONENT_MARKDOWN, type MdNode, type OperationRef } from "./components";

export type { OperationRef };

/**
 * Where a twin finds an image a page names relatively (`./diagram.png`, relative to `file`, the
 * page or partial that shows it): the page's HTML gets it from the image pipeline, the twin from
 * the URL this returns (null keeps it as written).
 */
export type ImageUrl = (relativeUrl: string, file: string | undefined) => string | null;

export interface TwinSource {
  /** The operations <ApiExample> may name, by slug. */
  readonly operations: ReadonlyMap<string, OperationRef>;
  readonly imageUrl?: ImageUrl;
  /** The MDX file of the body: partials are found relative to it, and errors name it. */
  readonly file?: string;
}

class TwinError extends Error {
  override name = "TwinError";
}

/**
 * Fenced code keeps its language, its title and the mark of an abridged or illustrative API
 * answer; the rest of our meta (line ranges, operations) goes.
 */
function codeMeta(meta: string | null | undefined): string | null {
  const title = /(?:^|\s)title=("[^"]*"|'[^']*')/.exec(meta ?? "")?.[1];
  const mark = /(?:^|\s)(response="[^"]*")/.exec(meta ?? "")?.[1];
  const kept = [title ? `title=${title}` : null, mark ?? null].filter(Boolean).join(" ");
  return kept || null;
}

/** A string literal expression (`{"{"}`, authors' way to write a brace) is its text; other expressions say nothing. */
function expressionText(node: MdNode): string | null {
  const program = node.data?.["estree"] as { body?: { expression?: { type: string; value?: unknown } }[] } | undefined;
  const expression = program?.body?.[0]?.expression;
  return expression?.type === "Literal" && typeof expression.value === "string" ? expression.value : null;
}

const isBlank = (node: MdNode) => node.type === "text" && !(node.value ?? "").trim();
const isComponent = (node: MdNode) => /^[A-Z]/.test(node.name ?? "");

/** A paragraph holding only components (`<TabItem ...>one line</TabItem>`): the components, as blocks. */
function componentsOnly(node: MdNode): MdNode[] | null {
  if (node.type !== "paragraph") return null;
  const parts = (node.children ?? []).filter((child) => !isBlank(child));
  if (parts.length === 0 || !parts.every((child) => child.type === "mdxJsxTextElement" && isComponent(child)))
    return null;
  return parts.map((child) => ({
    ...child,
    type: "mdxJsxFlowElement",
    children: (child.children?.length ?? 0) > 0 ? [{ type: "paragraph", children: child.children }] : [],
  }));
}

class Converter {
  private sectionDepth = 2;

  constructor(
    private readonly source: TwinSource,
    /** The file the nodes come from (the page, or a partial it imports); undefined when unknown. */
    private readonly file: string | undefined,
    private readonly partials: ReadonlyMap<string, string>,
    private readonly chain: readonly string[],
  ) {}

  /** The Markdown nodes a list of MDX nodes becomes. */
  nodes(nodes: readonly MdNode[]): MdNode[] {
    return nodes.flatMap((node) => {
      const blocks = componentsOnly(node);
      return blocks ? this.nodes(blocks) : this.node(node);
    });
  }

  private node(node: MdNode): MdNode[] {
    switch (node.type) {
      case "mdxjsEsm":
      case "mdxFlowExpression":
        return [];
      case "mdxTextExpression": {
        const value = expressionText(node);
        return value === null ? [] : [{ type: "text", value }];
      }
      case "mdxJsxFlowElement":
      case "mdxJsxTextElement":
        return this.element(node);
      case "heading":
        this.sectionDepth = node.depth ?? this.sectionDepth;
        return [{ ...node, children: this.nodes(node.children ?? []) }];
      case "code":
        return [{ type: "code", lang: node.lang ?? null, meta: codeMeta(node.meta), value: node.value ?? "" }];
      case "image": {
        const relative = node.url && !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(node.url);
        const url = relative ? this.source.imageUrl?.(node.url!, this.file) : null;
        return [{ ...node, ...(url ? { url } : {}) }];
      }
      default:
        return [node.children ? { ...node, children: this.nodes(node.children) } : node];
    }
  }

  private element(node: MdNode): MdNode[] {
    const name = node.name ?? "";
    const partial = this.partials.get(name);
    if (partial) return this.partial(partial);
    // HTML elements (<br />, <kbd>) say what their content says.
    if (!isComponent(node)) return this.nodes(node.children ?? []);
    const render = COMPONENT_MARKDOWN[name];
    if (!render) {
      const line = node.position?.start.line;
      throw new TwinError(
        `${this.file ?? "an MDX body"}${line ? `:${line}` : ""}: the Markdown twin has no rendering for <${name}>. ` +
          `Components a page may use: ${Object.keys(COMPONENT_MARKDOWN).join(", ")}, or a partial it imports; ` +
          `add a rendering in src/build/markdown-twins/components.ts.`,
      );
    }
    // Inline components read as blocks: a list or a quote cannot sit inside a sentence.
    return render({
      node,
      children: this.nodes(node.children ?? []),
      sectionDepth: this.sectionDepth,
      operations: this.source.operations,
      file: this.file ?? "an MDX body",
    });
  }

  private partial(file: string): MdNode[] {
    if (this.chain.includes(file)) throw new TwinError(`${file}: the partial imports itself.`);
    return convert(readPartialBody(file), this.source, file, [...this.chain, file]);
  }
}

function convert(body: string, source: TwinSource, file: string | undefined, chain: readonly string[]): MdNode[] {
  // readMdx shares its trees: copy before changing.
  const tree = structuredClone(readMdx(body, file)) as MdNode;
  const imports = file ? mdxImports(tree, file) : [];
  const partials = new Map(imports.map((use) => [use.name, use.file]));
  return new Converter(source, file, partials, chain).nodes(tree.children ?? []);
}

export function mdxToMarkdown(body: string, source: TwinSource): string {
  const children = convert(body, source, source.file, source.file ? [source.file] : []);
  return toMarkdown({ type: "root", children } as Parameters<typeof toMarkdown>[0], {
    bullet: "-",
    emphasis: "_",
    fence: "`",
    fences: true,
    listItemIndent: "one",
    rule: "-",
    extensions: [gfmToMarkdown()],
  }).trim();
}
