/**
 * The modal's no-results help (NoResultsHelp.tsx), whose code loads only once a query finds
 * nothing: a first query that finds something does not fetch it (a first query
 * fetches at most 50 KB gzip: docs/decisions.md, "Search budgets").
 */
import React, { Suspense, useSyncExternalStore } from "react";
import type { NoResultsHelpProps } from "./NoResultsHelp";

const NoResultsHelp = React.lazy(() => import("./NoResultsHelp"));

export function LazyNoResultsHelp(props: NoResultsHelpProps) {
  const query = useSyncExternalStore(props.noHits.subscribe, props.noHits.get, () => null);
  if (query === null) return null;
  return (
    <Suspense fallback={null}>
      <NoResultsHelp {...props} />
    </Suspense>
  );
}
