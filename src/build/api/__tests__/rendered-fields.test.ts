/** The API reference's rendered fields: the plugin's nodes hold data, these resolvers render it. */
import { describe, expect, it } from "vitest";
import { apiRenderingResolvers as r } from "../rendered-fields";

describe("the rendered fields of the API reference", () => {
  it("renders descriptions to HTML with raw HTML off", () => {
    expect(r.ApiTag.descriptionHtml.resolve({ description: "Runs *and* <b>jobs</b>." })).toBe(
      "<p>Runs <em>and</em> &lt;b&gt;jobs&lt;/b&gt;.</p>",
    );
  });

  it("keeps code words whole in meta descriptions (snake_case enums, ground_truth)", () => {
    const op = { summary: "Get Role", method: "POST", apiPath: "/role/get" };
    expect(
      r.ApiOperation.metaDescription.resolve({
        ...op,
        description: "Its type (`ROLE_TYPE_USER`) in ground_truth. More.",
      }),
    ).toBe("Its type (ROLE_TYPE_USER) in ground_truth.");
    expect(r.ApiOperation.metaDescription.resolve({ ...op, description: "" })).toBe("Get Role: POST /role/get.");
  });

  it("serves schema trees with their descriptions rendered, and highlighted examples and samples", () => {
    const tree = {
      kind: "object",
      properties: [{ name: "a", required: true, node: { kind: "any", description: "*A*" } }],
    };
    expect(r.ApiSchema.tree.resolve({ tree })).toMatchObject({
      properties: [{ node: { description: "*A*", descriptionHtml: "<p><em>A</em></p>" } }],
    });
    expect(r.ApiResponse.exampleHtml.resolve({ example: { ok: true } })).toContain(
      '<span class="hljs-attr">&quot;ok&quot;</span>',
    );
    expect(r.ApiResponse.exampleHtml.resolve({ example: null })).toBeNull();
    const op = { slug: "a", method: "POST", url: "https://x.dev/a", apiPath: "/a", requestBody: null };
    const samples = r.ApiOperation.codeSamples.resolve(op);
    expect(samples.map((s) => s.lang)).toEqual(["curl", "python", "javascript"]);
    expect(samples[0]!.html).toContain("AUTOEVAL_API_KEY");
    expect(samples[0]!.html).toContain("AUTOEVAL_BASE_URL:-https://x.dev");
  });
});
