/**
 * The picker for a body's named examples, as the page is built (the description has none yet,
 * so no browser test meets it): one example stands alone; several get a labelled select.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { BodyExamples } from "../BodyExamples";

const rename = { name: "rename", summary: "Rename the widget", html: '<span class="hljs-attr">"name"</span>' };
const archive = { name: "archive", summary: "", html: '<span class="hljs-attr">"archived"</span>' };

function render(examples: (typeof rename)[]) {
  // Parse inside <pre> too (node-html-parser keeps its content as raw text by default).
  return parse(renderToStaticMarkup(createElement(BodyExamples, { examples, title: "Request example" })), {
    blockTextElements: {},
  });
}

describe("BodyExamples", () => {
  it("shows a single example as it is, under its title", () => {
    const root = render([rename]);
    expect(root.querySelector("select")).toBeNull();
    expect(root.text).toContain("Request example");
    expect(root.querySelector("code")?.text.trim()).toBe('"name"');
  });

  it("gives several a labelled picker, by summary or else name, and shows the first", () => {
    const root = render([rename, archive]);
    const select = root.querySelector("select")!;
    expect(root.querySelector(`label[for="${select.id}"]`)?.text).toBe("Request example:");
    expect(select.querySelectorAll("option").map((o) => o.text)).toEqual(["Rename the widget", "archive"]);
    expect(root.text).toContain("Request example: Rename the widget");
    expect(root.querySelector("code")?.text.trim()).toBe('"name"');
  });

  it("renders nothing without examples", () => {
    expect(renderToStaticMarkup(createElement(BodyExamples, { examples: [], title: "Response example" }))).toBe("");
  });
});
