import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempSite } from "../../__tests__/helpers/temp-site";
import { loadApiModel } from "../../../../plugins/gatsby-source-openapi/model";
import { apiReferenceOptions } from "../../config/api-reference";
import { mdxToMarkdown } from "../mdx-to-markdown";

// The operations as the twins get them: by slug, with method, URL and page (ApiOperation nodes).
const operations = new Map((await loadApiModel(apiReferenceOptions())).operations.map((op) => [op.slug, op]));

const md = (body: string) => mdxToMarkdown(body, { operations: new Map() });

describe("mdxToMarkdown and ApiExample", () => {
  it("writes the curl request, with the reader's variables where the author named them", () => {
    const markdown = mdxToMarkdown(
      [
        "Read the dataset:",
        "",
        "<ApiExample",
        '  operation="get-dataset"',
        '  variables={{ DATASET_ID: "ds_5b81d0e6a7" }}',
        '  body={{ id: "ds_5b81d0e6a7" }}',
        "/>",
      ].join("\n"),
      { operations },
    );
    expect(markdown).toContain("`POST /api/2/auto_eval/dataset/get` ([API reference](/api/get-dataset/))");
    expect(markdown).toContain("```bash\ncurl");
    expect(markdown).toContain(`"id": "'"$DATASET_ID"'"`);
    expect(markdown).not.toContain("ds_5b81d0e6a7");
  });

  it("keeps working when variables come after the body", () => {
    const markdown = mdxToMarkdown(
      '<ApiExample operation="get-dataset" body={{ id: "ds_5b81d0e6a7" }} variables={{ DATASET_ID: "ds_5b81d0e6a7" }} />',
      { operations },
    );
    expect(markdown).toContain("$DATASET_ID");
  });
});

describe("mdxToMarkdown admonitions", () => {
  it("turns the Markdown, JSX and GitHub forms into the same quote, starting with the heading the page shows", () => {
    const jsx = md('<Admonition type="tip" title="Batch it">\nUse **small** batches.\n</Admonition>\n\nAfter.');
    const directive = md(":::tip[Batch it]\nUse **small** batches.\n:::\n\nAfter.");
    expect(directive).toBe("> **Batch it:** Use **small** batches.\n\nAfter.");
    expect(jsx).toBe(directive);
    expect(md("> [!WARNING]\n> Keys are shown once.")).toBe("> **Warning:** Keys are shown once.");
  });

  it("labels an untitled one with its type", () => {
    expect(md(":::danger\nNo undo.\n:::")).toBe("> **Danger:** No undo.");
  });

  it("handles a one-line <Admonition> (the JSX leaked into the twin before)", () => {
    expect(md('<Admonition type="note">Keys are secret.</Admonition>')).toBe("> **Note:** Keys are secret.");
  });

  it("puts the label on a line of its own when the body starts with a list or code", () => {
    expect(md(":::note\n- one\n- two\n:::")).toBe("> **Note:**\n>\n> - one\n> - two");
  });
});

describe("mdxToMarkdown tabs", () => {
  it("makes each tab a section labelled with its name", () => {
    const body =
      '<Tabs groupId="os">\n  <TabItem value="linux" label="Linux">\n\n    apt install x\n\n  </TabItem>\n  <TabItem value="mac" label="macOS">\n\n    brew install x\n\n  </TabItem>\n</Tabs>';
    expect(md(body)).toBe("**Linux**\n\napt install x\n\n**macOS**\n\nbrew install x");
  });

  it("handles one-line <TabItem>s (the JSX leaked into the twin before)", () => {
    const body =
      '<Tabs>\n<TabItem value="py" label="Python">Use `pip`.</TabItem>\n<TabItem value="js" label="JavaScript">Use `npm`.</TabItem>\n</Tabs>';
    expect(md(body)).toBe("**Python**\n\nUse `pip`.\n\n**JavaScript**\n\nUse `npm`.");
  });

  it("drops an opening tag written over several lines", () => {
    const body = [
      "<Tabs>",
      "<TabItem",
      '  value="py"',
      '  label="Python"',
      ">",
      "",
      "Run it.",
      "",
      "</TabItem>",
      "</Tabs>",
    ];
    expect(md(body.join("\n"))).toBe("**Python**\n\nRun it.");
  });
});

