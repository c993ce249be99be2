/**
 * Where the example story shows up: every JSON value an MDX page shows (<ApiExample> bodies,
 * ```json blocks) or the API description holds (request, response and schema examples), and
 * every story id mentioned anywhere in the text. Pure functions over sources; the test reads
 * the files.
 */
import { compile } from "@mdx-js/mdx";
import remarkGfm from "remark-gfm";
import { parse } from "yaml";
import { walk, type UnistNode } from "../../../mdx/hast";
import { readApiExample } from "../../../mdx/remark-api-example";
import { blankFrontMatter } from "../helpers/content-files";
import { kebabCase } from "../../../../../openapi-contract/api-slug";

type OpenApiDoc = {
  paths?: Record<string, Record<string, Operation>>;
};
type Operation = {
  summary?: string;
  requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> };
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};

/**
 * The operation (its page slug, the kebab-case of its summary) that each path and each
 * request or response schema of an OpenAPI document belongs to.
 */
function operationsOf(doc: OpenApiDoc): { byPath: Map<string, string>; bySchema: Map<string, string> } {
  const byPath = new Map<string, string>();
  const bySchema = new Map<string, string>();
  for (const [path, methods] of Object.entries(doc.paths ?? {}))
    for (const [method, op] of Object.entries(methods)) {
      if (!op.summary) continue;
      const slug = kebabCase(op.summary);
      byPath.set(`/paths/${path.replace(/\//g, "~1")}/${method}`, slug);
      const refs = [
        ...Object.values(op.requestBody?.content ?? {}),
        ...Object.values(op.responses?.["200"]?.content ?? {}),
      ].map((media) => media.schema?.$ref);
      for (const ref of refs) if (ref) bySchema.set(ref.replace(/^#/, ""), slug);
    }
  return { byPath, bySchema };
}

const memo = new WeakMap<OpenApiDoc, ReturnType<typeof operationsOf>>();

/** The operation an OpenAPI example belongs to, from its JSON pointer: its path, or its request or response schema. */
export function operationOfPointer(pointer: string, doc: OpenApiDoc): string | null {
  const { byPath, bySchema } = memo.get(doc) ?? memo.set(doc, operationsOf(doc)).get(doc)!;
  const path = /^(\/paths\/[^/]+\/[a-z]+)\//.exec(pointer);
  if (path) return byPath.get(path[1]!) ?? null;
  const schema = /^(\/components\/schemas\/[^/]+)\//.exec(pointer);
  return schema ? (bySchema.get(schema[1]!) ?? null) : null;
}

/** One JSON value shown to readers, with where it is. */
export interface Shown {
  readonly where: string;
  readonly value: unknown;
  /** The operation whose request or response this is, when known. */
  readonly operation?: string | null;
  /** For a response: the request body it answers, when the page or the description shows one. */
  readonly request?: unknown;
  /** Whether the value is a request body (else a response or another value). */
  readonly isRequest?: boolean;
}

/**
 * Bodies of <ApiExample>s and ```json blocks of an MDX source; a block titled "Response"
 * answers the <ApiExample> before it. A json block that does not parse is an error.
 */
export async function shownInMdx(source: string, file: string): Promise<Shown[]> {
  const shown: Shown[] = [];
  let lastOperation: string | null = null;
  let lastRequest: unknown = undefined;
  const collector = () => (tree: UnistNode) =>
    walk(tree, (node) => {
      const line = (node as { position?: { start: { line: number } } }).position?.start.line ?? 0;
      const name = (node as { name?: string }).name;
      if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && name === "ApiExample") {
        const use = readApiExample(node, file);
        lastOperation = use.operation;
        lastRequest = use.body;
        if (use.body !== undefined)
          shown.push({
            where: `${file}:${line} <ApiExample ${use.operation}>`,
            value: use.body,
            operation: use.operation,
            isRequest: true,
          });
      }
      if (node.type === "code" && node.lang === "json") {
        const isResponse = /title="Response"/.test(node.meta ?? "");
        try {
          shown.push({
            where: `${file}:${line} json block`,
            value: JSON.parse(node.value ?? ""),
            operation: isResponse ? lastOperation : null,
            ...(isResponse ? { request: lastRequest } : {}),
          });
        } catch (error) {
          throw new Error(`${file}:${line}: a json block does not parse: ${(error as Error).message}`);
        }
      }
    });
  await compile({ value: blankFrontMatter(source), path: file }, { remarkPlugins: [remarkGfm, collector] });
  return shown;
}

/** Every `example` (and `examples[*].value`) in an OpenAPI document, with its JSON pointer. */
export function shownInOpenApi(source: string, file: string): Shown[] {
  const found: { at: string; value: unknown }[] = [];
  const visit = (value: unknown, at: string, parentIsProperties: boolean) => {
    if (!value || typeof value !== "object") return;
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      if (!parentIsProperties && key === "example") found.push({ at: `${at}/example`, value: child });
      else if (!parentIsProperties && key === "examples" && child && typeof child === "object")
        for (const [name, ex] of Object.entries(child as Record<string, { value?: unknown }>))
          found.push({ at: `${at}/examples/${name}`, value: ex.value });
      else visit(child, `${at}/${key.replace(/\//g, "~1")}`, key === "properties" && !parentIsProperties);
    }
  };
  const doc = parse(source) as OpenApiDoc;
  visit(doc, "", false);
  const byPointer = new Map(found.map((f) => [f.at, f.value]));
  return found.map(({ at, value }) => {
    const requestAt = requestPointerOf(at);
    const isRequest = /\/requestBody\/|Request\/example$/.test(at);
    return {
      where: `${file}#${at}`,
      value,
      operation: operationOfPointer(`${at}/`, doc),
      ...(isRequest ? { isRequest } : {}),
      ...(requestAt && byPointer.has(requestAt) ? { request: byPointer.get(requestAt) } : {}),
    };
  });
}

/**
 * Where the request a response example answers sits: an operation's success response pairs
 * with its request body's example, a `...Response` schema's example with its `...Request`
 * schema's example.
 */
export function requestPointerOf(pointer: string): string | null {
  const path = /^(\/paths\/[^/]+\/[a-z]+)\/responses\/2\d\d\/content\/[^/]+\/example$/.exec(pointer);
  if (path) return `${path[1]}/requestBody/content/application~1json/example`;
  const schema = /^(\/components\/schemas\/[^/]+)Response\/example$/.exec(pointer);
  return schema ? `${schema[1]}Request/example` : null;
}

/** Every object inside a shown value, with a path to it. */
export function objectsIn(shown: Shown): { where: string; object: Record<string, unknown> }[] {
  const out: { where: string; object: Record<string, unknown> }[] = [];
  const visit = (value: unknown, at: string) => {
    if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${at}[${i}]`));
    else if (value && typeof value === "object") {
      out.push({ where: at, object: value as Record<string, unknown> });
      for (const [key, child] of Object.entries(value)) visit(child, `${at}.${key}`);
    }
  };
  visit(shown.value, shown.where);
  return out;
}
