import { compile } from "@mdx-js/mdx";
import { describe, expect, it } from "vitest";
import { remarkSafeLinks } from "../remark-safe-links";

async function build(source: string): Promise<void> {
  await compile({ value: source, path: "content/docs/page.mdx" }, { remarkPlugins: [remarkSafeLinks] });
}

describe("remarkSafeLinks", () => {
  it("stops the build on a Markdown link with a javascript: URL, naming the file and the link", async () => {
    await expect(build("Click [here](javascript:alert(1)).")).rejects.toThrow(
      'content/docs/page.mdx:1:7: the link "javascript:alert(1)" uses the javascript: scheme',
    );
  });

  it("stops the build on a JSX href with a data: URL", async () => {
    await expect(build('<a href="data:text/html,hi">x</a>')).rejects.toThrow("uses the data: scheme");
  });

  it("lets site paths, anchors and http(s) links through", async () => {
    await expect(
      build('[a](/quickstart/) [b](#top) [c](https://example.com) <Card to="/sdk/" />'),
    ).resolves.toBeUndefined();
  });
});
