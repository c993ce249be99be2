/** How pages become flows, what the strict description closes, and what a page keeps of the fence meta. */
import { describe, expect, it } from "vitest";
import { readerMeta } from "../../../src/build/mdx/remark-code-meta";
import { envMeta, pageSteps, type Sample } from "../collect";
import { usedLater } from "../execute";
import { flowsOf } from "../flows";
import { closeObjectSchemas } from "../strict-spec";

const fence = (meta: string, code: string) => `\`\`\`${meta}\n${code}\n\`\`\``;

describe("flows of a page", () => {
  const source = [
    fence('csv title="rows.csv"', "input,output"),
    fence("bash", "export DATASET_ID=ds_1"),
    '<Tabs groupId="code-samples">',
    '<TabItem value="curl" label="curl">',
    "",
    fence('bash title="get.sh"', "curl ..."),
    "",
    "</TabItem>",
    '<TabItem value="python" label="Python">',
    "",
    fence('python title="get.py"', "print(1)"),
    "",
    "</TabItem>",
    "</Tabs>",
    fence('bash flow="python"', "python3 get.py"),
    fence('json title="Response" save-as="form.json"', "{}"),
  ].join("\n");
  const flows = flowsOf({ name: "content/docs/x.mdx", steps: pageSteps(source, "x.mdx", new Map()) });
  const names = (i: number) =>
    flows[i]!.steps.map((s) => (s.kind === "sample" ? (s.sample.fileName ?? s.sample.code) : `${s.kind}:${s.name}`));

  it("gives each language of the page a flow, with the shared steps and files in each", () => {
    expect(flows.map((f) => f.id)).toEqual(["content_docs_x.mdx.curl", "content_docs_x.mdx.python"]);
    expect(names(0)).toEqual(["file:rows.csv", "export DATASET_ID=ds_1", "get.sh", "save:form.json"]);
    expect(names(1)).toEqual(["file:rows.csv", "export DATASET_ID=ds_1", "get.py", "python3 get.py", "save:form.json"]);
  });

  it("refuses a flow that names no language", () => {
    expect(() => pageSteps(fence('bash flow="ruby"', "x"), "x.mdx", new Map())).toThrow(
      'x.mdx:1: flow="ruby" names no flow; use one of curl, python, javascript',
    );
  });
});

describe("the strict description", () => {
  it("closes object schemas that list their properties, and leaves examples and combinations alone", () => {
    const closed = closeObjectSchemas({
      type: "object",
      properties: { a: { type: "object", properties: { b: { type: "string" } } }, m: { type: "object" } },
      example: { a: { b: "x", extra: 1 } },
      additionalProperties: true,
    });
    expect(closed).toEqual({
      type: "object",
      properties: {
        a: { type: "object", properties: { b: { type: "string" } }, additionalProperties: false },
        m: { type: "object" },
      },
      example: { a: { b: "x", extra: 1 } },
      additionalProperties: true,
    });
    expect(closeObjectSchemas({ allOf: [{ $ref: "#/x" }], properties: { c: {} } })).not.toHaveProperty(
      "additionalProperties",
    );
  });
});

describe("the meta a page keeps", () => {
  it("drops what only the sample runner reads", () => {
    expect(
      readerMeta('title="a.py" {2} norun="why not" then="f(\'x\')" env="A_MS=5" flow="python" save-as="r.json"'),
    ).toBe('title="a.py" {2}');
  });
});

describe("env meta", () => {
  it("sets each NAME=value for the sample's run", () => {
    expect(envMeta('title="g.py" env="GUARDRAIL_TIMEOUT_S=5 OTHER_MS=100"', "g.mdx:3")).toEqual({
      GUARDRAIL_TIMEOUT_S: "5",
      OTHER_MS: "100",
    });
    expect(envMeta('title="g.py"', "g.mdx:3")).toEqual({});
  });

  it("stops on an entry that is not NAME=value, naming where", () => {
    expect(() => envMeta('env="timeout 5"', "g.mdx:3")).toThrow('g.mdx:3: env="timeout" is not NAME=value');
  });
});

describe("servers and the files later steps use", () => {
  const source = [
    '<Tabs groupId="code-samples">',
    '<TabItem value="python" label="Python">',
    "",
    fence('python title="guardrail.py" operations="evaluate"', "def guard(): ..."),
    fence('python title="app.py"', "from guardrail import guard"),
    fence('bash serve="5000"', "flask --app app run"),
    fence("bash", "curl -sS --fail-with-body localhost:5000/chat"),
    "",
    "</TabItem>",
    '<TabItem value="javascript" label="JavaScript">',
    "",
    fence('js title="app.mjs"', 'import { guardrail } from "./guardrail.mjs";'),
    fence('bash serve="3000"', "node app.mjs"),
    "",
    "</TabItem>",
    "</Tabs>",
  ].join("\n");
  const steps = pageSteps(source, "g.mdx", new Map());
  const samples = steps.flatMap((s) => (s.kind === "sample" ? [s.sample] : []));
  const flows = flowsOf({ name: "g.mdx", steps });
  const later = (sample: Sample) => {
    const flow = flows.find((f) => f.steps.some((s) => s.kind === "sample" && s.sample === sample))!;
    const at = flow.steps.findIndex((s) => s.kind === "sample" && s.sample === sample);
    return usedLater(sample, flow.steps.slice(at + 1));
  };

  it("puts a shell step in a language's tab into that language's flow, with the port it serves", () => {
    expect(flows.map((f) => f.language)).toEqual(["python", "javascript"]);
    expect(samples.map((s) => [s.code.split(" ")[0], s.flows, s.serve])).toEqual([
      ["def", "own", null],
      // A template literal: with quotes the import scanner would read this word as an import.
      [`from`, "own", null],
      ["flask", "python", 5000],
      ["curl", "python", null],
      ["import", "own", null],
      ["node", "javascript", 3000],
    ]);
  });

  it("knows a module a later step imports and a file a later step runs", () => {
    expect(later(samples[0]!)).toBe("imports");
    expect(later(samples[1]!)).toBe("runs");
    expect(later(samples[4]!)).toBe("runs");
    expect(later(samples[3]!)).toBeNull();
  });

  it("refuses a serve that is not a port", () => {
    expect(() => pageSteps(fence('bash serve="web"', "x"), "x.mdx", new Map())).toThrow(
      'x.mdx:1: serve="web" is not the port the server listens on',
    );
  });
});
