export const GROUP_BYTES: number;
export const ROWS: number;
export const CAP: number;
export const INLINE: number;
export const ONE_LETTER_TERMS: number;
export const HEAD: number;
export function encodeScore(score: number): number;
export function decodeScore(code: number): number;
export function keyOf(term: string): string;
export function thirdOf(term: string): string | null;
export interface EncodedSections {
  readonly names: readonly string[];
  readonly runs: readonly number[];
}
export function encodeSections(
  pageSections: readonly string[],
): EncodedSections;
export function decodeSections(sections: EncodedSections): string[];
export function encodeStems(stems: readonly string[]): string;
export function decodeStems(text: string | undefined): string[];
export function encodeKeys(
  keys: Iterable<string>,
  thirdsByKey: ReadonlyMap<string, Iterable<string>>,
): string;
export function decodeKeys(text: string | undefined): {
  keys: Set<string>;
  bundles: Set<string>;
};
export function bundlePath(key: string, third?: string | null): string;
export function bundleOf(stem: string): string;
export const INDEX_VERSION: 5;
export function fileSafe(letters: readonly string[]): string;
export function wordsPath(word: string): string;
