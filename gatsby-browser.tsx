import "./src/styles/global.css";
import "./src/styles/highlight.css";
import "./src/styles/print.css";
import "./src/styles/page-notice.css";
import type { GatsbyBrowser } from "gatsby";
import React from "react";
import { Layout } from "./src/components/Layout";
import { RootErrorBoundary } from "./src/components/RootErrorBoundary";
import { routeOf } from "./src/common/docs/route-data";
import { BrowserHead } from "./src/components/Seo/BrowserHead";
import { HeadRendererContext } from "./src/components/Seo/head-renderer";
import { pathPrefix, siteConfig } from "./src/config";
import { followOtherTabs } from "./src/browser/color-mode";
import { listenToHashChanges, trackPageView } from "./src/browser/analytics";
import { markNavigation } from "./src/browser/head-state";
import { markAppStarted } from "./src/browser/load-failure";
import { requestPageDataWithoutQuery } from "./src/browser/page-data-query";
import { guardPageDataLoop } from "./src/browser/page-loader-guard";
import { guardHoverPrefetch } from "./src/browser/prefetch";
import { finishProgress, watchNavigations } from "./src/browser/progress";
import { stripPathPrefix } from "./src/common/path-prefix";
import { preloadModalForEarlySearch } from "./src/components/SearchBar/load-modal";
import { tuneClientEntry, tuneInitialClientRender, tunedHydrateFunction } from "./src/tuning";

// The boundary sits above Gatsby's router and scroll handler: no error can blank the page.
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <RootErrorBoundary>
    <HeadRendererContext.Provider value={BrowserHead}>{element}</HeadRendererContext.Provider>
  </RootErrorBoundary>
);

// Scroll as Gatsby does by default (its scroll handler acts on any truthy answer), minus the
// default's decodeURI of the hash, which throws on "#100%" and would take the page down.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = () => true;

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={stripPathPrefix(props.location.pathname, pathPrefix)} route={routeOf(props.pageContext)}>
    {element}
  </Layout>
);

// Not typed as GatsbyBrowser["replaceHydrateFunction"]: Gatsby declares it with react-dom's legacy
// Renderer (ReactDOM.render's overloads), while what it calls is (element, container). Undefined
// with the tuning off: Gatsby then hydrates as it does by default.
export const replaceHydrateFunction = tunedHydrateFunction;

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  guardPageDataLoop();
  requestPageDataWithoutQuery();
  tuneClientEntry();
  listenToHashChanges();
  watchNavigations();
  preloadModalForEarlySearch();
  if (!siteConfig.colorMode.disableSwitch) followOtherTabs(siteConfig.colorMode.defaultMode);
};

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  markAppStarted();
  tuneInitialClientRender();
  guardHoverPrefetch();
};

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  if (prevLocation && prevLocation.pathname !== location.pathname) markNavigation();
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  finishProgress();
  trackPageView(location);
};
