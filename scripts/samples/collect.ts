/**
 * Finds every code sample a reader can copy, in page order: the fenced code blocks of the MDX
 * pages, the three samples of each <ApiExample> (made by the same generator the build uses)
 * and the three generated samples of every API operation page. Titled blocks that are data
 * (a CSV, a form saved as JSON) become files of the page's flow; the API answers a page shows
 * are kept to be checked (responses.ts); other blocks (output) are not samples.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkMdx from "remark-mdx";
import {
  operationSamples,
  type CodeSampleLang,
  type GeneratedSample,
  type OperationSampleSource,
} from "../../src/common/code-samples";
import { parseMetaAttribute } from "../../src/common/mdx/highlight-lines";
import { readApiExample } from "../../src/build/mdx/remark-api-example";
import { loadApiModel } from "../../plugins/gatsby-source-openapi/model";
import { responseMark } from "../../src/common/mdx/response-marks";
import { isResponseBlock, type ShownResponse } from "./responses";

export type Language = CodeSampleLang | "other";
export const LANGUAGES: readonly Language[] = ["curl", "python", "javascript", "other"];
/** The languages a flow can run in. */
export type FlowLanguage = CodeSampleLang;
export const FLOW_LANGUAGES: readonly FlowLanguage[] = ["curl", "python", "javascript"];

export interface Sample {
  /** `file:line` (and the language, for generated samples): where an author finds it. */
  readonly id: string;
  readonly file: string;
  readonly line: number;
  readonly language: Language;
  readonly origin: "code block" | "ApiExample" | "operation page";
  readonly code: string;
  /** The file name its title gives (`upload.py`), written to the flow's folder before it runs. */
  readonly fileName: string | null;
  /** Why it cannot run against the mock (fence meta `norun="..."`); never shown to readers. */
  readonly norun: string | null;
  /**
   * Code the runner appends when it runs a sample that only defines functions (fence meta
   * `then="..."`), so that they are called; the file later steps import is written as shown.
   */
  readonly then: string | null;
  /**
   * Variables set for its run only (fence meta `env="NAME=value ..."`), for a setting the sample
   * reads from the environment: a latency budget a busy test machine cannot keep.
   */
  readonly env: Readonly<Record<string, string>>;
  /**
   * The port of a server it starts (fence meta `serve="5000"`): the runner starts it, waits
   * until the port answers, runs the flow's next steps (the request the page shows) against
   * it, and stops it when the flow ends.
   */
  readonly serve: number | null;
  /** Whether it calls the API, so it must have made at least one request. */
  readonly callsApi: boolean;
  /**
   * The flows it runs in: its own language's; for a shell step outside the code-sample tabs,
   * every flow of the page, or the one its fence meta `flow="python"` names.
   */
  readonly flows: "own" | "all" | FlowLanguage;
}

export type Step =
  | { readonly kind: "sample"; readonly sample: Sample }
  | { readonly kind: "file"; readonly name: string; readonly content: string; readonly line: number }
  /** "Save the response above as run.json": the flow's last answer, saved where the reader saves it. */
  | { readonly kind: "save"; readonly name: string; readonly line: number }
  /** An API answer the page shows, checked against the mock's after the flows ran (responses.ts). */
  | { readonly kind: "response"; readonly response: ShownResponse };

export interface Page {
  /** The MDX file, or the operation's page. */
  readonly name: string;
  readonly steps: readonly Step[];
}

const SHELL = new Set(["bash", "sh", "shell", "zsh"]);
const PYTHON = new Set(["python", "py"]);
const JAVASCRIPT = new Set(["js", "javascript", "mjs", "node"]);
const OTHER_CODE = new Set(["powershell", "ps1", "pwsh", "cmd", "bat"]);
const FILE_NAME = /^[\w.-]+\.[A-Za-z0-9]+$/;
/** The one client of /sdk/, which the guides' scripts import. */
const CLIENT_FILE = /^autoeval_client\.py$/;
/** The mock gateway of /sdk/, in front of Prism for every flow. */
const GATEWAY_FILE = "mock-gateway.mjs";

export function languageOf(lang: string | null): Language | null {
  const name = (lang ?? "").toLowerCase();
  if (SHELL.has(name)) return "curl";
  if (PYTHON.has(name)) return "python";
  if (JAVASCRIPT.has(name)) return "javascript";
  if (OTHER_CODE.has(name)) return "other";
  return null;
}

interface Node {
  type: string;
  name?: string | null;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  attributes?: { type: string; name: string; value: unknown }[];
  children?: Node[];
  position?: { start: { line: number } };
}

