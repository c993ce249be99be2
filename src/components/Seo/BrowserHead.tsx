/**
 * The head in the browser. The first page's tags arrive with its HTML, so react-helmet is not
 * part of the first load: it is loaded when the reader first moves to another page, and from
 * then on keeps <head> in step with the page shown.
 */
import React, { Suspense } from "react";
import { hasNavigated } from "../../browser/head-state";
import type { HeadTags } from "./head-tags";

const HelmetHead = React.lazy(() => import("./HelmetHead"));

export function BrowserHead({ tags }: { readonly tags: HeadTags }) {
  if (!hasNavigated()) return null;
  return (
    <Suspense fallback={null}>
      <HelmetHead tags={tags} />
    </Suspense>
  );
}
