import { compile } from "@mdx-js/mdx";
import { describe, expect, it } from "vitest";
import { remarkSafeLinks, unsafeScheme } from "../remark-safe-links";

async function build(source: string): Promise<void> {
  await compile({ value: source, path: "content/docs/page.mdx" }, { remarkPlugins: [remarkSafeLinks] });
}

describe("unsafeScheme", () => {
  it.each([
    ["javascript:alert(1)", "javascript"],
    ["JavaScript:alert(1)", "javascript"],
    ["java\tscript:alert(1)", "javascript"],
    [" data:text/html,<b>x</b>", "data"],
    ["vbscript:msgbox(1)", "vbscript"],
  ])("%j is refused as %s", (url, scheme) => {
    expect(unsafeScheme(url)).toBe(scheme);
  });

  it.each(["/quickstart/", "#section", "../other/", "https://example.com/", "http://a.b/", "mailto:team@example.com"])(
    "%j is allowed",
    (url) => {
      expect(unsafeScheme(url)).toBeNull();
    },
  );
});

describe("remarkSafeLinks", () => {
  it("stops the build on a Markdown link with a javascript: URL, naming the file and the link", async () => {
    await expect(build("Click [here](javascript:alert(1)).")).rejects.toThrow(
      'content/docs/page.mdx: the link "javascript:alert(1)" uses the javascript: scheme',
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
