/**
 * An MDX page's body as a separately loaded chunk. In the production browser build,
 * gatsby/tuning/loaders/mdx-body-loader.cjs replaces the page module's static import of its compiled MDX
 * with `deferredMdxBody(() => import(...))`, so the text a reader already sees in the HTML
 * is not downloaded again as JavaScript before the page can hydrate. The body's code loads
 * when the reader reaches for it (MdxBody), or, on a client-side navigation, before the
 * page renders (src/tuning/body-preload.ts). Server rendering and `gatsby develop` keep the
 * static import.
 */
import React from "react";

type BodyComponent = React.ComponentType<Record<string, unknown>>;

export interface DeferredBody {
  (props: Record<string, unknown>): React.ReactElement;
  /** Starts loading the body's code; resolves once it has loaded or failed (never rejects). */
  load(): Promise<void>;
  readonly loaded: boolean;
  readonly failed: boolean;
}

export function deferredMdxBody(importBody: () => Promise<{ default: BodyComponent }>): DeferredBody {
  let Body: BodyComponent | null = null;
  let error: unknown = null;
  let loading: Promise<void> | null = null;
  const load = (): Promise<void> =>
    (loading ??= importBody().then(
      (module) => {
        Body = module.default;
      },
      (failure: unknown) => {
        error = failure;
      },
    ));

  function DeferredMdxBody(props: Record<string, unknown>): React.ReactElement {
    if (Body) return React.createElement(Body, props);
    // A failed chunk is reported like a failed React.lazy: to the nearest error boundary, as it was thrown.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (error) throw error;
    // Suspends until the code is here (Suspense semantics, as React.lazy does).
    throw load();
  }

  return Object.defineProperties(DeferredMdxBody, {
    load: { value: load },
    loaded: { get: () => Body !== null },
    failed: { get: () => error !== null },
  }) as DeferredBody;
}

export function isDeferredBody(type: unknown): type is DeferredBody {
  return typeof type === "function" && typeof (type as Partial<DeferredBody>).load === "function";
}
