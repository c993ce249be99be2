export interface CheckOptions {
  readonly concurrency?: number;
  readonly hostDelayMs?: number;
  readonly timeoutMs?: number;
  readonly userAgent?: string;
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
}

export interface LinkResult {
  readonly url: string;
  readonly ok: boolean;
  readonly status: number | null;
  readonly method: "HEAD" | "GET" | null;
  readonly finalUrl: string;
  readonly error: string | null;
  readonly ms: number;
}

export declare function externalLinks(
  publicDir: string,
  siteUrl: string,
): Map<string, string[]>;
export declare function checkExternalLinks(
  urls: readonly string[],
  options?: CheckOptions,
): Promise<LinkResult[]>;
export declare function formatReport(
  results: readonly LinkResult[],
  pages: ReadonlyMap<string, readonly string[]>,
): string;
