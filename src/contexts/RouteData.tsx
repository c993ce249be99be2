/**
 * The route data of the page on screen (src/common/docs/route-data.ts), provided by the Layout
 * from the page's context. The chrome reads it; nothing recomputes it in the browser.
 */
import React, { createContext, useContext } from "react";
import type { RouteData } from "../common/docs/route-data";

/** What a page made without route data (none in a build) shows: no versions, no sidebar. */
const NO_ROUTE: RouteData = {
  site: { versions: [], navbarTargets: {} },
  docsVersion: null,
  version: null,
  sidebar: null,
  breadcrumbs: [],
  previous: null,
  next: null,
  versionPaths: null,
};

const RouteDataContext = createContext<RouteData>(NO_ROUTE);

export function RouteDataProvider({
  route,
  children,
}: {
  readonly route: RouteData | undefined;
  readonly children: React.ReactNode;
}) {
  return <RouteDataContext.Provider value={route ?? NO_ROUTE}>{children}</RouteDataContext.Provider>;
}

export function useRouteData(): RouteData {
  return useContext(RouteDataContext);
}
