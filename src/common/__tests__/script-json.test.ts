import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { scriptJson } from "../script-json";

describe("scriptJson", () => {
  const hostile = { id: "</script><script>alert(1)</script>", note: "<!-- a & b \u2028 c \u2029" };

  it("stays the same value", () => {
    expect(JSON.parse(scriptJson(hostile))).toEqual(hostile);
  });

  it("has no character that can end or alter a script element", () => {
    expect(scriptJson(hostile)).not.toMatch(/[<>&\u2028\u2029]/);
    const html = `<script>var x=${scriptJson(hostile)};</script><p>after</p>`;
    const root = parse(html);
    expect(root.querySelectorAll("script")).toHaveLength(1);
    expect(root.querySelector("p")?.textContent).toBe("after");
  });
});
