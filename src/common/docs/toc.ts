/**
 * The table of contents of a page: its headings (read from the Markdown tree at build time,
 * ../mdx/read-mdx.ts, with the same slugger as the rendered anchors) nested by level.
 */
export interface TocHeading {
  readonly id: string;
  readonly value: string;
  readonly level: number;
}

export interface TocItem extends TocHeading {
  readonly children: TocItem[];
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
