/**
 * Highlights fenced code blocks at build time: the code element gets the highlighted
 * lines as a property (escaped HTML from highlight.js) and keeps its plain text for copying.
 */
import { highlight } from "../highlight";
import { parseLineRanges, splitHighlightedLines } from "../../common/mdx/highlight-lines";
import { textOf, walk, type UnistNode } from "./hast";

function languageOf(node: UnistNode): string | null {
  const className = node.properties?.["className"];
  const classes = Array.isArray(className)
    ? className.map(String)
    : typeof className === "string"
      ? className.split(" ")
      : [];
  return classes.find((c) => c.startsWith("language-"))?.slice("language-".length) ?? null;
}

export function rehypeHighlightCode() {
  return (tree: UnistNode): void => {
    walk(tree, (node) => {
      if (node.type !== "element" || node.tagName !== "pre") return;
      const code = node.children?.find((c) => c.type === "element" && c.tagName === "code");
      if (!code) return;
      const text = textOf(code).replace(/\n$/, "");
      const lang = languageOf(code);
      const meta = (code.properties?.["metastring"] as string | undefined) ?? null;
      const highlighted = parseLineRanges(meta);
      const lines = splitHighlightedLines(highlight(text, lang)).map((html, i) => ({
        html,
        highlighted: highlighted.has(i + 1),
      }));
      code.properties = { ...code.properties, dataLines: JSON.stringify(lines), dataLanguage: lang ?? "text" };
      // The highlighted lines carry the text; keeping the raw text too would double the page's size.
      code.children = [];
    });
  };
}
