import { evaluate } from "@mdx-js/mdx";
import { parse } from "node-html-parser";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as runtime from "react/jsx-runtime";
import { describe, expect, it } from "vitest";
import { remarkMermaid } from "../remark-mermaid";

async function render(source: string) {
  const { default: Content } = await evaluate(
    { value: source, path: "content/docs/page.mdx" },
    { ...runtime, development: false, remarkPlugins: [remarkMermaid] },
  );
  return parse(renderToStaticMarkup(createElement(Content)));
}

const DIAGRAM = "```mermaid\nflowchart LR\n  accTitle: The app asks, AutoEval scores\n  A[App] --> B[AutoEval]\n```";

describe("```mermaid fences", () => {
  it("become a figure holding the diagram's SVG, kept out of the search index, with no code block left", async () => {
    const html = await render(`Intro.\n\n${DIAGRAM}\n\nAfter.`);
    const figure = html.querySelector("figure.mermaid-diagram")!;
    expect(figure.hasAttribute("data-nosearch")).toBe(true);
    expect(figure.querySelector("svg[role=img] title")!.textContent).toBe("The app asks, AutoEval scores");
    expect(html.querySelector("pre")).toBeNull();
    expect(html.querySelectorAll("p").map((p) => p.textContent)).toEqual(["Intro.", "After."]);
  });

  it("give two diagrams of a page different ids", async () => {
    const html = await render(`${DIAGRAM}\n\n${DIAGRAM}`);
    const [first, second] = html.querySelectorAll("svg").map((svg) => svg.getAttribute("id"));
    expect(first).toMatch(/^mermaid-[0-9a-f]{10}$/);
    expect(second).not.toBe(first);
  });

  it("stop the build on a diagram that does not parse, naming the file and the line", async () => {
    const source = "## Flow\n\n```mermaid\nsequenceDiagram\n  accTitle: Calls\n  App->>AutoEval evaluate\n```";
    await expect(render(source)).rejects.toThrow(
      /^content\/docs\/page\.mdx:6: this Mermaid diagram does not parse: Parse error on line 3/,
    );
  });

  it("stop the build on a diagram type the build cannot draw, saying what to do", async () => {
    await expect(render('```mermaid\npie title Pets\n  accTitle: Pets\n  "Dogs" : 3\n```')).rejects.toThrow(
      /^content\/docs\/page\.mdx:2: "pie" diagrams need a browser to draw, which the build does not load\. It draws flowchart, .*scripts\/diagrams\//,
    );
  });

  it("stop the build on a diagram without accTitle", async () => {
    await expect(render("```mermaid\nflowchart LR\n  A --> B\n```")).rejects.toThrow(
      /^content\/docs\/page\.mdx:2: the diagram has no accTitle/,
    );
  });
});
