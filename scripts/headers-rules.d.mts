export interface HeaderRule {
  readonly pattern: RegExp;
  readonly headers: [string, string][];
}
export function parseHeaders(text: string): HeaderRule[];
export function headersFor(
  rules: readonly HeaderRule[],
  path: string,
): Record<string, string>;
