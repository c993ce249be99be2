/**
 * API pages list their sections once: the headings the page renders and the table of contents
 * come from the same list, so every TOC entry names a heading on the page, in the same order.
 */
import { parse } from "node-html-parser";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import type { TocItem } from "../../../common/docs/toc";
import type { PageSection } from "../Sections";

// The operation page reads the site config (is the API console on?), which webpack inlines.
beforeAll(() => {
  (globalThis as { __SITE_CONFIG__?: unknown }).__SITE_CONFIG__ = { apiConsole: { enabled: false } };
});

const load = async () => ({
  ...(await import("../Sections")),
  ...(await import("../Operation/sections")),
  ...(await import("../Schema/sections")),
  ...(await import("../Info/sections")),
});

/**
 * The page's h2 and h3 headings as a reader meets them: id, level and text (without the "#"
 * link). A linked tab panel (responses by status) stands for an h3: the TOC links to its id and
 * names it by its tab; the hidden heading inside it is for screen readers' outline only.
 */
function headings(
  sections: readonly PageSection[],
  Sections: (props: { sections: readonly PageSection[] }) => unknown,
) {
  const root = parse(renderToStaticMarkup(createElement(Sections as never, { sections })));
  const linkedTab = (panel: { id: string }) => root.querySelector(`a[role=tab][href="#${panel.id}"]`);
  return root
    .querySelectorAll("h2, h3, [role=tabpanel]")
    .filter((el) => (el.tagName === "DIV" ? !!linkedTab(el) : !el.closest("[role=tabpanel]")))
    .map((h) =>
      h.tagName === "DIV"
        ? { id: h.id, level: 3, text: linkedTab(h)?.textContent ?? "" }
        : {
            id: h.id,
            level: h.tagName === "H2" ? 2 : 3,
            text: h.childNodes
              .filter((n) => !("tagName" in n && (n as { tagName: string }).tagName === "A"))
              .map((n) => n.textContent)
              .join(""),
          },
    );
}

const flatten = (toc: readonly TocItem[]): { id: string; level: number; text: string }[] =>
  toc.flatMap((item) => [{ id: item.id, level: item.level, text: item.value }, ...flatten(item.children)]);

const schema = { kind: "object", properties: [] };
const example = { name: "default", summary: "", html: "{}" };
const operation = {
  slug: "evaluate",
  summary: "Evaluate",
  metaDescription: "",
  descriptionHtml: "",
  method: "post",
  url: "https://example.org/evaluate",
  apiPath: "/evaluate",
  path: "/api/evaluate/",
  deprecated: false,
  parameters: [{ name: "limit", in: "query", required: false, descriptionHtml: "" }],
  requestBody: { descriptionHtml: "", contentType: "application/json", required: true, schema, examples: [example] },
  responses: [
    { status: "200", descriptionHtml: "", schema, sameSchemaAs: null, examples: [], headers: [] },
    { status: "404", descriptionHtml: "", schema: null, sameSchemaAs: "200", examples: [], headers: [] },
  ],
  codeSamples: [{ lang: "curl", label: "curl", html: "curl" }],
};

describe("API page sections", () => {
  it("give an operation page a TOC entry for every heading it renders, in order", async () => {
    const { operationSections, tocOf, Sections } = await load();
    const sections = operationSections(operation, { title: "AutoEval API", path: "/api/" });
    const toc = tocOf(sections);
    expect(flatten(toc)).toEqual(headings(sections, Sections));
    expect(flatten(toc).map((item) => item.id)).toEqual([
      "authentication",
      "parameters",
      "request-body",
      "code-samples",
      "responses",
      "response-200",
      "response-404",
    ]);
  });

  it("leave out the parameters and request body of an operation that has none, in the page and the TOC", async () => {
    const { operationSections, tocOf, Sections } = await load();
    const sections = operationSections({ ...operation, parameters: [], requestBody: null }, null);
    expect(flatten(tocOf(sections)).map((item) => item.id)).toEqual([
      "authentication",
      "code-samples",
      "responses",
      "response-200",
      "response-404",
    ]);
    expect(flatten(tocOf(sections))).toEqual(headings(sections, Sections));
  });

  it("give a schema page a TOC entry for every heading it renders", async () => {
    const { schemaSections, tocOf, Sections } = await load();
    const page = { name: "Dataset", title: "Dataset", tree: schema, exampleHtml: "{}", operations: [], usedBy: [] };
    const sections = schemaSections(page as never);
    expect(flatten(tocOf(sections)).map((item) => item.id)).toEqual(["properties", "example", "used-by"]);
    expect(flatten(tocOf(sections))).toEqual(headings(sections, Sections));
    const withoutExample = schemaSections({ ...page, exampleHtml: null } as never);
    expect(flatten(tocOf(withoutExample)).map((item) => item.id)).toEqual(["properties", "used-by"]);
  });

  it("give the API information page a TOC entry for every heading it renders, tags included", async () => {
    const { infoSections, tocOf, Sections } = await load();
    const info = {
      servers: [{ url: "https://example.org", description: "Production" }],
      security: [],
      tags: [{ name: "Fine-tuning jobs", headingId: "fine-tuning-jobs", descriptionHtml: "", operations: [] }],
    };
    const sections = infoSections(info as never);
    expect(flatten(tocOf(sections)).map((item) => item.id)).toEqual([
      "base-url",
      "authentication",
      "openapi-description",
      "operations",
      "fine-tuning-jobs",
    ]);
    expect(flatten(tocOf(sections))).toEqual(headings(sections, Sections));
  });
});
