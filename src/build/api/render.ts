/**
 * The site's rendering of the API model: the source plugin hands over data (Markdown as
 * written, examples as values, requests), and the site turns it into what pages show, with
 * the same renderers as the rest of the site (src/build/markdown.ts, src/build/highlight.ts,
 * src/common/code-samples.ts). Build-time only: src/build/api/rendered-fields.ts serves these as GraphQL fields.
 */
import type { SchemaNode } from "../../../openapi-contract/schema-label";
import { operationSamples } from "../../common/code-samples";
import { highlight } from "../highlight";
import { markdownToHtml } from "../markdown";

/** A tree with every description also rendered to HTML (descriptionHtml). */
export function renderSchemaTree(node: SchemaNode): SchemaNode {
  return {
    ...node,
    ...(node.description ? { descriptionHtml: markdownToHtml(node.description) } : {}),
    ...(node.properties ? { properties: node.properties.map((p) => ({ ...p, node: renderSchemaTree(p.node) })) } : {}),
    ...(node.items ? { items: renderSchemaTree(node.items) } : {}),
    ...(node.values ? { values: renderSchemaTree(node.values) } : {}),
    ...(node.variants ? { variants: node.variants.map(renderSchemaTree) } : {}),
  };
}

/** An example as highlighted JSON (escaped HTML); null when there is none. */
export function exampleHtml(example: unknown): string | null {
  return example === null || example === undefined ? null : highlight(JSON.stringify(example, null, 2), "json");
}

/** What a request sample needs of an operation. */
export interface SampleSource {
  readonly slug: string;
  readonly method: string;
  readonly url: string;
  readonly apiPath: string;
  readonly requestBody: { readonly example?: unknown } | null;
}

/** The operation's request in curl, Python and JavaScript (the SDK where it covers it), each with its highlighted markup. */
export function codeSamplesFor(op: SampleSource) {
  const body = op.requestBody?.example ?? undefined;
  return operationSamples({ ...op, body }).map((sample) => ({
    ...sample,
    html: highlight(sample.code, sample.lang),
  }));
}
