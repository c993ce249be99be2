/**
 * Build-time expansion of <ApiExample operation="..." body={{...}} variables={{...}} />: looks
 * the operation up in the API reference's model (the one gatsby-source-openapi sources nodes
 * from), generates curl / Python / JavaScript from the one body (reading the values named in
 * `variables` from environment variables; JavaScript through the official SDK where it has a
 * method for the operation, as on the operation's page), and hands the component ready,
 * highlighted samples and the operation's page. Unknown operations and bad variables fail the
 * build.
 */
import { operationSamples, type SampleVariables } from "../../common/code-samples";
import { highlight } from "../highlight";
import { loadApiModel } from "../../../plugins/gatsby-source-openapi/model";
import { apiReferenceOptions } from "../config/api-reference";
import { walk, type UnistNode } from "./hast";

interface JsxAttribute {
  type: "mdxJsxAttribute";
  name: string;
  value: string | { type: "mdxJsxAttributeValueExpression"; value: string } | null;
}

interface JsxNode extends UnistNode {
  name?: string;
  attributes?: JsxAttribute[];
}

export interface ApiExampleUse {
  readonly operation: string;
  readonly body: unknown;
  readonly variables?: SampleVariables;
}

/** Evaluates the body expression an author wrote (trusted content of this repository). */
export function evaluateBody(source: string): unknown {
  return new Function(`"use strict"; return (${source});`)();
}

export function readApiExample(node: JsxNode, file: string): ApiExampleUse {
  const attr = (name: string) => node.attributes?.find((a) => a.type === "mdxJsxAttribute" && a.name === name);
  const operation = attr("operation")?.value;
  if (typeof operation !== "string" || operation === "") {
    throw new Error(`${file}: <ApiExample> needs operation="<operation slug>", e.g. operation="evaluate".`);
  }
  const body = attr("body")?.value;
  const variables = attr("variables")?.value;
  const use: ApiExampleUse = {
    operation,
    body: body && typeof body === "object" ? evaluateBody(body.value) : undefined,
  };
  if (variables === undefined) return use;
  if (!variables || typeof variables !== "object")
    throw new Error(`${file}: <ApiExample operation="${operation}"> needs variables={{ NAME: "example value" }}.`);
  return { ...use, variables: evaluateBody(variables.value) as SampleVariables };
}

export function remarkApiExample() {
  return async (tree: UnistNode, vfile: { path?: string; history?: string[] }): Promise<void> => {
    const file = vfile.path ?? vfile.history?.[0] ?? "an MDX file";
    const examples: JsxNode[] = [];
    walk(tree, (node: JsxNode) => {
      if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && node.name === "ApiExample")
        examples.push(node);
    });
    if (examples.length === 0) return;
    // Loaded (once a build, shared with the source plugin) only by pages that show API requests.
    const { operations } = await loadApiModel(apiReferenceOptions());
    for (const node of examples) {
      const use = readApiExample(node, file);
      const op = operations.find((candidate) => candidate.slug === use.operation);
      if (!op) {
        const known = operations
          .map((candidate) => candidate.slug)
          .sort()
          .join(", ");
        throw new Error(
          `${file}: <ApiExample operation="${use.operation}"> names no operation. Known operations: ${known}.`,
        );
      }
      let generated;
      try {
        generated = operationSamples({ ...op, body: use.body, variables: use.variables });
      } catch (error) {
        throw new Error(`${file}: <ApiExample operation="${use.operation}">: ${(error as Error).message}`);
      }
      const samples = generated.map((s) => ({
        lang: s.lang,
        label: s.label,
        html: highlight(s.code, s.lang === "curl" ? "bash" : s.lang),
      }));
      const variableNames = Object.keys(use.variables ?? {});
      node.attributes = [
        ...(node.attributes ?? []).filter((a) => a.name !== "body" && a.name !== "variables"),
        ...(variableNames.length > 0
          ? [{ type: "mdxJsxAttribute" as const, name: "variableNames", value: variableNames.join(",") }]
          : []),
        { type: "mdxJsxAttribute", name: "method", value: op.method },
        { type: "mdxJsxAttribute", name: "url", value: op.url },
        { type: "mdxJsxAttribute", name: "samplesJson", value: JSON.stringify(samples) },
        { type: "mdxJsxAttribute", name: "reference", value: op.path },
      ];
    }
  };
}
