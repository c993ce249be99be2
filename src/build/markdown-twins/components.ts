/**
 * The Markdown each author component stands for in a page's twin (mdx-to-markdown.ts), as
 * Markdown trees (mdast): tabs become labelled sections, admonitions quotes that start with
 * "**Note:**", steps an ordered list, details a heading and its text, cards a list of links,
 * an ApiExample the curl request it renders. Every component the docs may use has an entry
 * here; the twin of a page that uses another one fails, naming it.
 */
import { ADMONITION_TITLES } from "../../common/admonition-types";
import { generateSamples } from "../../common/code-samples";
import { readApiExample } from "../mdx/remark-api-example";

/** A node of the Markdown tree, as loose as mdast's own JSON. */
export interface MdNode {
  type: string;
  name?: string | null;
  value?: string;
  url?: string;
  alt?: string | null;
  lang?: string | null;
  meta?: string | null;
  depth?: number;
  ordered?: boolean;
  spread?: boolean;
  attributes?: { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number; column: number; offset?: number } };
  data?: Record<string, unknown>;
  children?: MdNode[];
}

/** What a twin needs of an operation an <ApiExample> names (an ApiOperation node, by slug). */
export interface OperationRef {
  readonly method: string;
  readonly url: string;
  readonly path: string;
}

/** What a component's rendering gets: the element, its children already made Markdown, and the page around it. */
export interface ComponentArgs {
  readonly node: MdNode;
  readonly children: MdNode[];
  /** The depth of the last heading before the element (2 where there is none). */
  readonly sectionDepth: number;
  readonly operations: ReadonlyMap<string, OperationRef>;
  /** The file, for errors. */
  readonly file: string;
}

export function attribute(node: MdNode, name: string): string | null {
  const value = node.attributes?.find((a) => a.type === "mdxJsxAttribute" && a.name === name)?.value;
  return typeof value === "string" ? value : null;
}

const text = (value: string): MdNode => ({ type: "text", value });
const strong = (value: string): MdNode => ({ type: "strong", children: [text(value)] });
const paragraph = (...children: MdNode[]): MdNode => ({ type: "paragraph", children });

/** "Note:" (or the title) then the body, in a quote; the label joins the first paragraph when there is one. */
function admonition({ node, children }: ComponentArgs): MdNode[] {
  const type = attribute(node, "type") ?? "note";
  const name = ADMONITION_TITLES[type as keyof typeof ADMONITION_TITLES] ?? "Note";
  const title = attribute(node, "title");
  // The heading the page shows: the title, else the type's name.
  const label = strong(`${title ?? name}:`);
  const [first, ...rest] = children;
  const body =
    first?.type === "paragraph"
      ? [paragraph(label, text(" "), ...(first.children ?? [])), ...rest]
      : [paragraph(label), ...children];
  return [{ type: "blockquote", children: body }];
}

/** A tab is a section labelled with its tab's name. */
function tabItem({ node, children }: ComponentArgs): MdNode[] {
  return [paragraph(strong(attribute(node, "label") ?? attribute(node, "value") ?? "")), ...children];
}

/** Steps are an ordered list: each item the step's title in bold, then its body. */
function steps({ children }: ComponentArgs): MdNode[] {
  const items = children.filter((child) => child.type === "listItem");
  return [{ type: "list", ordered: true, spread: true, children: items }];
}

function step({ node, children }: ComponentArgs): MdNode[] {
  return [
    { type: "listItem", spread: true, children: [paragraph(strong(attribute(node, "title") ?? "")), ...children] },
  ];
}

/** A details block is a heading (one level below its section's) over its text. */
function details({ node, children, sectionDepth }: ComponentArgs): MdNode[] {
  const heading = {
    type: "heading",
    depth: Math.min(sectionDepth + 1, 6),
    children: [text(attribute(node, "summary") ?? "")],
  };
  return [heading, ...children];
}

/** A card is a list item: its title linked, then its text. */
function card({ node, children }: ComponentArgs): MdNode[] {
  const link = { type: "link", url: attribute(node, "to") ?? "", children: [text(attribute(node, "title") ?? "")] };
  const [first, ...rest] = children;
  const inline = first?.type === "paragraph" ? [text(": "), ...(first.children ?? [])] : [];
  const blocks = first?.type === "paragraph" ? rest : children;
  return [
    {
      type: "list",
      ordered: false,
      spread: false,
      children: [{ type: "listItem", spread: false, children: [paragraph(link, ...inline), ...blocks] }],
    },
  ];
}

/** A grid of cards is one list. */
function cardGrid({ children }: ComponentArgs): MdNode[] {
  const items = children.flatMap((child) => (child.type === "list" ? (child.children ?? []) : []));
  return [{ type: "list", ordered: false, spread: false, children: items }];
}

/** The request an <ApiExample> shows, as curl, under its method, path and a link to its page. */
function apiExample({ node, operations, file }: ComponentArgs): MdNode[] {
  const use = readApiExample(node as Parameters<typeof readApiExample>[0], file);
  const op = operations.get(use.operation);
  if (!op) return [];
  const curl = generateSamples({ method: op.method, url: op.url, body: use.body, variables: use.variables }).find(
    (sample) => sample.lang === "curl",
  )!;
  const line = paragraph(
    { type: "inlineCode", value: `${op.method} ${new URL(op.url).pathname}` },
    text(" ("),
    { type: "link", url: op.path, children: [text("API reference")] },
    text(")"),
  );
  return [line, { type: "code", lang: "bash", value: curl.code }];
}

/** Containers whose children are the whole of what they say. */
const unwrap = ({ children }: ComponentArgs): MdNode[] => children;

export const COMPONENT_MARKDOWN: Readonly<Record<string, (args: ComponentArgs) => MdNode[]>> = {
  Admonition: admonition,
  ApiExample: apiExample,
  Card: card,
  CardGrid: cardGrid,
  Details: details,
  Step: step,
  Steps: steps,
  TabItem: tabItem,
  Tabs: unwrap,
};
