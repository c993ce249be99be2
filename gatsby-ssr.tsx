import type { GatsbySSR } from "gatsby";
import React from "react";
import { Layout } from "./src/components/Layout";
import { RootErrorBoundary } from "./src/components/RootErrorBoundary";
import { routeOf } from "./src/common/docs/route-data";
import { NAVBAR_END_ID } from "./src/components/Navbar/navbar-id";
import HelmetHead from "./src/components/Seo/HelmetHead";
import { HeadRendererContext } from "./src/components/Seo/head-renderer";
import { pathPrefix, siteConfig } from "./src/config";
import { searchConfig } from "./src/config/search";
import { headScript } from "./src/browser/head-script";
import { renderBodyWithHead } from "./src/build/ssr/render-body";
import { sidebarFileItems } from "./src/build/ssr/sidebar-file";
import { ServerSidebarFileContext } from "./src/hooks/useCategoryItems";
import { NO_SCRIPT_SIDEBAR_CSS } from "./src/components/DocSidebar/no-script";
import { ServerListContext } from "./src/components/DocSidebar/server-list";
import { StaticList } from "./src/components/DocSidebar/StaticList";
import { stripPathPrefix } from "./src/common/path-prefix";
import { tunePostBodyComponents } from "./src/tuning";

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => {
  const route = routeOf(props.pageContext);
  return (
    // The HTML holds the links of the sidebar's closed categories, which the page's data leaves out.
    <ServerSidebarFileContext.Provider value={sidebarFileItems(route?.sidebar?.file)}>
      <ServerListContext.Provider value={StaticList}>
        <Layout pathname={stripPathPrefix(props.location.pathname, pathPrefix)} route={route}>
          {element}
        </Layout>
      </ServerListContext.Provider>
    </ServerSidebarFileContext.Provider>
  );
};

// Every page's HTML carries its head tags, written by react-helmet. The boundary renders
// nothing of its own, as in the browser (gatsby-browser.tsx), so hydration sees the same tree.
export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (
  <RootErrorBoundary>
    <HeadRendererContext.Provider value={HelmetHead}>{element}</HeadRendererContext.Provider>
  </RootErrorBoundary>
);

export const replaceRenderer: GatsbySSR["replaceRenderer"] = renderBodyWithHead;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({
    lang: siteConfig.locale.htmlLang,
    dir: siteConfig.locale.direction,
    "data-theme": siteConfig.colorMode.defaultMode,
  } as Record<string, string>);
  setHeadComponents([
    // Runs before first paint: no flash of the wrong theme, no announcement-bar shift; also
    // before the app's code: a path it could not decode, code or data that never arrives.
    <script key="head-script" dangerouslySetInnerHTML={{ __html: headScript(siteConfig) }} />,
    <noscript key="no-script">
      <style>{NO_SCRIPT_SIDEBAR_CSS}</style>
    </noscript>,
    // No first paint before the announcement bar and navbar are parsed whole (see navbar-id.ts).
    <link key="expect-navbar" rel="expect" href={`#${NAVBAR_END_ID}`} {...{ blocking: "render" }} />,
    <meta key="theme-color" name="theme-color" content="#2f4bd1" />,
    <link key="icon" rel="icon" href={`${pathPrefix}/favicon.svg`} type="image/svg+xml" />,
    <link
      key="opensearch"
      rel="search"
      type="application/opensearchdescription+xml"
      title={siteConfig.title}
      href={`${pathPrefix}/opensearch.xml`}
    />,
    ...(searchConfig.algolia
      ? [
          <link
            key="preconnect"
            rel="preconnect"
            href={`https://${searchConfig.algolia.appId}-dsn.algolia.net`}
            crossOrigin="anonymous"
          />,
        ]
      : []),
  ]);
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  replacePostBodyComponents(tunePostBodyComponents(getPostBodyComponents()));
};
