/**
 * The key field as rendered: the key it starts with is set on the element once it is mounted,
 * never written into the markup, where a `value` attribute would leave it for any selector.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
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
        problem: undefined,
      }),
    );
    expect(html).toContain(`type="${revealed ? "text" : "password"}"`);
    expect(html).not.toContain(KEY);
    expect(html).not.toMatch(/<input[^>]*type="(password|text)"[^>]*value=/);
  });
});