describe("mdxToMarkdown steps and details", () => {
  it("makes steps an ordered list, with a body indented as CONTRIBUTING shows it (not a code block)", () => {
    const body = [
      "<Steps>",
      '  <Step title="Create an API key">',
      "",
      "    Open **Settings → API keys** and create a key.",
      "",
      "  </Step>",
      '  <Step title="Verify" />',
      "</Steps>",
    ].join("\n");
    expect(md(body)).toBe(
      "1. **Create an API key**\n\n   Open **Settings → API keys** and create a key.\n\n2. **Verify**",
    );
  });

  it("gives a details block a heading one level below its section, then its text", () => {
    expect(md('## Results\n\n<Details summary="Full output">\n\n42 rows\n\n</Details>')).toBe(
      "## Results\n\n### Full output\n\n42 rows",
    );
  });
});

describe("mdxToMarkdown code, cards, expressions", () => {
  it("keeps a code block's language and title, and drops the rest of its meta", () => {
    expect(md('```python title="poll.py" {2} operations="get-fine-tune-job-status"\nimport os\n```')).toBe(
      '```python title="poll.py"\nimport os\n```',
    );
  });

  it("keeps the mark of an abridged or illustrative API answer, and drops the runner's response-of", () => {
    expect(md('```json title="Response" response="abridged" response-of="get-dataset"\n{}\n```')).toBe(
      '```json title="Response" response="abridged"\n{}\n```',
    );
  });

  it("leaves components written inside a code block as code", () => {
    const body = ["```mdx", '<Card title="Metrics" to="/autoeval/metrics/">Scores.</Card>', "<Tabs>", "```"].join("\n");
    expect(md(body)).toBe(body);
  });

  it("makes a grid of cards one list of links", () => {
    const body =
      '<CardGrid>\n  <Card title="Quickstart" to="/quickstart/">\n    From a key to a first evaluation.\n  </Card>\n  <Card title="Metrics" to="/autoeval/metrics/">What is scored.</Card>\n</CardGrid>';
    expect(md(body)).toBe(
      "- [Quickstart](/quickstart/): From a key to a first evaluation.\n- [Metrics](/autoeval/metrics/): What is scored.",
    );
  });

  it("drops imports and expressions, and keeps a string written as an expression", () => {
    expect(md('export const x = 1;\n\nBraces: {"{"} and {x}.\n\n{/* a comment */}')).toBe("Braces: { and .");
  });

  it("fails on a component it has no rendering for, naming it", () => {
    expect(() => mdxToMarkdown("<Chart data={[1]} />", { operations: new Map(), file: "content/docs/x.mdx" })).toThrow(
      "content/docs/x.mdx:1: the Markdown twin has no rendering for <Chart>",
    );
  });
});

describe("mdxToMarkdown partials", () => {
  it("puts a partial's text, its own components and partials included, where the page renders it", () => {
    const root = tempSite({
      "content/partials/prerequisites.mdx":
        'import KeyNote from "./key-note.mdx";\n\n- An AutoEval account.\n\n<KeyNote />\n',
      "content/partials/key-note.mdx": ":::tip\nKeep the key in `AUTOEVAL_API_KEY`.\n:::\n",
    });
    const file = path.join(root, "content/docs/guide.mdx");
    const body =
      'import Prerequisites from "../partials/prerequisites.mdx";\n\n## Before you start\n\n<Prerequisites />\n\nThen go.';
    expect(mdxToMarkdown(body, { operations: new Map(), file })).toBe(
      "## Before you start\n\n- An AutoEval account.\n\n> **Tip:** Keep the key in `AUTOEVAL_API_KEY`.\n\nThen go.",
    );
  });
});

describe("mdxToMarkdown images", () => {
  const body =
    "Intro.\n\n![The guard's flow](./flow.png)\n\n![Logo](/img/logo.svg) and ![x](https://example.com/x.png)";

  it("points a relative image at the URL the twin can reach, keeping its alt text", () => {
    const out = mdxToMarkdown(body, {
      operations: new Map(),
      file: "/site/content/docs/guard.mdx",
      imageUrl: (url, from) =>
        from === "/site/content/docs/guard.mdx" ? `https://docs.example/guard/${url.slice(2)}` : null,
    });
    expect(out).toContain("![The guard's flow](https://docs.example/guard/flow.png)");
    // Absolute and remote images already resolve from anywhere.
    expect(out).toContain("![Logo](/img/logo.svg) and ![x](https://example.com/x.png)");
  });

  it("keeps the image as written when no URL is known", () => {
    expect(md(body)).toContain("![The guard's flow](./flow.png)");
  });
});
