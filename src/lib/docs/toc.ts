/**
 * The table of contents of an MDX body, read from its headings with the same slugger as the
 * rendered anchors, so every TOC link lands on its heading.
 */
import { Slugger } from "../slug";

export interface TocHeading {
  readonly id: string;
  readonly value: string;
  readonly level: number;
}

export interface TocItem extends TocHeading {
  readonly children: TocItem[];
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const HEADING = /^(#{2,6})\s+(.+?)\s*#*\s*$/;

/** Plain text of a Markdown heading, as readers see it. */
export function headingText(markdown: string): string {
  return (
    markdown
      .replace(/<[^>]+>/g, "")
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/`([^`]*)`/g, "$1")
      // Escaped characters are shielded first so emphasis stripping leaves them alone.
      .replace(/\\([\\`*_{}[\]()#+\-.!])/g, (_, ch: string) => `\uE000${ch.charCodeAt(0)}\uE000`)
      .replace(/(\*\*|__)(.+?)\1/g, "$2")
      .replace(/(\*|_)(.+?)\1/g, "$2")
      .replace(/\uE000(\d+)\uE000/g, (_, code: string) => String.fromCharCode(Number(code)))
      .trim()
  );
}

/** Every heading from h2 to h6, in order, with the id the rendered page gives it. */
export function extractHeadings(body: string): TocHeading[] {
  const slugger = new Slugger();
  const headings: TocHeading[] = [];
  let fence: string | null = null;
  for (const line of body.split(/\r?\n/)) {
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1]!;
      if (fence === null) fence = marker[0]!.repeat(marker.length);
      else if (marker.startsWith(fence)) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const match = HEADING.exec(line.trimStart());
    if (!match) continue;
    const value = headingText(match[2]!);
    headings.push({ id: slugger.slug(value), value, level: match[1]!.length });
  }
  return headings;
}

/** Nests the headings between minLevel and maxLevel into a tree. */
export function buildToc(headings: readonly TocHeading[], minLevel = 2, maxLevel = 3): TocItem[] {
  const root: TocItem[] = [];
  const stack: TocItem[] = [];
  for (const heading of headings) {
    if (heading.level < minLevel || heading.level > maxLevel) continue;
    const item: TocItem = { ...heading, children: [] };
    while (stack.length > 0 && stack[stack.length - 1]!.level >= item.level) stack.pop();
    (stack.length > 0 ? stack[stack.length - 1]!.children : root).push(item);
    stack.push(item);
  }
  return root;
}
