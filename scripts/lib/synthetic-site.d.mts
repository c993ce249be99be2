export interface SyntheticSiteOptions {
  /** The site to grow: its content/ and openapi/ are read. */
  readonly source: string;
  /** Where the synthetic site's content/ and openapi/ are written (replaced; nothing else there is touched). */
  readonly target: string;
  /** How many times the docs and the API: 10 for a site ten times today's. */
  readonly factor: number;
  /** The description's file name under openapi/. */
  readonly apiFile?: string;
}

export function generateSyntheticSite(options: SyntheticSiteOptions): {
  copiedDocs: number;
  operations: number;
  schemas: number;
};

export function growApiDescription<T>(doc: T, factor: number): T;
