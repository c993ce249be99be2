/**
 * Every API request in the content is checked against the API description: each <ApiExample>
 * names a known operation and its body validates against that operation's request schema, and
 * every fenced block that calls the API names the operations it calls in its meta.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { compile } from "@mdx-js/mdx";
import remarkGfm from "remark-gfm";
import { describe, expect, it } from "vitest";
import {
  API_DESCRIPTION_FILE,
  createSchemaValidator,
  loadOpenApi,
} from "../../../../plugins/gatsby-source-openapi/src/__tests__/helpers/openapi-ajv";
import { loadApiModel } from "../../../../plugins/gatsby-source-openapi/model";
import { apiReferenceOptions } from "../../config/api-reference";
import { generateSamples, type SampleVariables } from "../../../common/code-samples";
import { sdkMethodOf } from "../../../common/sdk-operations";
import { walk, type UnistNode } from "../hast";
import { parseMetaAttribute } from "../../../common/mdx/highlight-lines";
import { readApiExample } from "../remark-api-example";
import { blankFrontMatter, contentFiles } from "../../__tests__/content/helpers/content-files";

const ROOT = path.resolve(__dirname, "../../../..");
const CONTENT = path.join(ROOT, "content");
const API_PREFIX = "/api/2/auto_eval";

interface Found {
  readonly apiExamples: { operation: string; body: unknown; variables?: SampleVariables; line: number }[];
  readonly codeBlocks: { lang: string | null; meta: string | null; value: string; line: number }[];
}

/** Compiles the MDX with @mdx-js/mdx and collects its <ApiExample>s and fenced code blocks. */
async function collect(source: string, relative: string): Promise<Found> {
  const found: Found = { apiExamples: [], codeBlocks: [] };
  const collector = () => (tree: UnistNode) => {
    walk(tree, (node) => {
      const line = (node as { position?: { start: { line: number } } }).position?.start.line ?? 0;
      const isJsx = node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement";
      if (isJsx && (node as UnistNode & { name?: string }).name === "ApiExample") {
        found.apiExamples.push({ ...readApiExample(node, relative), line });
      }
      if (node.type === "code") {
        found.codeBlocks.push({ lang: node.lang ?? null, meta: node.meta ?? null, value: node.value ?? "", line });
      }
    });
  };
  await compile({ value: blankFrontMatter(source), path: relative }, { remarkPlugins: [remarkGfm, collector] });
  return found;
}

const FILES = contentFiles(CONTENT);
const openApi = loadOpenApi();
const validator = createSchemaValidator(openApi);
// Slugs, methods and URLs as the site has them (the source plugin's model); each request
// schema as the description writes it, for the JSON Schema validator.
const model = await loadApiModel({ ...apiReferenceOptions(), specPath: API_DESCRIPTION_FILE });
const operations = new Map(
  model.operations.map((op) => {
    const raw = openApi.paths[op.apiPath]?.[op.method.toLowerCase()];
    const requestSchema = op.requestBody ? raw?.requestBody?.content?.[op.requestBody.contentType]?.schema : null;
    return [op.slug, { slug: op.slug, method: op.method, url: op.url, requestSchema: requestSchema ?? null }];
  }),
);
/** Operation slug -> its path after the API prefix, e.g. "evaluate" -> "/evaluation/evaluate". */
const apiPaths = new Map(
  [...operations.values()].map((op) => [op.slug, new URL(op.url).pathname.slice(API_PREFIX.length)]),
);

/**
 * Whether code calls an operation: it mentions the operation's path, with or without the API
 * prefix and leading slash, or calls its method of the official TypeScript SDK
 * (`client.evaluation.listMetrics(`).
 */
function callsOperation(code: string, slug: string, apiPath: string): boolean {
  if (new RegExp(`(?<![\\w])${apiPath.slice(1)}(?![\\w/])`).test(code)) return true;
  const sdk = sdkMethodOf(slug);
  if (sdk === null) return false;
  const method = `${sdk[0]}.${sdk[1]}`;
  if (code.includes(`.${method}(`)) return true;
  return Object.entries(HELPER_WAITS).some(([wait, calls]) => calls === method && code.includes(`.${wait}(`));
}

/**
 * The official SDK's AutoEval helper waits by calling an SDK method in a loop: a sample that
 * calls the wait calls that operation. The test below reads the helper's source, so an SDK
 * release that renames either side fails here.
 */
const HELPER_WAITS: Readonly<Record<string, string>> = {
  waitForLabelDatasetJob: "labelDatasetJobs.getStatus",
  waitForFineTuneJob: "fineTuneJobs.getStatus",
  waitForMetricOnline: "evaluation.getMetric",
};

describe("the SDK's AutoEval helper", () => {
  const source = readFileSync(path.resolve("node_modules/lastmile/lib/auto_eval.js"), "utf8");
  it.each(Object.entries(HELPER_WAITS))("%s calls %s", (wait, method) => {
    expect(source).toContain(`async ${wait}(`);
    expect(source).toContain(`this.client.${method}(`);
  });
});

