/** A code block marked response="..." tells the reader, in its caption, that the answer is abridged or made up. */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { strings } from "../../strings";
import { Pre } from "../Pre";

function render(metastring?: string) {
  const code = createElement("code", { metastring, "data-language": "json" }, '{"a": 1}\n');
  return renderToStaticMarkup(createElement(Pre, null, code));
}

describe("Pre: the caption of a shown API answer", () => {
  it("shows the mark beside the title", () => {
    const html = render('title="Response" response="abridged"');
    expect(html).toContain("Response");
    expect(html).toContain(strings.responseMark.abridged);
    expect(render('response="illustrative"')).toContain(strings.responseMark.illustrative);
  });

  it("shows no caption for an unmarked block, and refuses an unknown mark, naming the valid ones", () => {
    expect(render('title="Response"')).not.toContain(strings.responseMark.abridged);
    expect(() => render('title="Response" response="short"')).toThrow(
      'The code block "Response": response="short" is not a mark; use one of abridged, illustrative',
    );
  });
});
