import { describe, expect, it } from "vitest";
import { escapeHtml, highlight, markedText, snippet } from "../highlight";

/** True when the HTML holds a tag other than <mark>. */
function hasForeignTag(html: string): boolean {
  return /<(?!\/?mark>)[a-z/!]/i.test(html);
}

describe("escapeHtml", () => {
  it("escapes the five HTML-special characters", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
});

describe("markedText", () => {
  it("escapes Algolia's unescaped text and keeps only its <mark> tags", () => {
    expect(markedText('<img src=x onerror="alert(1)"> the <mark>faith</mark>fulness')).toBe(
      "&lt;img src=x onerror=&quot;alert(1)&quot;&gt; the <mark>faith</mark>fulness",
    );
  });
});

describe("highlight", () => {
  it("wraps every match in <mark>, case-insensitively, keeping the text's case", () => {
    expect(highlight("Faithfulness scores faithfulness", ["faith"])).toEqual({
      value: "<mark>Faith</mark>fulness scores <mark>faith</mark>fulness",
      matchLevel: "full",
      matchedWords: ["faith"],
    });
  });

  it("reports partial and no matches", () => {
    expect(highlight("refund window", ["refund", "shipping"])).toMatchObject({
      matchLevel: "partial",
      matchedWords: ["refund"],
    });
    expect(highlight("refund window", ["shipping"])).toEqual({
      value: "refund window",
      matchLevel: "none",
      matchedWords: [],
    });
    expect(highlight("a <b>", [])).toEqual({ value: "a &lt;b&gt;", matchLevel: "none", matchedWords: [] });
  });

  it("prefers the longest term where terms overlap", () => {
    expect(highlight("evaluation", ["eval", "evaluation"]).value).toBe("<mark>evaluation</mark>");
  });

  it("escapes markup in the text before highlighting", () => {
    const result = highlight('<script>alert("x")</script> run', ["run"]);
    expect(result.value).toBe("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; <mark>run</mark>");
    expect(hasForeignTag(result.value)).toBe(false);
  });

  it("escapes markup in a matched query", () => {
    const result = highlight("see <script> here", ["<script>"]);
    expect(result.value).toBe("see <mark>&lt;script&gt;</mark> here");
    expect(hasForeignTag(result.value)).toBe(false);
  });

  it("cannot be tricked into producing a tag by a query that matches escaped text", () => {
    for (const query of ["lt", "&lt;", "script", "mark", "<", ">", '"', "&"]) {
      const result = highlight("<script>alert(1)</script> & <mark>", [query]);
      expect(hasForeignTag(result.value), query).toBe(false);
      expect(result.value).not.toContain("<script");
    }
  });

  it("treats regular-expression characters in the query literally", () => {
    expect(highlight("a.b a+b (x)", ["a+b", "(x)"]).value).toBe("a.b <mark>a+b</mark> <mark>(x)</mark>");
    expect(highlight("anything", [".*"]).value).toBe("anything");
  });
});

describe("snippet", () => {
  const words = Array.from({ length: 30 }, (_, i) => `w${i}`);
  const text = words.join(" ");

  it("returns short text whole, without ellipses", () => {
    expect(snippet("one two three", ["two"], 10).value).toBe("one <mark>two</mark> three");
  });

  it("keeps a window of N words around the first match, with ellipses where text was cut", () => {
    const result = snippet(text, ["w15"], 10);
    const inner = result.value.replace(/^…|…$/g, "").split(" ");
    expect(inner).toHaveLength(10);
    expect(result.value.startsWith("…")).toBe(true);
    expect(result.value.endsWith("…")).toBe(true);
    expect(result.value).toContain("<mark>w15</mark>");
    expect(inner[0]).toBe("w12");
  });

  it("starts at the beginning without a leading ellipsis when the match is early", () => {
    const result = snippet(text, ["w1"], 5);
    expect(result.value).toBe("w0 <mark>w1</mark> w2 w3 w4…");
  });

  it("ends at the end without a trailing ellipsis when the match is late", () => {
    expect(snippet(text, ["w29"], 5).value).toBe("…w25 w26 w27 w28 <mark>w29</mark>");
  });

  it("takes the first words when nothing matches", () => {
    expect(snippet(text, ["zzz"], 3)).toEqual({ value: "w0 w1 w2…", matchLevel: "none", matchedWords: [] });
  });

  it("honours the snippet length the modal asks for (5 on narrow screens)", () => {
    const result = snippet(text, ["w20"], 5);
    expect(result.value.replace(/…/g, "").split(" ")).toHaveLength(5);
  });

  it("escapes before it cuts and highlights", () => {
    const result = snippet(
      `${words.slice(0, 12).join(" ")} <script>alert(1)</script> ${words.slice(12).join(" ")}`,
      ["alert"],
      6,
    );
    expect(result.value).toContain("&lt;script&gt;<mark>alert</mark>(1)&lt;/script&gt;");
    expect(hasForeignTag(result.value)).toBe(false);
  });

  it("collapses whitespace", () => {
    expect(snippet("a\n\n  b\tc", [], 10).value).toBe("a b c");
  });
});
