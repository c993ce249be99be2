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
