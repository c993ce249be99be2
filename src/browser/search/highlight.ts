/**
 * Highlights and snippets for search hits. Text is HTML-escaped first, then matches are
 * wrapped in <mark>, so nothing from the page or the query can become markup.
 */

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/**
 * A value Algolia highlighted or snippeted, made safe: Algolia does not escape the text it
 * wraps in its highlight tags, so everything is escaped and only its <mark> tags come back.
 */
export function markedText(value: string): string {
  return escapeHtml(value).replace(/&lt;(\/?)mark&gt;/g, "<$1mark>");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export interface HighlightResult {
  readonly value: string;
  readonly matchLevel: "none" | "partial" | "full";
  readonly matchedWords: string[];
}

function termPattern(terms: readonly string[]): RegExp | null {
  const usable = [...new Set(terms.map((t) => t.trim().toLowerCase()).filter((t) => t.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  return usable.length === 0 ? null : new RegExp(`(${usable.map(escapeRegExp).join("|")})`, "gi");
}

export function highlight(text: string, terms: readonly string[]): HighlightResult {
  const pattern = termPattern(terms);
  if (!pattern) return { value: escapeHtml(text), matchLevel: "none", matchedWords: [] };
  const matched = new Set<string>();
  const value = text
    .split(pattern)
    .map((part, i) => {
      if (i % 2 === 0) return escapeHtml(part);
      matched.add(part.toLowerCase());
      return `<mark>${escapeHtml(part)}</mark>`;
    })
    .join("");
  const all = terms.length > 0 && terms.every((t) => matched.has(t.toLowerCase()));
  return { value, matchLevel: matched.size === 0 ? "none" : all ? "full" : "partial", matchedWords: [...matched] };
}

/** A window of `words` words around the first match, with ellipses where text was cut. */
export function snippet(text: string, terms: readonly string[], words: number): HighlightResult {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length <= words) return highlight(tokens.join(" "), terms);
  const lowered = terms.map((t) => t.toLowerCase()).filter(Boolean);
  const first = tokens.findIndex((token) => lowered.some((t) => token.toLowerCase().includes(t)));
  const start = Math.max(0, Math.min(first === -1 ? 0 : first - Math.floor(words / 3), tokens.length - words));
  const window = tokens.slice(start, start + words).join(" ");
  const result = highlight(window, terms);
  return { ...result, value: `${start > 0 ? "…" : ""}${result.value}${start + words < tokens.length ? "…" : ""}` };
}
