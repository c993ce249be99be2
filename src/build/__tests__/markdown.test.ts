import { describe, expect, it } from "vitest";
import { markdownToHtml } from "../markdown";

describe("markdownToHtml", () => {
  it("renders Markdown", () => {
    expect(markdownToHtml("Scores from **0** to `1`.\n\n- one\n- two")).toBe(
      "<p>Scores from <strong>0</strong> to <code>1</code>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>",
    );
  });

  it("escapes raw HTML, block and inline", () => {
    const html = markdownToHtml("<script>alert(1)</script>\n\nText with <img src=x onerror=alert(1)> inline.");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toMatch(/<script|<img/);
  });

  it("does not render javascript: or data: links as links", () => {
    for (const href of ["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html;base64,PHNjcmlwdD4="]) {
      const html = markdownToHtml(`[click](${href})`);
      expect(html, href).not.toContain("<a");
      expect(html, href).not.toMatch(/href="(javascript|data):/i);
    }
  });

  it("opens external links in a new tab with rel=noopener noreferrer", () => {
    expect(markdownToHtml("[Blog](https://blog.lastmileai.dev)")).toBe(
      '<p><a href="https://blog.lastmileai.dev" target="_blank" rel="noopener noreferrer">Blog</a></p>',
    );
    expect(markdownToHtml("[plain](http://example.com/)")).toContain('rel="noopener noreferrer"');
  });

  it("leaves internal links as they are", () => {
    expect(markdownToHtml("[API keys](/api-keys/)")).toBe('<p><a href="/api-keys/">API keys</a></p>');
    expect(markdownToHtml("[anchor](#errors)")).toBe('<p><a href="#errors">anchor</a></p>');
  });

  it("does not turn bare URLs into links", () => {
    expect(markdownToHtml("See https://lastmileai.dev for more.")).toBe("<p>See https://lastmileai.dev for more.</p>");
  });

  it("renders an empty string as an empty string", () => {
    expect(markdownToHtml("")).toBe("");
  });
});
