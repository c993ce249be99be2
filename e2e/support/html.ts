/** Small readers of server-rendered HTML (no browser needed). */

export function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&amp;/g, "&");
}

function textOf(html: string): string {
  return decodeEntities(
    html
      .replace(/<a[^>]*class="hash-link"[^>]*>[\s\S]*?<\/a>/g, "")
      .replace(/<a[^>]*aria-label="Direct link to[^"]*"[^>]*>[\s\S]*?<\/a>/g, "")
      .replace(/<[^>]+>/g, ""),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/** The page's <article> (its main content), or the whole document when it has none. */
export function articleOf(html: string): string {
  return /<article[\s>][\s\S]*<\/article>/i.exec(html)?.[0] ?? html;
}

/** The text of every heading of a level, in order, without the "#" anchors. */
export function headings(html: string, level: number): string[] {
  const re = new RegExp(`<h${level}(?:\\s[^>]*)?>([\\s\\S]*?)</h${level}>`, "gi");
  return [...html.matchAll(re)].map((m) => textOf(m[1]!));
}

/** How many tags match a pattern, e.g. /<link[^>]*rel="canonical"/g. */
export function count(html: string, pattern: RegExp): number {
  return html.match(pattern)?.length ?? 0;
}
