import { parse } from "node-html-parser";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Link } from "../index";

/** The Link as the page's HTML holds it. */
function render(href: string) {
  return parse(renderToStaticMarkup(createElement(Link, { href, className: "c" }, "Click me")));
}

describe("Link", () => {
  it.each([
    "javascript:window.__pwned=true",
    "JavaScript:alert(1)",
    "java\tscript:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
  ])("renders %j as text, with no link", (href) => {
    const root = render(href);
    expect(root.querySelectorAll("a")).toHaveLength(0);
    expect(root.querySelectorAll("[href]")).toHaveLength(0);
    expect(root.textContent).toBe("Click me");
  });

  it.each([
    ["/quickstart/", "/quickstart/"],
    ["#section", "#section"],
    ["https://lastmileai.dev/login", "https://lastmileai.dev/login"],
    ["http://example.com/", "http://example.com/"],
    ["mailto:team@example.com", "mailto:team@example.com"],
  ])("links %j", (href, expected) => {
    const link = render(href).querySelector("a");
    expect(link?.getAttribute("href")).toBe(expected);
    expect(link?.textContent).toBe("Click me");
  });
});
