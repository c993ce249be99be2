import { evaluate } from "@mdx-js/mdx";
import { parse } from "node-html-parser";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as runtime from "react/jsx-runtime";
import { describe, expect, it } from "vitest";
import { structurePlugins } from "../remark-plugins";

/** Compiles the MDX with the pages' structure plugins and renders it to HTML. */
async function render(source: string) {
  const { default: Content } = await evaluate(
    { value: source, path: "content/docs/page.mdx" },
    { ...runtime, development: false, remarkPlugins: structurePlugins },
  );
  // Shows the props the page's <Admonition> would get.
  const Admonition = ({ type, title, children }: { type: string; title?: string; children: ReactNode }) =>
    createElement("aside", { "data-type": type, "aria-label": title ?? type }, children);
  return parse(renderToStaticMarkup(createElement(Content, { components: { Admonition } })));
}

describe("GitHub alerts", () => {
  it("render each of GitHub's five types as the matching admonition", async () => {
    const source = ["NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION"]
      .map((type) => `> [!${type}]\n> The ${type.toLowerCase()} body.`)
      .join("\n\n");
    const asides = (await render(source)).querySelectorAll("aside");
    // IMPORTANT and CAUTION take the site's info and danger types, titled with GitHub's word.
    expect(asides.map((a) => [a.getAttribute("data-type"), a.getAttribute("aria-label"), a.textContent])).toEqual([
      ["note", "note", "The note body."],
      ["tip", "tip", "The tip body."],
      ["info", "Important", "The important body."],
      ["warning", "warning", "The warning body."],
      ["danger", "Caution", "The caution body."],
    ]);
  });

  it("keep the body's Markdown: paragraphs, lists, code and links", async () => {
    const html = await render(
      "> [!TIP]\n> Use **small** batches.\n>\n> - one\n> - two\n>\n> ```sh\n> npm test\n> ```\n>\n> See [the quickstart](/quickstart/).",
    );
    const aside = html.querySelector("aside")!;
    expect(aside.querySelector("strong")!.textContent).toBe("small");
    expect(aside.querySelectorAll("li")).toHaveLength(2);
    expect(aside.querySelector("pre")!.textContent).toContain("npm test");
    expect(aside.querySelector("a")!.getAttribute("href")).toBe("/quickstart/");
    expect(aside.textContent).not.toContain("[!TIP]");
  });

  it("leave plain quotes, unknown markers and a marker inside a line as blockquotes", async () => {
    const html = await render("> Just a quote.\n\n> [!FOO]\n> Unknown.\n\n> Say [!NOTE] mid-line.");
    expect(html.querySelectorAll("aside")).toHaveLength(0);
    expect(html.querySelectorAll("blockquote")).toHaveLength(3);
  });
});
