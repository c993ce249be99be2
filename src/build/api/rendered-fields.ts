/**
 * The site's side of the API reference: the OpenAPI source plugin's nodes hold data only, and
 * these fields render it (descriptions to HTML, examples and samples highlighted, meta
 * descriptions), with the renderers the rest of the site uses (src/build/api/render.ts).
 * Schema trees are served with their descriptions rendered, under the plugin's field names.
 */
import { renderSchemaTree, codeSamplesFor, exampleHtml, type SampleSource } from "./render";
import { slugify } from "../heading-slug";
import { markdownToHtml, metaDescription } from "../markdown";
import type { SchemaNode } from "../../../openapi-contract/schema-label";

/** Types the rendered fields need that the plugin does not declare. */
export const apiRenderingTypeDefs = /* GraphQL */ `
  "A request sample in one language."
  type ApiCodeSample {
    "curl, python or javascript."
    lang: String!
    label: String!
    code: String!
    "The code, syntax-highlighted at build time (escaped HTML)."
    html: String!
  }
`;

interface Described {
  readonly description: string;
}

interface FindOne {
  nodeModel: { findOne: (args: { type: string }) => Promise<{ title: string } | null> };
}

const descriptionHtml = {
  type: "String!",
  description: "The description rendered to HTML with raw HTML disabled.",
  resolve: (source: Described) => markdownToHtml(source.description),
};

const highlightedExample = {
  type: "String",
  description: "The example as highlighted JSON (escaped HTML), made at build time.",
  resolve: (source: { example?: unknown }) => exampleHtml(source.example),
};

/** A tree field (JSON) served with its descriptions rendered. */
const renderedTree = (field: "schema" | "tree") => ({
  resolve: (source: Record<string, unknown>) => {
    const tree = source[field] as SchemaNode | null | undefined;
    return tree ? renderSchemaTree(tree) : tree;
  },
});

const META = "First sentence of the description as plain text, for the page's meta description.";

/** createResolvers' argument for the API types. */
export const apiRenderingResolvers = {
  ApiInfo: { descriptionHtml },
  ApiSecurityScheme: { descriptionHtml },
  ApiTag: {
    descriptionHtml,
    headingId: {
      type: "String!",
      description:
        "Id of the tag's section heading on the API's information page, made like every heading id (github-slugger).",
      resolve: (tag: { name: string }) => slugify(tag.name),
    },
  },
  ApiOperation: {
    descriptionHtml,
    metaDescription: {
      type: "String!",
      description: META,
      resolve: (op: Described & { summary: string; method: string; apiPath: string }) =>
        metaDescription(op.description, `${op.summary}: ${op.method} ${op.apiPath}.`),
    },
    codeSamples: {
      type: "[ApiCodeSample!]!",
      description: "Request samples generated at build time from the request example.",
      resolve: (op: SampleSource) => codeSamplesFor(op),
    },
  },
  ApiParameter: { descriptionHtml, schema: renderedTree("schema") },
  ApiRequestBody: { descriptionHtml, schema: renderedTree("schema"), exampleHtml: highlightedExample },
  ApiResponse: { descriptionHtml, schema: renderedTree("schema"), exampleHtml: highlightedExample },
  ApiExample: {
    html: {
      type: "String!",
      description: "The value as highlighted JSON (escaped HTML), made at build time.",
      resolve: (example: { value?: unknown }) => exampleHtml(example.value) ?? "",
    },
  },
  ApiSchema: {
    descriptionHtml,
    exampleHtml: highlightedExample,
    tree: renderedTree("tree"),
    metaDescription: {
      type: "String!",
      description: META,
      resolve: async (schema: Described & { title: string }, _args: unknown, context: FindOne) => {
        const info = await context.nodeModel.findOne({ type: "ApiInfo" });
        return metaDescription(schema.description, `The ${schema.title} schema of the ${info?.title ?? "API"}.`);
      },
    },
  },
};
