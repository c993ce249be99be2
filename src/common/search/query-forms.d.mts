export interface SynonymRule {
  readonly from: string[];
  readonly to: string[][];
}
export interface QueryForm {
  readonly stems: string[];
  /** Matches its one term only, with no prefix or misspelt matches. */
  readonly exact: boolean;
}
export function synonymRules(
  table: Readonly<Record<string, readonly string[]>> | undefined,
): SynonymRule[];
export function queryForms(
  query: string,
  rules?: readonly SynonymRule[],
  corrections?: ReadonlyMap<string, string>,
): QueryForm[];
export function fallbackStems(
  query: string,
  rules?: readonly SynonymRule[],
  corrections?: ReadonlyMap<string, string>,
): string[];
