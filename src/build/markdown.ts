/**
 * The one reader of the API description's Markdown (CommonMark, read by markdown-it): its
 * descriptions become HTML for the pages, and plain text for meta descriptions and the
 * sidebar's category descriptions (release-note entries, plain Markdown, are rendered by it
 * too). Raw HTML is switched off: a <script> in a description reaches the reader as text,
 * never as markup. Build-time only; no page bundles it.
 */
import MarkdownIt from "markdown-it";
import type Token from "markdown-it/lib/token.mjs";

const renderer = new MarkdownIt({ html: false, linkify: false, typographer: false });

const defaultLinkOpen =
  renderer.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));

// External links open safely; internal ones stay as they are for client-side navigation.
renderer.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  if (/^https?:\/\//.test(token.attrGet("href") ?? "")) {
    token.attrSet("target", "_blank");
    token.attrSet("rel", "noopener noreferrer");
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

export function markdownToHtml(markdown: string): string {
  return renderer.render(markdown).trim();
}

/** The words of inline tokens as a reader sees them: no markup, code without its backticks, images by their alt text. */
function inlineText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === "text" || token.type === "code_inline") return token.content;
      if (token.type === "softbreak" || token.type === "hardbreak") return " ";
      if (token.type === "image") return inlineText(token.children ?? []);
      return "";
    })
    .join("");
}

/** Plain text of Markdown, for meta descriptions and the sidebar: every paragraph, heading and list item, code blocks left out. */
export function markdownToText(markdown: string): string {
  return renderer
    .parse(markdown, {})
    .filter((token) => token.type === "inline")
    .map((token) => inlineText(token.children ?? []))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The first sentence (or the first `max` characters) of a Markdown text, for <meta name="description">. */
export function metaDescription(markdown: string, fallback: string, max = 200): string {
  const text = markdownToText(markdown);
  if (!text) return fallback;
  const sentence = /^.+?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  return sentence.length <= max ? sentence : `${sentence.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}
