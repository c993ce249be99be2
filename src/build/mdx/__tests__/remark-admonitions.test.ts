import { evaluate } from "@mdx-js/mdx";
import { parse } from "node-html-parser";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as runtime from "react/jsx-runtime";
import remarkDirective from "remark-directive";
import { describe, expect, it } from "vitest";
import { Admonition } from "../../../mdx/Admonition";
import { remarkAdmonitions } from "../remark-admonitions";

/** Compiles the MDX as the site does (directives, then admonitions) and renders it to HTML. */
async function render(source: string) {
  const { default: Content } = await evaluate(
    { value: source, path: "content/docs/page.mdx" },
    { ...runtime, development: false, remarkPlugins: [remarkDirective, remarkAdmonitions] },
  );
  return parse(renderToStaticMarkup(createElement(Content, { components: { Admonition } })));
}

describe("the Markdown admonition syntax", () => {
  it("renders :::tip as the Tip admonition with its Markdown body", async () => {
    const html = await render(":::tip\nUse **small** batches.\n:::");
    const aside = html.querySelector("aside")!;
    expect(aside.getAttribute("aria-label")).toBe("Tip");
    expect(aside.querySelector("p")!.textContent).toBe("Tip");
    expect(aside.querySelector("strong")!.textContent).toBe("small");
  });

  it("takes a title in brackets, keeping it out of the body", async () => {
    const html = await render(":::warning[Rate *limits*]\nSlow down.\n:::");
    const aside = html.querySelector("aside")!;
    expect(aside.getAttribute("aria-label")).toBe("Rate limits");
    expect(aside.textContent).toBe("Rate limitsSlow down.");
  });

  it("renders every type the component knows, and the JSX form beside it", async () => {
    const source = ["note", "tip", "info", "warning", "danger"].map((t) => `:::${t}\n${t} body\n:::`).join("\n\n");
    const html = await render(`${source}\n\n<Admonition type="note" title="JSX">jsx body</Admonition>`);
    expect(html.querySelectorAll("aside").map((a) => a.getAttribute("aria-label"))).toEqual([
      "Note",
      "Tip",
      "Info",
      "Warning",
      "Danger",
      "JSX",
    ]);
  });

  it("nests, with code blocks and lists inside", async () => {
    const html = await render("::::note[Outer]\n- one\n- two\n\n:::danger\n```sh\nrm -rf\n```\n:::\n::::");
    const [outer, inner] = html.querySelectorAll("aside");
    expect(outer!.getAttribute("aria-label")).toBe("Outer");
    expect(outer!.querySelectorAll("li")).toHaveLength(2);
    expect(inner!.getAttribute("aria-label")).toBe("Danger");
    expect(inner!.querySelector("pre")!.textContent).toContain("rm -rf");
  });

  it("stops the build on an unknown type, naming the file and the valid types", async () => {
    await expect(render(":::warn\nx\n:::")).rejects.toThrow(
      'content/docs/page.mdx: ":::warn" is not an admonition type. Valid types are: note, tip, info, warning, danger',
    );
  });

  it("leaves prose with colons as the author wrote it", async () => {
    const html = await render("Ratio 3:1 at 10:30, a :smile: and :abbr[API]{title=x}.\n\n::leaf[x]");
    expect(html.textContent).toBe("Ratio 3:1 at 10:30, a :smile: and :abbr[API]{title=x}.\n::leaf[x]");
  });

  it("leaves imports and expressions whole, so a page that imports a partial compiles", async () => {
    // Once, every import stopped the compile with "Cannot read properties of undefined (reading 'length')".
    const { default: Content } = await evaluate(
      {
        value: 'export const Partial = () => "from the partial";\n\n:::note\nBefore {1 + 1}.\n:::\n\n<Partial />',
        path: "content/docs/page.mdx",
      },
      { ...runtime, development: false, remarkPlugins: [remarkDirective, remarkAdmonitions] },
    );
    const html = parse(renderToStaticMarkup(createElement(Content, { components: { Admonition } })));
    expect(html.textContent).toBe("NoteBefore 2.\nfrom the partial");
  });
});
