/**
 * A page whose MDX body is a chunk of its own (src/tuning/deferred-body.ts) is ready only once
 * that chunk is here too: Gatsby's loader resolves a page when its component has loaded, so
 * the body is fetched alongside, and a client-side navigation renders the whole page at once
 * (a hover that prefetches the page fetches the body as well). The page of the first load is
 * left alone: its body stays server HTML until the reader reaches for it. A body that fails
 * to load fails the page, and Gatsby then loads the target in full, as for any failed chunk.
 */
import { BaseLoader, PageResourceStatus, type PageResources } from "gatsby-runtime-loader";
import { isDeferredBody, type DeferredBody } from "./deferred-body";

interface WrapperWithBody {
  readonly deferredBody?: unknown;
}

/** The deferred body a page component carries (gatsby/tuning/loaders/mdx-body-loader.cjs), if any. */
export function deferredBodyOf(resources: PageResources | undefined): DeferredBody | null {
  // Gatsby hands over the page's module; its default export is the component.
  const module = resources?.component as { readonly default?: WrapperWithBody } | undefined;
  const body = module?.default?.deferredBody;
  return isDeferredBody(body) ? body : null;
}

let firstPageRendered = false;

/** Called once the first page has rendered: from then on, pages wait for their bodies. */
export function markFirstPageRendered(): void {
  firstPageRendered = true;
}

export function preloadBodiesWithPages(): void {
  const prototype = BaseLoader.prototype;
  const loadPage = prototype.loadPage;
  prototype.loadPage = function withBody(rawPath) {
    return loadPage.call(this, rawPath).then(async (resources) => {
      const body = deferredBodyOf(resources);
      if (!body || !firstPageRendered) return resources;
      await body.load();
      return body.failed ? { status: PageResourceStatus.Error } : resources;
    });
  };
}
