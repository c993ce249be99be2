import { evaluate } from "@mdx-js/mdx";
import { parse } from "node-html-parser";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as runtime from "react/jsx-runtime";
import { describe, expect, it } from "vitest";
import { Details } from "../Details";
import { useMDXComponents } from "../provider";
import { Step, Steps } from "../Steps";

const html = (element: React.ReactElement) => parse(renderToStaticMarkup(element));

/** An MDX page as authors write it, with the components the site's provider gives every page. */
async function page(source: string) {
  const { default: Content } = await evaluate(source, { ...runtime, development: false, useMDXComponents });
  return html(createElement(Content));
}

describe("Steps", () => {
  it("is an ordered list whose steps are headings over their content", () => {
    const root = html(
      createElement(
        Steps,
        null,
        createElement(Step, { title: "Create a key" }, createElement("p", null, "Open settings.")),
        createElement(Step, { title: "Call the API" }),
      ),
    );
    const list = root.querySelector("ol")!;
    expect(list.getAttribute("role")).toBe("list");
    const steps = list.querySelectorAll(":scope > li");
    expect(steps.map((li) => li.querySelector("h3")!.textContent)).toEqual(["Create a key", "Call the API"]);
    expect(steps[0]!.querySelector("p")!.textContent).toBe("Open settings.");
  });

  it("takes the heading level of the section it sits in", () => {
    const root = html(createElement(Steps, { headingLevel: 4 }, createElement(Step, { title: "One" })));
    expect(root.querySelector("li > h4")!.textContent).toBe("One");
    expect(root.querySelector("h3")).toBeNull();
  });

  it("is available in every MDX page, with Markdown inside a step", async () => {
    const root = await page(
      '<Steps>\n<Step title="Install">\n\nRun `pip install autoeval`.\n\n</Step>\n<Step title="Verify" />\n</Steps>',
    );
    expect(root.querySelectorAll("ol > li > h3").map((h) => h.textContent)).toEqual(["Install", "Verify"]);
    expect(root.querySelector("li code")!.textContent).toBe("pip install autoeval");
  });
});

describe("Details", () => {
  it("is a closed disclosure whose summary is the visible label", () => {
    const root = html(createElement(Details, { summary: "Full output" }, createElement("p", null, "42 rows")));
    const details = root.querySelector("details")!;
    expect(details.hasAttribute("open")).toBe(false);
    expect(details.querySelector("summary")!.textContent).toBe("Full output");
    expect(details.querySelector("p")!.textContent).toBe("42 rows");
  });

  it("starts open when asked", () => {
    const root = html(createElement(Details, { summary: "S", open: true }, "x"));
    expect(root.querySelector("details")!.hasAttribute("open")).toBe(true);
  });

  it("is available in every MDX page, with Markdown inside", async () => {
    const root = await page('<Details summary="Why?">\n\nBecause **labels** drift.\n\n</Details>');
    expect(root.querySelector("details > summary")!.textContent).toBe("Why?");
    expect(root.querySelector("details strong")!.textContent).toBe("labels");
  });
});
