/**
 * gatsby-plugin-react-helmet, as the site uses it: its server rendering, unchanged. The npm
 * plugin's gatsby-node does nothing but print "Gatsby now has built-in support for modifying
 * the document head" on every build, a notice about Gatsby's Head API that authors cannot act
 * on (react-helmet is part of the site's design: src/components/Seo). Listing this file instead
 * of the npm plugin keeps everything the plugin does but that notice;
 * __tests__/helmet-plugin.test.ts fails if the installed plugin's gatsby-node ever does more.
 */
export { onRenderBody } from "gatsby-plugin-react-helmet/gatsby-ssr";
