export function indexTokens(text: string): string[];
export function queryTokens(text: string): string[];
export function processTerm(term: string): string | null;
export function stemsOf(text: string): string[];
export function titleKey(stems: readonly string[]): string;
