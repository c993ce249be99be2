/**
 * Which hits DocSearch's modal shows. It puts each page's own record in front of the page's
 * first section (local-client.ts, withPageRecords), then keeps the first `perSection` entries of
 * each section (lvl0) and drops the rest. Knowing each page's section from the index's manifest,
 * the engine works that out before it fetches records, and fetches only the shown ones: the
 * records of a first query are most of what it waits for.
 */

/** A hit, or a page's own record, by its place in the index (shard-query.mjs). */
export interface IndexEntry {
  readonly page: number;
  readonly record: number;
}

/** Record 0 of a page is its own record (shard-format.mjs). */
const PAGE_RECORD = 0;

/** The entries the modal shows for `hits` (ranked), in its order, page records included. */
export function modalEntries(
  hits: readonly IndexEntry[],
  sectionOf: (page: number) => string | undefined,
  perSection: number,
): IndexEntry[] {
  const seen = new Set<string>();
  const shown = new Map<string | undefined, number>();
  const out: IndexEntry[] = [];
  const offer = (page: number, record: number) => {
    const id = `${page}-${record}`;
    if (seen.has(id)) return;
    seen.add(id);
    const section = sectionOf(page);
    const count = shown.get(section) ?? 0;
    if (count >= perSection) return;
    shown.set(section, count + 1);
    out.push({ page, record });
  };
  for (const hit of hits) {
    offer(hit.page, PAGE_RECORD);
    offer(hit.page, hit.record);
  }
  return out;
}
