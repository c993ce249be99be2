/** Release notes grouped by year, newest year first, keeping the given (newest-first) order inside. */
export function groupByYear<T extends { readonly year: string | null }>(
  notes: readonly T[],
): { year: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const note of notes) {
    const year = note.year ?? "Undated";
    groups.set(year, [...(groups.get(year) ?? []), note]);
  }
  return [...groups].map(([year, items]) => ({ year, items })).sort((a, b) => b.year.localeCompare(a.year));
}
