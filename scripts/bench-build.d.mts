export interface BuildRun {
  readonly seconds: number;
  readonly peakMb: number;
}

export interface SiteResult {
  readonly factor: number;
  readonly pages: number;
  readonly cold: BuildRun;
  readonly warmAfterEdit: BuildRun;
}

export function timedBuild(
  project: string,
  buildEnv?: NodeJS.ProcessEnv,
): BuildRun;
export function prepareProject(
  factor: number,
  base?: string,
): { project: string; made: unknown };
export function benchSite(
  factor: number,
  log?: (line: string) => void,
): SiteResult;
export function buildRows(results: readonly SiteResult[]): string[][];
export function benchBuild(
  factors?: readonly number[],
  log?: (line: string) => void,
): { record: SiteResult[]; rows: string[][] };
