import "./src/styles/global.css";
import "./src/styles/highlight.css";
import type { GatsbyBrowser } from "gatsby";
import React from "react";
import { Layout } from "./src/components/Layout";
import { pathPrefix } from "./src/config";
import { listenToHashChanges, trackPageView } from "./src/lib/analytics";
import { guardHoverPrefetch } from "./src/lib/prefetch";
import { finishProgress, watchNavigations } from "./src/lib/progress";
import { stripPathPrefix } from "./src/lib/path-prefix";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={stripPathPrefix(props.location.pathname, pathPrefix)}>{element}</Layout>
);

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  listenToHashChanges();
  watchNavigations();
};

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  guardHoverPrefetch();
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  finishProgress();
  trackPageView(location);
};