function attribute(node: Node, name: string): string | null {
  const found = node.attributes?.find((a) => a.type === "mdxJsxAttribute" && a.name === name);
  return typeof found?.value === "string" ? found.value : null;
}

/** The language tab a node sits in, when it sits in a code-samples tab group. */
function sampleTab(ancestors: readonly Node[]): string | null {
  for (let i = ancestors.length - 1; i > 0; i--) {
    const node = ancestors[i]!;
    const parent = ancestors[i - 1]!;
    if (node.name === "TabItem" && parent.name === "Tabs" && attribute(parent, "groupId") === "code-samples")
      return attribute(node, "value");
  }
  return null;
}

/** The flow a shell step outside the code-sample tabs belongs to: every flow, or the one `flow="..."` names. */
function flowMeta(meta: string | null | undefined, where: string): "all" | FlowLanguage {
  const flow = parseMetaAttribute(meta, "flow");
  if (flow === null) return "all";
  if (!(FLOW_LANGUAGES as readonly string[]).includes(flow))
    throw new Error(`${where}: flow="${flow}" names no flow; use one of ${FLOW_LANGUAGES.join(", ")}`);
  return flow as FlowLanguage;
}

/** A shell step in a language's tab (the command that starts that tab's server) runs in that language's flow. */
function tabFlow(tab: string): "own" | FlowLanguage {
  return tab !== "curl" && (FLOW_LANGUAGES as readonly string[]).includes(tab) ? (tab as FlowLanguage) : "own";
}

/** The port `serve="5000"` names; another value stops the run. */
export function serveMeta(meta: string | null | undefined, where: string): number | null {
  const serve = parseMetaAttribute(meta, "serve");
  if (serve === null) return null;
  if (!/^\d{2,5}$/.test(serve)) throw new Error(`${where}: serve="${serve}" is not the port the server listens on`);
  return Number(serve);
}

const ENV_ENTRY = /^([A-Z_][A-Z0-9_]*)=(\S*)$/;

/** The variables `env="NAME=value OTHER=value"` sets; an entry of another form stops the run. */
export function envMeta(meta: string | null | undefined, where: string): Readonly<Record<string, string>> {
  const entries = (parseMetaAttribute(meta, "env") ?? "").split(/\s+/).filter(Boolean);
  return Object.fromEntries(
    entries.map((entry) => {
      const match = ENV_ENTRY.exec(entry);
      if (!match) throw new Error(`${where}: env="${entry}" is not NAME=value (capitals, digits and _ in the name)`);
      return [match[1], match[2]];
    }),
  );
}

type Operations = ReadonlyMap<string, { method: string; url: string; apiPath: string }>;

/** The answer a block shows, tied to the operation `response-of` names or the last one called above it. */
function shownResponse(
  node: Node,
  where: string,
  line: number,
  file: string,
  lastOperation: string | null,
  operations: Operations,
): ShownResponse {
  const slug = parseMetaAttribute(node.meta, "response-of") ?? lastOperation;
  const op = slug === null ? undefined : operations.get(slug);
  if (slug !== null && !op) throw new Error(`${where}: response-of="${slug}" names no operation`);
  return {
    id: where,
    file,
    line,
    text: node.value ?? "",
    mark: responseMark(parseMetaAttribute(node.meta, "response"), where),
    operation: op ? { slug: slug!, method: op.method, apiPath: op.apiPath } : null,
  };
}

