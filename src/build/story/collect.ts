/**
 * Where the example story shows up: every JSON value an MDX page shows (<ApiExample> bodies,
 * ```json blocks) or the API description holds (request, response and schema examples), and
 * every story id mentioned anywhere in the text. Pure functions over sources; the test reads
 * the files.
 */
import { compile } from "@mdx-js/mdx";
import remarkGfm from "remark-gfm";
import { parse } from "yaml";
import { walk, type UnistNode } from "../mdx/hast";
import { readApiExample } from "../mdx/remark-api-example";
import { blankFrontMatter } from "../__tests__/content/helpers/content-files";

/** The operation an OpenAPI example belongs to, from its JSON pointer: a path's last segment or a Request/Response schema. */
export function operationOfPointer(pointer: string): string | null {
  const path = /#\/paths\/[^/]*~1([a-z_]+)\//.exec(pointer);
  if (path) return path[1]!.replace(/_/g, "-");
  const schema = /#\/components\/schemas\/[^/]*\.(\w+?)(Request|Response)\//.exec(pointer);
  return schema ? schema[1]!.replace(/([a-z])([A-Z])/g, "$1-$2").toLowerCase() : null;
}

/** One JSON value shown to readers, with where it is. */
export interface Shown {
  readonly where: string;
  readonly value: unknown;
  /** The operation whose request or response this is, when known. */
  readonly operation?: string | null;
}

/**
 * Bodies of <ApiExample>s and ```json blocks of an MDX source; a block titled "Response"
 * answers the <ApiExample> before it. A json block that does not parse is an error.
 */
export async function shownInMdx(source: string, file: string): Promise<Shown[]> {
  const shown: Shown[] = [];
  let lastOperation: string | null = null;
  const collector = () => (tree: UnistNode) =>
    walk(tree, (node) => {
      const line = (node as { position?: { start: { line: number } } }).position?.start.line ?? 0;
      const name = (node as { name?: string }).name;
      if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && name === "ApiExample") {
        const use = readApiExample(node, file);
        lastOperation = use.operation;
        if (use.body !== undefined)
          shown.push({
            where: `${file}:${line} <ApiExample ${use.operation}>`,
            value: use.body,
            operation: use.operation,
          });
      }
      if (node.type === "code" && node.lang === "json") {
        const isResponse = /title="Response"/.test(node.meta ?? "");
        try {
          shown.push({
            where: `${file}:${line} json block`,
            value: JSON.parse(node.value ?? ""),
            operation: isResponse ? lastOperation : null,
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
  const shown: Shown[] = [];
  const visit = (value: unknown, at: string, parentIsProperties: boolean) => {
    if (!value || typeof value !== "object") return;
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      if (!parentIsProperties && key === "example")
        shown.push({ where: `${file}#${at}/example`, value: child, operation: operationOfPointer(`#${at}/`) });
      else if (!parentIsProperties && key === "examples" && child && typeof child === "object")
        for (const [name, ex] of Object.entries(child as Record<string, { value?: unknown }>))
          shown.push({
            where: `${file}#${at}/examples/${name}`,
            value: ex.value,
            operation: operationOfPointer(`#${at}/`),
          });
      else visit(child, `${at}/${key.replace(/\//g, "~1")}`, key === "properties" && !parentIsProperties);
    }
  };
  visit(parse(source), "", false);
  return shown;
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
