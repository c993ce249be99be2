export type Row = string[];
export function formatTable(rows: readonly Row[]): string;
export function tableRows(markdown: string): Row[];
export function carriedBuildRows(previousMarkdown: string): Row[];