/** The steps of one MDX page, in the order a reader meets them. */
export function pageSteps(source: string, file: string, operations: Operations): Step[] {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(source) as Node;
  const steps: Step[] = [];
  // The operation the page called last, which a Response block below answers.
  let lastOperation: string | null = null;
  const visit = (node: Node, ancestors: Node[]) => {
    const line = node.position?.start.line ?? 0;
    const where = `${file}:${line}`;
    if (node.type === "code") {
      const language = languageOf(node.lang ?? null);
      const title = parseMetaAttribute(node.meta, "title");
      const fileName = title && FILE_NAME.test(title) ? title : null;
      if (isResponseBlock(node.lang, title, node.meta ?? null))
        steps.push({ kind: "response", response: shownResponse(node, where, line, file, lastOperation, operations) });
      const called = parseMetaAttribute(node.meta, "operations")?.split(",").at(-1)?.trim();
      if (called) lastOperation = called;
      if (language === null) {
        const saveAs = parseMetaAttribute(node.meta, "save-as");
        if (saveAs) steps.push({ kind: "save", name: saveAs, line });
        else if (fileName) steps.push({ kind: "file", name: fileName, content: `${node.value ?? ""}\n`, line });
        return;
      }
      const tab = sampleTab(ancestors);
      steps.push({
        kind: "sample",
        sample: {
          id: where,
          file,
          line,
          language,
          origin: "code block",
          code: node.value ?? "",
          fileName,
          norun: parseMetaAttribute(node.meta, "norun"),
          then: parseMetaAttribute(node.meta, "then"),
          env: envMeta(node.meta, where),
          serve: serveMeta(node.meta, where),
          callsApi: parseMetaAttribute(node.meta, "operations") !== null,
          flows: language !== "curl" ? "own" : tab === null ? flowMeta(node.meta, where) : tabFlow(tab),
        },
      });
      return;
    }
    if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && node.name === "ApiExample") {
      const use = readApiExample(node as never, file);
      const op = operations.get(use.operation);
      if (!op) throw new Error(`${where}: <ApiExample operation="${use.operation}"> names no operation`);
      lastOperation = use.operation;
      const generated = operationSamples({ ...op, slug: use.operation, body: use.body, variables: use.variables });
      for (const sample of generated)
        steps.push(generatedStep(sample, `${where} (${sample.lang})`, file, line, "ApiExample"));
      return;
    }
    for (const child of node.children ?? []) visit(child, [...ancestors, node]);
  };
  visit(tree, []);
  return steps;
}

/** A sample the site generates from the description (an ApiExample's or an operation page's): it calls the API. */
function generatedStep(
  sample: GeneratedSample,
  id: string,
  file: string,
  line: number,
  origin: "ApiExample" | "operation page",
): Step {
  return {
    kind: "sample",
    sample: {
      id,
      file,
      line,
      language: sample.lang,
      origin,
      code: sample.code,
      fileName: null,
      norun: null,
      then: null,
      env: {},
      serve: null,
      callsApi: true,
      flows: "own",
    },
  };
}

/** One page per operation, with its three samples as the page shows them. */
export function operationPages(ops: readonly OperationSampleSource[]): Page[] {
  return ops.map((op) => ({
    name: `/api/${op.slug}/`,
    steps: operationSamples(op).map((sample) =>
      generatedStep(sample, `/api/${op.slug}/ (${sample.lang})`, `/api/${op.slug}/`, 0, "operation page"),
    ),
  }));
}

export interface Collected {
  readonly pages: readonly Page[];
  /** The example helper of /sdk/ (autoeval_client.py), written into every flow's folder. */
  readonly clientFiles: readonly { name: string; content: string }[];
  /** The mock gateway /sdk/ tells readers to run in front of Prism: every flow goes through it. */
  readonly gateway: { readonly id: string; readonly code: string };
}

export async function collectSamples(options: {
  root: string;
  mdxFiles: readonly string[];
  sdkFile: string;
  specPath: string;
  apiOptions: Parameters<typeof loadApiModel>[0];
}): Promise<Collected> {
  const model = await loadApiModel({ ...options.apiOptions, specPath: options.specPath });
  const operations = new Map(model.operations.map((op) => [op.slug, op]));
  const pages = options.mdxFiles.map((file) => {
    const name = path.relative(options.root, file);
    return { name, steps: pageSteps(readFileSync(file, "utf8"), name, operations) };
  });
  const sdkName = path.relative(options.root, options.sdkFile);
  const sdk = pages.find((page) => page.name === sdkName);
  const isGateway = (step: Step) => step.kind === "sample" && step.sample.fileName === GATEWAY_FILE;
  const gateway = sdk?.steps.find(isGateway);
  if (gateway?.kind !== "sample") throw new Error(`${sdkName} shows no ${GATEWAY_FILE} block; the runner starts it`);
  const clientFiles = (sdk?.steps ?? []).flatMap((step) =>
    step.kind === "sample" && step.sample.fileName && CLIENT_FILE.test(step.sample.fileName)
      ? [{ name: step.sample.fileName, content: `${step.sample.code}\n` }]
      : [],
  );
  const apiPages = operationPages(
    model.operations.map((op) => ({
      slug: op.slug,
      apiPath: op.apiPath,
      method: op.method,
      url: op.url,
      body: op.requestBody?.example ?? undefined,
    })),
  );
  // The gateway serves every flow instead of running as a step of one (it never ends).
  const pageList = pages.map((page) =>
    page === sdk ? { ...page, steps: page.steps.filter((s) => !isGateway(s)) } : page,
  );
  return {
    pages: [...pageList.filter((page) => page.steps.length > 0), ...apiPages],
    clientFiles,
    gateway: { id: gateway.sample.id, code: `${gateway.sample.code}\n` },
  };
}
