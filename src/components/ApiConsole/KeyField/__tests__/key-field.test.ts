/**
 * The key field as rendered: the key it starts with is set on the element once it is mounted,
 * never written into the markup, where a `value` attribute would leave it for any selector; and
 * what it says when the tab's storage refused to remember the key.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { consoleStrings } from "../../../../console-strings";
import { KeyField } from "..";

const KEY = "sk-test-7f3a9c2e41-secret";

describe("KeyField", () => {
  it.each([false, true])("keeps the key out of the markup (revealed: %s)", (revealed) => {
    const html = renderToStaticMarkup(
      createElement(KeyField, {
        initial: KEY,
        onChange: () => undefined,
        revealed,
        onReveal: () => undefined,
        remember: true,
        onRemember: () => undefined,
        notKept: false,
        problem: undefined,
      }),
    );
    expect(html).toContain(`type="${revealed ? "text" : "password"}"`);
    expect(html).not.toContain(KEY);
    expect(html).not.toMatch(/<input[^>]*type="(password|text)"[^>]*value=/);
  });
});

describe("KeyField, Remember refused", () => {
  it("says so when the tab's storage refused the key, and only then", () => {
    const render = (notKept: boolean) =>
      renderToStaticMarkup(
        createElement(KeyField, {
          initial: "",
          onChange: () => undefined,
          revealed: false,
          onReveal: () => undefined,
          remember: false,
          onRemember: () => undefined,
          notKept,
          problem: undefined,
        }),
      );
    expect(render(true)).toContain(
      `<p class="api-console-problem" role="alert">${consoleStrings.keyNotKept.replace(/'/g, "&#x27;")}</p>`,
    );
    expect(render(false)).not.toContain('role="alert"');
  });
});
