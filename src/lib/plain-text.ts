/** Plain text from Markdown, for meta descriptions and search: no parser, safe for any bundle. */

export function markdownToText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[`*_>#|]/g, "")
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
