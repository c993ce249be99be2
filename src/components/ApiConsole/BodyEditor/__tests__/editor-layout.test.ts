import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

describe("the body editor's layout stylesheet", () => {
  it("is the installed prism-code-editor's layout.css, byte for byte (copy it again after an upgrade)", () => {
    const require = createRequire(import.meta.url);
    const installed = path.join(path.dirname(require.resolve("prism-code-editor")), "layout.css");
    const copy = path.join(__dirname, "..", "prism-code-editor-layout.css");
    expect(readFileSync(copy, "utf8")).toBe(readFileSync(installed, "utf8"));
  });
});
