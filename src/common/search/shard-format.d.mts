export const GROUP: number;
export const CAP: number;
export const INLINE: number;
export const ONE_LETTER_TERMS: number;
export const HEAD: number;
export function encodeScore(score: number): number;
export function decodeScore(code: number): number;
export function keyOf(term: string): string;
