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

/** One line of a code block: escaped, highlighted markup, and whether the meta marks it. */
export interface CodeLine {
  readonly html: string;
  readonly highlighted: boolean;
}

/** Reads the `data-lines` JSON that rehype-highlight-code puts on a code element. */
export function parseCodeLines(json: string): CodeLine[] {
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed)) throw new Error("data-lines: expected an array of code lines");
  return parsed.map((line: unknown, i) => {
    const { html, highlighted } = (line ?? {}) as Partial<CodeLine>;
    if (typeof html !== "string") throw new Error(`data-lines[${i}]: expected { html: string, highlighted: boolean }`);
    return { html, highlighted: highlighted === true };
  });
}

/**
 * A code block's markup as one string, each line in its own span. The block then hydrates as
 * one element instead of one per line (the quickstart has 671 lines). Safe because every
 * line is escaped markup from highlight.js and the class names are our own.
 */
export function codeLinesHtml(
  lines: readonly CodeLine[],
  classes: { readonly line: string; readonly highlighted: string },
): string {
  return lines
    .map(
      (line) =>
        `<span class="${line.highlighted ? `${classes.line} ${classes.highlighted}` : classes.line}">${line.html}\n</span>`,
    )
    .join("");
}
