export const SUGGESTIONS: number;
export function typoDistance(a: string, b: string, max: number): number;
export function closestWords(
  word: string,
  known: readonly (readonly [string, number])[],
  limit?: number,
  maxEdits?: (word: string) => number,
): string[];
export function didYouMean(
  query: string,
  knows: (stem: string) => Promise<boolean>,
  knownWords: (word: string) => Promise<readonly (readonly [string, number])[]>,
): Promise<string[]>;
export function suggestionEdits(word: string): number;
export function typoEdits(word: string): number;
