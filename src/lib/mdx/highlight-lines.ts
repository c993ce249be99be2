/**
 * Line handling for code blocks: parses the {2,4-6} meta, and splits highlighted HTML
 * into lines, closing and reopening spans that cross a line break so each line stands alone.
 */

export function parseLineRanges(meta: string | null | undefined): Set<number> {
  const lines = new Set<number>();
  const match = /\{([\d,\s-]+)\}/.exec(meta ?? "");
  if (!match) return lines;
  for (const part of match[1]!.split(",")) {
    const [start, end] = part.trim().split("-").map(Number);
    if (!start) continue;
    for (let n = start; n <= (end ?? start); n++) lines.add(n);
  }
  return lines;
}

export function parseMetaAttribute(meta: string | null | undefined, name: string): string | null {
  const match = new RegExp(`${name}="([^"]*)"`).exec(meta ?? "");
  return match ? match[1]! : null;
}

const TAG = /<span[^>]*>|<\/span>/g;

export function splitHighlightedLines(html: string): string[] {
  const lines: string[] = [];
  const open: string[] = [];
  for (const raw of html.split("\n")) {
    const prefix = open.join("");
    for (const [tag] of raw.matchAll(TAG)) {
      if (tag === "</span>") open.pop();
      else open.push(tag);
    }
    lines.push(prefix + raw + "</span>".repeat(open.length));
  }
  return lines;
}
