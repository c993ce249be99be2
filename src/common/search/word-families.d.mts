export const NOT_FAMILIES: ReadonlyMap<string, string>;
export function familyForms(word: string): string[];
export function stemMatches(query: string, term: string): boolean;
export interface SplitFamily {
  readonly word: string;
  readonly stem: string;
  readonly split: { readonly form: string; readonly stem: string | null }[];
}
export function familiesOf(
  words: Iterable<string>,
): { word: string; forms: string[] }[];
export function splitFamilies(
  words: Iterable<string>,
  stemOf: (word: string) => string | null,
): SplitFamily[];
