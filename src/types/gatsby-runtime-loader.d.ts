/**
 * Gatsby's browser page loader (`.cache/loader.js`), aliased in gatsby/webpack.ts; only what
 * src/browser/page-loader-guard.ts, page-data-query.ts and src/tuning/body-preload.ts touch is declared.
 */
declare module "gatsby-runtime-loader" {
  /** The object fetchPageDataJson is given and fills in: status, and the page's data on success. */
  export interface PageDataRequest {
    pagePath: string;
    internalServerError?: boolean;
    notFound?: boolean;
    status?: string;
    payload?: { readonly path?: unknown };
  }
  export const PageResourceStatus: { readonly Error: "error"; readonly Success: "success" };
  /** What `loadPage` resolves with: the page's resources, or only a status when it failed. */
  export interface PageResources {
    component?: unknown;
    status?: string;
  }
  export class BaseLoader {
    fetchPageDataJson(request: PageDataRequest): Promise<PageDataRequest>;
    loadPage(rawPath: string): Promise<PageResources | undefined>;
  }
}
