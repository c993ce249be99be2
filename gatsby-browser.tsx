import "./src/styles/global.css";
import "./src/styles/highlight.css";
import "./src/styles/print.css";
import type { GatsbyBrowser } from "gatsby";
import React from "react";
import { Layout } from "./src/components/Layout";
import { routeOf } from "./src/common/docs/route-data";
import { BrowserHead } from "./src/components/Seo/BrowserHead";
import { HeadRendererContext } from "./src/components/Seo/head-renderer";
import { pathPrefix } from "./src/config";
import { listenToHashChanges, trackPageView } from "./src/browser/analytics";
import { markFirstPageRendered, preloadBodiesWithPages } from "./src/mdx/body-preload";
import { markNavigation } from "./src/browser/head-state";
import { hydrateInTransition } from "./src/browser/hydrate-in-transition";
import { guardPageDataLoop } from "./src/browser/page-loader-guard";
import { guardHoverPrefetch } from "./src/browser/prefetch";
import { finishProgress, watchNavigations } from "./src/browser/progress";
import { stripPathPrefix } from "./src/common/path-prefix";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <HeadRendererContext.Provider value={BrowserHead}>{element}</HeadRendererContext.Provider>
);

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={stripPathPrefix(props.location.pathname, pathPrefix)} route={routeOf(props.pageContext)}>
    {element}
  </Layout>
);

// Not typed as GatsbyBrowser["replaceHydrateFunction"]: Gatsby declares it with react-dom's legacy
// Renderer (ReactDOM.render's overloads), while what it calls is (element, container).
export const replaceHydrateFunction = () => hydrateInTransition;

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  guardPageDataLoop();
  preloadBodiesWithPages();
  listenToHashChanges();
  watchNavigations();
};

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  markFirstPageRendered();
  guardHoverPrefetch();
};

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  if (prevLocation && prevLocation.pathname !== location.pathname) markNavigation();
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  finishProgress();
  trackPageView(location);
};
