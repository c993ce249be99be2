import { describe, expect, it } from "vitest";
import { unsafeScheme } from "../safe-url";

describe("unsafeScheme", () => {
  it.each([
    ["javascript:alert(1)", "javascript"],
    ["JavaScript:alert(1)", "javascript"],
    ["java\tscript:alert(1)", "javascript"],
    [" data:text/html,<b>x</b>", "data"],
    ["vbscript:msgbox(1)", "vbscript"],
  ])("%j is refused as %s", (url, scheme) => {
    expect(unsafeScheme(url)).toBe(scheme);
  });

  it.each(["/quickstart/", "#section", "../other/", "https://example.com/", "http://a.b/", "mailto:team@example.com"])(
    "%j is allowed",
    (url) => {
      expect(unsafeScheme(url)).toBeNull();
    },
  );
});
