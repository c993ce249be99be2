export const GROUP: number;
export const CAP: number;
export const INLINE: number;
export const ONE_LETTER_TERMS: number;
export const SCALE: number;
export function keyOf(term: string): string;
