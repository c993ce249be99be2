export function stem(word: string): string;
