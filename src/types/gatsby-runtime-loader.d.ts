/**
 * Gatsby's browser page loader (`.cache/loader.js`), aliased in gatsby/webpack.ts; only what
 * src/lib/page-loader-guard.ts touches is declared.
 */
declare module "gatsby-runtime-loader" {
  interface PageDataRequest {
    pagePath: string;
    internalServerError?: boolean;
    status?: string;
  }
  export const PageResourceStatus: { readonly Error: "error"; readonly Success: "success" };
  export class BaseLoader {
    fetchPageDataJson(request: PageDataRequest): Promise<PageDataRequest>;
  }
}