function problemsIn(relative: string, { apiExamples, codeBlocks }: Found): string[] {
  const problems: string[] = [];
  for (const example of apiExamples) {
    const where = `${relative}:${example.line} <ApiExample operation="${example.operation}">`;
    const op = operations.get(example.operation);
    if (!op) problems.push(`${where}: names no operation`);
    else if (example.body === undefined) problems.push(`${where}: has no body`);
    else {
      for (const error of validator.errors(op.requestSchema, example.body)) problems.push(`${where}: body ${error}`);
      try {
        generateSamples({ method: op.method, url: op.url, body: example.body, variables: example.variables });
      } catch (error) {
        problems.push(`${where}: ${(error as Error).message}`);
      }
    }
  }
  for (const block of codeBlocks) {
    const where = `${relative}:${block.line} \`\`\`${block.lang ?? ""} ${block.meta ?? ""}`.trimEnd();
    const named = parseMetaAttribute(block.meta, "operations");
    const calls = [...apiPaths]
      .filter(([slug, apiPath]) => callsOperation(block.value, slug, apiPath))
      .map(([slug]) => slug);
    if (named === null) {
      if (block.value.includes(API_PREFIX) || calls.length > 0)
        problems.push(`${where}: calls the API (${calls.join(", ") || API_PREFIX}) but names no operations="..."`);
      continue;
    }
    const slugs = named.split(",").map((s) => s.trim());
    for (const slug of slugs) {
      const apiPath = apiPaths.get(slug);
      if (!apiPath) problems.push(`${where}: operations names unknown operation "${slug}"`);
      else if (!callsOperation(block.value, slug, apiPath))
        problems.push(`${where}: names "${slug}" but never calls ${apiPath}`);
    }
    for (const slug of calls.filter((s) => !slugs.includes(s)))
      problems.push(`${where}: calls ${apiPaths.get(slug)} without naming "${slug}" in operations`);
  }
  return problems;
}

const totals = { files: 0, apiExamples: 0, codeBlocks: 0, operationsNamed: 0 };

describe("API requests in the content", () => {
  it("finds the content and the operations", () => {
    expect(FILES.length).toBeGreaterThan(30);
    expect(operations.size).toBe(53);
  });

  it("catches a wrong body, an unknown operation, untagged request code and an unknown slug", async () => {
    const source = [
      "---",
      "title: T",
      "---",
      "",
      '<ApiExample operation="evaluate" body={{ metric: { name: 42 }, input: "one", outptu: ["x"] }} />',
      "",
      '<ApiExample operation="evaluate-everything" body={{}} />',
      "",
      '<ApiExample operation="get-dataset" />',
      "",
      '<ApiExample operation="get-dataset" body={{ id: "ds_5b81d0e6a7" }} variables={{ DATASET_ID: "ds_0" }} />',
      "",
      "```bash",
      "curl https://lastmileai.dev/api/2/auto_eval/dataset/get",
      "```",
      "",
      '```python operations="get-dataset,fly-to-the-moon"',
      'call("dataset/get", {})',
      'call("dataset/list", {})',
      "```",
      "",
      "```json",
      '{ "id": "ds_5b81d0e6a7" }',
      "```",
      "",
      "```js",
      'const { dataset } = await client.datasets.get({ id: "ds_5b81d0e6a7" });',
      "```",
    ].join("\n");
    const problems = problemsIn("fake.mdx", await collect(source, "fake.mdx"));
    const text = problems.join("\n");
    expect(text).toContain('fake.mdx:5 <ApiExample operation="evaluate">: body /metric/name: must be string');
    expect(text).toContain('fake.mdx:5 <ApiExample operation="evaluate">: body /input: must be array');
    expect(text).toContain("outptu");
    expect(text).toContain('fake.mdx:7 <ApiExample operation="evaluate-everything">: names no operation');
    expect(text).toContain('fake.mdx:9 <ApiExample operation="get-dataset">: has no body');
    expect(text).toContain(
      'fake.mdx:11 <ApiExample operation="get-dataset">: Variable DATASET_ID ("ds_0") does not occur in the body',
    );
    expect(text).toContain('fake.mdx:13 ```bash: calls the API (get-dataset) but names no operations="..."');
    expect(text).toContain('operations names unknown operation "fly-to-the-moon"');
    expect(text).toContain('calls /dataset/list without naming "list-datasets" in operations');
    expect(text).not.toContain("```json");
    expect(text).toContain('fake.mdx:26 ```js: calls the API (get-dataset) but names no operations="..."');
  });

  it.each(FILES.map((file) => [path.relative(ROOT, file), file]))("%s", async (relative, file) => {
    const found = await collect(readFileSync(file, "utf8"), relative);
    const tagged = found.codeBlocks.flatMap((b) => parseMetaAttribute(b.meta, "operations") ?? []);
    totals.files += 1;
    totals.apiExamples += found.apiExamples.length;
    totals.codeBlocks += tagged.length;
    totals.operationsNamed += tagged.reduce((n, names) => n + names.split(",").length, 0);
    expect(problemsIn(relative, found)).toEqual([]);
  });

  it("checked every file", () => {
    console.log(
      `content examples: ${totals.apiExamples} <ApiExample> bodies validated and ${totals.codeBlocks} tagged code blocks ` +
        `(${totals.operationsNamed} operations named) checked in ${totals.files} MDX files`,
    );
    expect(totals.files).toBe(FILES.length);
    expect(totals.apiExamples).toBeGreaterThan(50);
  });
});
