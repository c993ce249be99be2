import { describe, expect, it } from "vitest";
import { loadApiModel } from "../../../../plugins/gatsby-source-openapi/model";
import { apiReferenceOptions } from "../../../config/api-reference";
import { mdxToMarkdown } from "../mdx-to-markdown";

// The operations as the twins get them: by slug, with method, URL and page (ApiOperation nodes).
const operations = new Map((await loadApiModel(apiReferenceOptions())).operations.map((op) => [op.slug, op]));

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
      operations,
    );
    expect(markdown).toContain("`POST /api/2/auto_eval/dataset/get` ([API reference](/api/get-dataset/))");
    expect(markdown).toContain(`"id": "'"$DATASET_ID"'"`);
    expect(markdown).not.toContain("ds_5b81d0e6a7");
  });

  it("keeps working when variables come after the body", () => {
    const markdown = mdxToMarkdown(
      '<ApiExample operation="get-dataset" body={{ id: "ds_5b81d0e6a7" }} variables={{ DATASET_ID: "ds_5b81d0e6a7" }} />',
      operations,
    );
    expect(markdown).toContain("$DATASET_ID");
  });
});

const md = (body: string) => mdxToMarkdown(body, new Map());

describe("mdxToMarkdown admonitions", () => {
  it("turns the Markdown form into the same quote as the JSX form", () => {
    const jsx = md('<Admonition type="tip" title="Batch it">\nUse **small** batches.\n</Admonition>\n\nAfter.');
    const directive = md(":::tip[Batch it]\nUse **small** batches.\n:::\n\nAfter.");
    expect(directive).toBe("> **Tip: Batch it**\n>\n> Use **small** batches.\n\nAfter.");
    expect(directive).toBe(jsx);
  });

  it("titles an untitled one with its type", () => {
    expect(md(":::danger\nNo undo.\n:::")).toBe("> **Danger**\n>\n> No undo.");
  });
});

describe("mdxToMarkdown Steps and Details", () => {
  it("numbers the steps as bold titles and keeps their content", () => {
    const body = '<Steps>\n<Step title="Install">\n\nRun it.\n\n</Step>\n<Step title="Verify" />\n</Steps>';
    expect(md(body)).toBe("**1. Install**\n\nRun it.\n\n**2. Verify**");
  });

  it("gives a details block its summary as a bold line", () => {
    expect(md('<Details summary="Full output">\n\n42 rows\n\n</Details>')).toBe("**Full output**\n\n42 rows");
  });
});

describe("mdxToMarkdown reads the Markdown tree, not lines", () => {
  it("leaves components written inside a code block as code", () => {
    const body = ["```mdx", '<Card title="Metrics" to="/autoeval/metrics/">Scores.</Card>', "<Tabs>", "```"].join("\n");
    expect(md(body)).toBe(body);
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

describe("mdxToMarkdown images", () => {
  const body =
    "Intro.\n\n![The guard's flow](./flow.png)\n\n![Logo](/img/logo.svg) and ![x](https://example.com/x.png)";

  it("points a relative image at the URL the twin can reach, keeping its alt text", () => {
    const out = mdxToMarkdown(body, new Map(), (url) => `https://docs.example/autoeval/guard/${url.slice(2)}`);
    expect(out).toContain("![The guard's flow](https://docs.example/autoeval/guard/flow.png)");
    // Absolute and remote images already resolve from anywhere.
    expect(out).toContain("![Logo](/img/logo.svg) and ![x](https://example.com/x.png)");
  });

  it("keeps the image as written when no URL is known", () => {
    expect(mdxToMarkdown(body, new Map())).toContain("![The guard's flow](./flow.png)");
  });
});
