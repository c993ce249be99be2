/**
 * Markdown from the API description, rendered at build time with raw HTML switched off:
 * a <script> in a description reaches the reader as text, never as markup.
 */
import MarkdownIt from "markdown-it";

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
