import { evaluate } from "@mdx-js/mdx";
import path from "node:path";
import React from "react";
import * as runtime from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import transform from "../index.cjs";

const dir = path.resolve("content/docs/guides");
const page = { id: "file-1", internal: { type: "File" }, dir, absolutePath: path.join(dir, "page.mdx") };
const mdx = { id: "mdx-1", parent: page.id, internal: { type: "Mdx" } };
const diagram = { absolutePath: path.join(dir, "flow.png") };

/** gatsby-plugin-sharp's fluid() as it answers for an 800×260 image drawn at twice its size. */
const fluid = vi.fn(async () => ({
  src: "/static/abc/800/flow.png",
  srcSet: "/static/abc/400/flow.png 400w,\n/static/abc/800/flow.png 800w,\n/static/abc/1600/flow.png 1600w",
  sizes: "(max-width: 800px) 100vw, 800px",
  presentationWidth: 800,
  presentationHeight: 260,
}));

/** Compiles one MDX page through the plugin, as gatsby-plugin-mdx does, and renders it to HTML. */
async function render(source: string) {
  const reporter = { panicOnBuild: vi.fn() };
  const plugin = () => async (markdownAST: unknown) =>
    transform(
      {
        markdownAST,
        markdownNode: mdx,
        getNode: (id) => (id === page.id ? page : undefined),
        files: [diagram],
        reporter,
      },
      { fluid },
    );
  const { default: Content } = await evaluate(source, { ...runtime, remarkPlugins: [plugin] });
  return { html: renderToStaticMarkup(React.createElement(Content)), problems: reporter.panicOnBuild.mock.calls };
}

describe("gatsby-remark-doc-images", () => {
  it("turns a Markdown image beside the page into a responsive, lazy <img> with its size and alt", async () => {
    const { html, problems } = await render("Before.\n\n![The evaluate flow](./flow.png)\n");
    expect(problems).toEqual([]);
    const img = /<img [^>]*>/.exec(html)?.[0] ?? "";
    expect(img).toContain('src="/static/abc/800/flow.png"');
    expect(img).toContain(
      'srcSet="/static/abc/400/flow.png 400w, /static/abc/800/flow.png 800w, /static/abc/1600/flow.png 1600w"',
    );
    expect(img).toContain('sizes="(max-width: 800px) 100vw, 800px"');
    expect(img).toContain('width="800"');
    expect(img).toContain('height="260"');
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('decoding="async"');
    expect(img).toContain('alt="The evaluate flow"');
    expect(fluid).toHaveBeenCalledWith(expect.objectContaining({ file: diagram }));
  });

  it("fails the build naming the page and the fix when the alt text is missing", async () => {
    const { problems } = await render("![](./flow.png)\n");
    const message = problems[0]?.[0].context.sourceMessage ?? "";
    expect(message).toContain(path.join("content", "docs", "guides", "page.mdx"));
    expect(message).toContain("has no alt text");
    expect(message).toContain("![like this](./flow.png)");
  });

  it("fails the build naming the page and the fix when the file is missing", async () => {
    const { problems } = await render("![A diagram](./missing.png)\n");
    const message = problems[0]?.[0].context.sourceMessage ?? "";
    expect(message).toContain("page.mdx: the image ./missing.png was not found next to the page");
    expect(message).toContain("relative path such as ./missing.png");
  });

  it("fails the build for a file the pipeline cannot resize, and leaves remote images alone", async () => {
    const { problems, html } = await render("![Logo](./logo.svg)\n\n![Remote](https://example.com/a.png)\n");
    expect(problems).toHaveLength(1);
    expect(problems[0]?.[0].context.sourceMessage).toContain("./logo.svg is not a PNG, JPEG");
    expect(html).toContain('src="https://example.com/a.png"');
  });
});
