import { describe, expect, it } from "vitest";
import type { UnistNode } from "../hast";
import { apiExampleStrings } from "../../../mdx/api-example-strings";
import { evaluateBody, readApiExample, remarkApiExample } from "../remark-api-example";

type JsxNode = Parameters<typeof readApiExample>[0];
type Attribute = NonNullable<JsxNode["attributes"]>[number];

function apiExample(attributes: Attribute[]): JsxNode & { attributes: Attribute[] } {
  return { type: "mdxJsxFlowElement", name: "ApiExample", attributes, children: [] };
}

const attr = (name: string, value: Attribute["value"]): Attribute => ({ type: "mdxJsxAttribute", name, value });
const expression = (value: string) => ({ type: "mdxJsxAttributeValueExpression" as const, value });

describe("evaluateBody and readApiExample", () => {
  it("evaluates the body expression an author wrote", () => {
    expect(evaluateBody('{ metric: { name: "FAITHFULNESS" }, input: ["a", `b`], n: 1 + 1 }')).toEqual({
      metric: { name: "FAITHFULNESS" },
      input: ["a", "b"],
      n: 2,
    });
  });

  it("reads the operation and the body", () => {
    const node = apiExample([attr("operation", "evaluate"), attr("body", expression('{ input: ["x"] }'))]);
    expect(readApiExample(node, "a.mdx")).toEqual({ operation: "evaluate", body: { input: ["x"] } });
    expect(readApiExample(apiExample([attr("operation", "list-metrics")]), "a.mdx")).toEqual({
      operation: "list-metrics",
      body: undefined,
    });
  });

  it("names the file when the operation is missing or not a plain string", () => {
    expect(() => readApiExample(apiExample([]), "content/docs/x.mdx")).toThrow(
      'content/docs/x.mdx: <ApiExample> needs operation="<operation slug>", e.g. operation="evaluate".',
    );
    expect(() => readApiExample(apiExample([attr("operation", expression('"evaluate"'))]), "x.mdx")).toThrow(
      "x.mdx: <ApiExample> needs operation=",
    );
  });
});

describe("remarkApiExample", () => {
  function run(node: UnistNode, path = "content/docs/quickstart.mdx"): Promise<void> {
    return remarkApiExample()({ type: "root", children: [node] }, { path });
  }

  it("replaces the body with the method, URL and generated samples of the operation", async () => {
    const node = apiExample([
      attr("operation", "evaluate"),
      attr("body", expression('{ metric: { name: "FAITHFULNESS" }, input: ["q"], output: ["a"] }')),
    ]);
    await run(node);
    const byName = Object.fromEntries(node.attributes.map((a) => [a.name, a.value]));
    expect(byName["body"]).toBeUndefined();
    expect(byName["operation"]).toBe("evaluate");
    expect(byName["method"]).toBe("POST");
    expect(byName["url"]).toBe("https://lastmileai.dev/api/2/auto_eval/evaluation/evaluate");
    expect(byName["reference"]).toBe("/api/evaluate/");
    const samples = JSON.parse(String(byName["samplesJson"])) as { lang: string; label: string; html: string }[];
    expect(samples.map((s) => s.lang)).toEqual(["curl", "python", "javascript"]);
    expect(samples.every((s) => s.html.length > 0)).toBe(true);
    expect(samples[0]!.html).toContain("AUTOEVAL_API_KEY");
    expect(samples[0]!.html).toContain("FAITHFULNESS");
  });

  it("fails on an unknown operation, naming the file and listing the known ones", async () => {
    const node = apiExample([attr("operation", "evaluate-everything"), attr("body", expression("{}"))]);
    let message = "";
    try {
      await run(node, "content/docs/metrics.mdx");
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(
      'content/docs/metrics.mdx: <ApiExample operation="evaluate-everything"> names no operation.',
    );
    expect(message).toContain("Known operations: add-project-members, add-resource-role-permission,");
    expect(message).toContain("evaluate, evaluate-dataset");
  });

  it("reads the variables the author names and tells the component which ones the samples read", async () => {
    const node = apiExample([
      attr("operation", "get-dataset"),
      attr("body", expression('{ id: "ds_5b81d0e6a7" }')),
      attr("variables", expression('{ DATASET_ID: "ds_5b81d0e6a7" }')),
    ]);
    await run(node);
    const byName = Object.fromEntries(node.attributes.map((a) => [a.name, a.value]));
    expect(byName["variables"]).toBeUndefined();
    expect(byName["variableNames"]).toBe("DATASET_ID");
    const samples = JSON.parse(String(byName["samplesJson"])) as { lang: string; html: string }[];
    expect(samples[0]!.html).toContain("DATASET_ID");
    expect(samples[0]!.html).not.toContain("ds_5b81d0e6a7");
  });

  it("tells the reader which variables to set, in words that fit one or several", () => {
    expect(apiExampleStrings.readsVariables(["DATASET_ID"])).toBe(
      "Reads DATASET_ID from the environment, beside AUTOEVAL_API_KEY: set it to your own value first.",
    );
    expect(apiExampleStrings.readsVariables(["PROJECT_ID", "ROLE_ID", "RUN_ID"])).toBe(
      "Reads PROJECT_ID, ROLE_ID and RUN_ID from the environment, beside AUTOEVAL_API_KEY: set them to your own values first.",
    );
  });

  it("fails on a variable that the body does not hold, naming the file", async () => {
    const node = apiExample([
      attr("operation", "get-dataset"),
      attr("body", expression('{ id: "ds_5b81d0e6a7" }')),
      attr("variables", expression('{ DATASET_ID: "ds_000" }')),
    ]);
    await expect(run(node, "content/docs/quickstart.mdx")).rejects.toThrow(
      'content/docs/quickstart.mdx: <ApiExample operation="get-dataset">: Variable DATASET_ID ("ds_000") does not occur in the body',
    );
  });

  it("leaves other elements alone", async () => {
    const other = { type: "mdxJsxFlowElement", name: "Tabs", attributes: [attr("groupId", "os")], children: [] };
    await run(other);
    expect(other.attributes).toEqual([attr("groupId", "os")]);
  });
});
